/**
 * Routes written once, as contracts (src/lib/contracts; docs/ARCHITECTURE.md, "API contracts"):
 * every contract is a registered route and every route registered by contract is listed; the
 * OpenAPI document's operation for each is made from it; a body is refused as the record forms
 * refuse one, and only after the caller may act; an answer's field the contract does not name is
 * not sent (and is a 500 naming it in the tests' strict mode); no route is added outside a contract.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineContract, routerPath, type ApiContract } from '../../src/lib/contracts/api-contract.ts';
import { allContracts } from '../../src/lib/contracts/all-contracts.ts';
import { contractsOfResource } from '../../src/lib/contracts/resource-contracts.ts';
import { contractsOfAudit } from '../../src/lib/contracts/audit-contracts.ts';
import { createResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import { separatelyRoutedResources } from '../../server/api/routes/group-resources.ts';
import { installAnswerCheck } from '../../server/api/http/answer-check.ts';
import { routeByContract } from '../../server/api/http/contract-routes.ts';
import { installErrorHandling } from '../../server/api/http/error-handler.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

type Json = Record<string, unknown>;

describe('routes by contract', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let zoneId: number;
  const registered: { method: string; url: string; contract: ApiContract | undefined }[] = [];

  beforeAll(async () => {
    api = await startTestApi({}, {}, {
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url, contract: route.config?.contract });
      },
    });
    admin = await signInAs(api.baseUrl, 'admin');
    addUser(api.db, admin.groupId, 'contract-reader', ['dns-viewer']);
    viewer = await signInAs(api.baseUrl, 'contract-reader');
    zoneId = Number(api.db.prepare("SELECT id FROM dns_zones WHERE group_id = ? AND kind = 'forward' ORDER BY id LIMIT 1").get(admin.groupId)?.id);
  });
  afterAll(() => api.close());

  it('registers every contract, and lists every route registered by one', () => {
    const byContract = registered.filter((route) => route.contract);
    const registry = createResourceRegistry(api.db);
    const resourceContracts = registry.all
      .filter((resource) => !separatelyRoutedResources.has(resource.declaration.name))
      .flatMap((resource) => contractsOfResource(registry.contractsOf(resource)));
    const madeAtStart = [...resourceContracts, ...contractsOfAudit(registry.auditContracts)];
    expect(byContract.map((route) => route.contract!.operationId).sort()).toEqual([...allContracts, ...madeAtStart].map((contract) => contract.operationId).sort());
    for (const route of byContract) expect(`${route.method} ${route.url}`).toBe(`${route.contract!.method} ${routerPath(route.contract!.path)}`);
    expect(new Set(allContracts.map((contract) => contract.operationId)).size).toBe(allContracts.length);
  });

  it("has no route outside a contract (but the sign-in provider's own and the CORS preflight)", () => {
    const without = registered.filter((route) => !route.contract && !route.url.startsWith('/oidc') && route.method !== 'OPTIONS');
    expect(without.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('documents each contract as the OpenAPI operation of its route', async () => {
    const document = (await callJson<{ paths: Record<string, Record<string, Json>> }>(api.baseUrl, 'GET', '/openapi.json')).body;
    // The document names shared schemas once and refers to them: read it with its references followed.
    const resolved = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(resolved);
      if (!node || typeof node !== 'object') return node;
      const reference = (node as Json).$ref;
      if (typeof reference === 'string') return resolved(reference.slice(2).split('/').reduce<unknown>((part, key) => (part as Json)[key], document));
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(value)]));
    };
    const contracts = registered.flatMap((route) => (route.contract ? [route.contract] : []));
    for (const contract of contracts) {
      const operation = resolved(document.paths[contract.path]?.[contract.method.toLowerCase()]) as Json | undefined;
      expect(operation, contract.operationId).toMatchObject({ operationId: contract.operationId, summary: contract.summary, 'x-permission': contract.permission });
      for (const [status, answer] of Object.entries(contract.answers)) {
        expect((operation!.responses as Record<string, Json>)[status], `${contract.operationId} ${status}`).toMatchObject({ description: answer.description });
        if (answer.schema) expect(((operation!.responses as Record<string, { content: Record<string, { schema: unknown }> }>)[status]!.content['application/json']!.schema)).toEqual(answer.schema);
      }
      if (contract.body) expect((operation!.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema).toEqual(contract.body);
      const parameters = (operation!.parameters as { name: string; in: string }[]).filter((parameter) => parameter.in !== 'header').map((parameter) => `${parameter.in} ${parameter.name}`).sort();
      const named = (schema: unknown) => Object.keys((schema as { properties?: Json } | undefined)?.properties ?? {});
      expect(parameters, contract.operationId).toEqual([...named(contract.params).map((name) => `path ${name}`), ...named(contract.querystring).map((name) => `query ${name}`)].sort());
    }
  });

  it('answers 404 for a path that cannot name a record, before anything about the body', async () => {
    const domains = `/groups/${admin.groupId}/domains`;
    for (const id of ['0', 'abc', '1234567890123456']) {
      const answer = await callJson(api.baseUrl, 'PATCH', `${domains}/${id}`, { token: admin.token, body: { version: 'x' } });
      expect(answer.status, id).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
    expect((await callJson(api.baseUrl, 'GET', `${domains}/0/log`, { token: admin.token })).status).toBe(404);
  });

  it('refuses a bad body as the record forms do, in the caller\'s language, and only once the caller may act', async () => {
    const publish = (user: SignedInUser, body: unknown, language = 'en') =>
      callJson(api.baseUrl, 'POST', `/groups/${admin.groupId}/zones/${zoneId}/publish`, { token: user.token, body, headers: { 'accept-language': language } });
    const refused = await publish(admin, { base_serial: '1', draft_version: 0, extra: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_failed', message: 'The record is not valid (3 problems).' });
    expect((refused.body.errors as { instancePath: string }[]).map((error) => error.instancePath).sort()).toEqual(['', '/base_serial', '/draft_version']);
    const inJapanese = await publish(admin, { base_serial: '1', draft_version: 1 }, 'ja');
    expect(inJapanese.status).toBe(400);
    expect(JSON.stringify(inJapanese.body.errors)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // Not allowed comes first: a viewer hears 403, whatever the body.
    expect((await publish(viewer, { base_serial: '1' })).status).toBe(403);
    expect((await callJson(api.baseUrl, 'POST', `/groups/${admin.groupId}/zones/${zoneId}/publish`, { body: {} })).status).toBe(401);
    expect((await callJson(api.baseUrl, 'POST', `/groups/${admin.groupId}/zones/999999999/publish`, { token: admin.token, body: {} })).status).toBe(404);
  });

  describe('an answer with a field its contract does not name', () => {
    const contract = defineContract({
      method: 'GET', path: '/contract-probe', operationId: 'contract_probe', summary: 'A probe', tags: ['probe'], permission: 'none',
      answers: { 200: { description: 'The probe.', schema: { type: 'object', required: ['shown'], properties: { shown: { type: 'string' } } } } },
    });
    const probe = async (strict: boolean) => {
      const app = Fastify();
      installErrorHandling(app);
      if (strict) installAnswerCheck(app);
      // The handler's type would refuse the hidden field: the probe returns it as a handler that lags behind its contract would.
      routeByContract(app, contract).handle({}, async () => ({ shown: 'yes', hidden: 'the account id' }) as { shown: string });
      const answer = await app.inject({ method: 'GET', url: '/contract-probe' });
      await app.close();
      return { status: answer.statusCode, body: answer.json() as Json };
    };

    it('is not sent', async () => {
      expect(await probe(false)).toEqual({ status: 200, body: { shown: 'yes' } });
    });

    it('is a 500 naming the field in the strict mode the tests run in', async () => {
      const answer = await probe(true);
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: 'answer_outside_contract' });
      expect(String(answer.body.message)).toContain('$.hidden');
    });
  });
});
