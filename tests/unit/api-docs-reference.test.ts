/**
 * The API reference (/api/reference, issue 16): built from the same OpenAPI document the API
 * serves, every operation has exactly one anchor and the reference has no operation the document
 * lacks; each names its permission; field tables read a known schema right; the curl examples use
 * the docs' variables. When a fresh build is there, its HTML has exactly the document's anchors.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceOpenApi } from '../../src/screens/api-reference-document.ts';
import { buildApiReference, codesByStatus, operationAnchor, operationsOf, pathVariable, schemaTable, type ApiReferenceView } from '../../src/lib/api-docs/index.ts';
import { buildStamp, isBuildStale } from '../../scripts/build-freshness.ts';

type Json = Record<string, unknown>;

describe('the API reference', () => {
  let document: Json;
  let reference: ApiReferenceView;
  const operations = () => reference.tags.flatMap((tag) => tag.operations);

  beforeAll(() => {
    document = buildReferenceOpenApi();
    reference = buildApiReference(document);
  });

  it('has every operation of the OpenAPI document once, at a unique anchor, and no other', () => {
    const documented = operationsOf(document).map(([method, path]) => `${method} ${path}`);
    const shown = operations().map((operation) => `${operation.method} ${operation.path}`);
    expect(documented.length).toBeGreaterThan(300);
    expect([...shown].sort()).toEqual([...documented].sort());
    expect(reference.operationCount).toBe(documented.length);
    const anchors = operations().map((operation) => operation.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const operation of operations()) {
      expect(operation.anchor).toBe(operationAnchor(operation.method, operation.path));
      expect(operation.anchor).toMatch(/^op-(get|post|put|patch|delete)-[a-z0-9-]+$/);
    }
    expect(operationAnchor('get', '/groups/{context}/domains/{id}')).toBe('op-get-groups-context-domains-id');
    expect(operationAnchor('get', '/groups/{context}/jobs/{id}/items.csv')).toBe('op-get-groups-context-jobs-id-items-csv');
  });

  it('groups operations by their first tag, in the document\'s tag order first', () => {
    const declared = (document.tags as { name: string }[]).map((tag) => tag.name);
    const names = reference.tags.map((tag) => tag.name);
    expect(names.slice(0, declared.length)).toEqual(declared.filter((name) => names.includes(name)));
    for (const tag of reference.tags) expect(tag.anchor).toBe(`tag-${tag.name.replace(/\W+/g, '-')}`);
    const byPath = (method: string, path: string) => reference.tags.find((tag) => tag.operations.some((operation) => operation.method === method && operation.path === path))?.name;
    expect(byPath('get', '/groups/{context}/domains')).toBe('domains');
    expect(byPath('post', '/groups/{context}/zones/{zoneId}/publish')).toBe('dns');
  });

  it('names the permission of every operation: x-permission in the document, public calls as none', () => {
    for (const [, , , operation] of operationsOf(document)) expect(typeof operation['x-permission'], String(operation.operationId)).toBe('string');
    const find = (id: string) => operations().find((operation) => operation.operationId === id)!;
    expect(find('list_domains').permission).toEqual({ kind: 'ability', text: 'view-domains' });
    expect(find('update_domains').permission).toEqual({ kind: 'ability', text: 'manage-domains' });
    expect(find('publish_zone').permission).toEqual({ kind: 'ability', text: 'manage-dns' });
    expect(find('login').permission.kind).toBe('public');
    expect(find('get_profile').permission).toEqual({ kind: 'signed-in', text: 'any signed-in user' });
  });

  it('reads a known schema into a field table: types, required, enums, limits, nested fields dotted', () => {
    const table = schemaTable(document, { $ref: '#/components/schemas/Error' }, { expand: true });
    const row = (name: string) => table.fields.find((field) => field.name === name);
    expect(table.schemaName).toBe('Error');
    expect(row('code')).toMatchObject({ type: 'string', required: true });
    expect(row('position')).toMatchObject({ type: 'integer', required: false });
    expect(row('errors')?.type).toBe('array of object');
    const domains = schemaTable(document, { $ref: '#/components/schemas/Domains' }, { expand: true });
    expect(domains.fields.find((field) => field.name === 'id')).toMatchObject({ type: 'integer', required: true });
    expect(domains.fields.find((field) => field.name === 'registrant.name')).toMatchObject({ type: 'string | null', required: false });
    const change = operations().find((operation) => operation.operationId === 'stage_zone_change')!;
    expect(change.requestBody?.schema.fields.find((field) => field.name === 'action')).toMatchObject({ required: true, constraints: ['one of: create, update, delete'] });
    const context = change.parameters.find((parameter) => parameter.name === 'context');
    expect(context).toMatchObject({ in: 'path', required: true, shared: true, constraints: ['min length 36', 'max length 36'] });
    const list = operations().find((operation) => operation.operationId === 'list_domains')!;
    expect(list.parameters.find((parameter) => parameter.name === 'limit')?.constraints).toEqual(['min 1', 'max 1000', 'default 25']);
    expect(list.responses[0]?.schema?.fields.map((field) => [field.name, field.schemaName])).toEqual([['data', 'Domains'], ['meta', 'ListMeta']]);
    expect(reference.schemas.map((schema) => schema.name)).toEqual(expect.arrayContaining(['Domains', 'ListMeta', 'Error']));
  });

  it('lists the error statuses with their meaning and the codes the operation names', () => {
    expect([...(codesByStatus('400 nothing_to_publish, zone_problems (with `problems`) or confirmation_required; 409 version_conflict').entries())]
      .map(([status, codes]) => [status, [...codes]])).toEqual([['400', ['nothing_to_publish', 'zone_problems']], ['409', ['version_conflict']]]);
    const change = operations().find((operation) => operation.operationId === 'stage_zone_change')!;
    const bad = change.errors.find((error) => error.status === '400');
    expect(bad?.codes).toEqual(expect.arrayContaining(['invalid_record', 'protected_record', 'validation_failed']));
    expect(change.errors.map((error) => error.status)).toEqual(['400', '401', '403', '404']);
    for (const operation of operations()) for (const error of operation.errors) expect(error.meaning.length, `${operation.anchor} ${error.status}`).toBeGreaterThan(0);
  });

  it('writes a curl example per operation in the docs\' variables', () => {
    const find = (id: string) => operations().find((operation) => operation.operationId === id)!;
    expect(find('list_domains').curl).toBe('curl -X GET "$API/groups/$CONTEXT/domains?limit=5" \\\n  -H "authorization: Bearer $TOKEN"');
    expect(find('get_zone_records').curl).toContain('"$API/groups/$CONTEXT/zones/$ZONE_ID/records/$RECORD_ID"');
    expect(find('login').curl).not.toContain('authorization');
    expect(find('stage_zone_change').curl).toContain("-H 'content-type: application/json'");
    expect(find('get_report').curl).toContain('/reports/domains"');
    expect(pathVariable('/groups/{context}/watches/{id}', 'id')).toBe('WATCH_ID');
    expect(pathVariable('/groups/{context}/watches/{watchId}/contacts/{id}', 'id')).toBe('WATCH_CONTACT_ID');
    expect(pathVariable('/groups/{context}/zones/{zoneId}/records/{id}', 'id')).toBe('RECORD_ID');
    expect(pathVariable('/groups/{context}/billing_entities/{billingEntityId}/accounts', 'billingEntityId')).toBe('BILLING_ENTITY_ID');
    expect(pathVariable('/password_resets/{token}', 'token')).toBe('RESET_TOKEN');
    for (const operation of operations()) {
      expect(operation.curl, operation.anchor).toMatch(/^curl -X (GET|POST|PUT|PATCH|DELETE) "\$API\//);
      expect(operation.curl, operation.anchor).not.toMatch(/[{}](?![^']*')/);
    }
  });

  // The built page, when a build newer than its sources (and the API's OpenAPI builder) is there.
  const page = join(process.cwd(), 'dist/api/reference/index.html');
  const newest = (path: string): number => (statSync(path).isDirectory() ? Math.max(...readdirSync(path).map((entry) => newest(join(path, entry)))) : statSync(path).mtimeMs);
  const fresh = existsSync(page) && !isBuildStale(process.cwd())
    && newest(join(process.cwd(), 'server/api')) <= statSync(join(process.cwd(), buildStamp)).mtimeMs;
  it.skipIf(!fresh)('the built /api/reference has exactly the document\'s anchors, once each, and no script', () => {
    const html = readFileSync(page, 'utf8');
    const anchors = [...html.matchAll(/<section id="(op-[^"]+)"/g)].map((match) => match[1]);
    const expected = operationsOf(document).map(([method, path]) => operationAnchor(method, path));
    expect([...anchors].sort()).toEqual([...expected].sort());
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });
});
