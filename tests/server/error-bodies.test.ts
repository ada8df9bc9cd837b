/**
 * Error answers speak of the API, never of its storage: whatever a caller provokes (bad sorts,
 * fields and filters, hostile PQL, duplicates, references to nothing, records in use, rule
 * breaks), no error body carries SQL, SQLite's own words, or table.column names. (The hostile
 * inputs avoid those words themselves, since a refusal may quote what it refuses.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResourceRegistry, type ResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import { callJson, type JsonAnswer } from './support/http-calls.ts';
import { listPathOf, recordPathOf, sampleRecord } from './support/resource-samples.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

const sqlWords = /\b(SELECT|FROM|WHERE|JOIN|INSERT INTO|UPDATE \w+ SET|DELETE FROM|LIMIT \?|COLLATE|PRAGMA)\b/;
const storageWords = /sqlite|constraint|no such (column|table|function)|syntax error|near "|json_valid|json_extract|FOREIGN KEY|PRIMARY KEY|NOT NULL|\bUNIQUE\b|\bCHECK\b|ERR_SQLITE|stack/i;

const hostileQueries = [
  'name equals "x" OR 1=1 --',
  `id equals "1' OR '1'='1"`,
  'name equals x); DROP TABLE domains; --',
  ')))',
  '((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((name equals x',
  'name contains "%_\\\\"',
  'password_hash equals x',
  'name equals "\u0000"',
  'expires_at between 2025-01-01 and x',
  'name in (a, b',
  `name equals "${'a'.repeat(5000)}"`,
];

const hostileListParameters: Record<string, string>[] = [
  { sort: 'nonexistent' },
  { sort: 'name; DROP TABLE users' },
  { sort: '(1)' },
  { sort: '-' },
  { sort: 'id,,id' },
  { fields: 'nonexistent' },
  { fields: 'id,password_hash' },
  { fields: 'id,(1)' },
  { fields: 'registrant.nonexistent' },
  { 'filter[nonexistent]': 'x' },
  { 'filter[id]': "') OR 1=1 --" },
  { limit: 'abc' },
  { limit: '100000' },
  { page: '-1' },
  { page: '99999999999999999999' },
];

describe('error bodies', () => {
  let api: TestApi;
  let registry: ResourceRegistry;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let tableColumn: RegExp;

  beforeAll(async () => {
    api = await startTestApi();
    registry = createResourceRegistry(api.db);
    admin = await signInAs(api.baseUrl, 'admin');
    staff = await signInAs(api.baseUrl, 'staff');
    const tables = api.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => String(row.name));
    tableColumn = new RegExp(`\\b(${tables.join('|')})\\.\\w+`);
  });
  afterAll(() => api.close());

  /** The answer, once it is known not to be a failure of the server, and any refusal to be in the API's own words. */
  async function provoke(what: string, call: Promise<JsonAnswer>): Promise<JsonAnswer> {
    const answer = await call;
    const text = JSON.stringify(answer.body);
    expect(answer.status, `${what}: ${text.slice(0, 500)}`).toBeLessThan(500);
    if (answer.status < 400) return answer;
    expect(text, what).not.toMatch(sqlWords);
    expect(text, what).not.toMatch(storageWords);
    expect(text, what).not.toMatch(tableColumn);
    return answer;
  }

  for (const declaration of resourceDeclarations) {
    it(`${declaration.name}: bad list parameters, hostile PQL and odd record ids`, async () => {
      const resource = registry.byName(declaration.name)!;
      const sample = sampleRecord(api.db, resource, { groupIs: staff.groupId }) ?? sampleRecord(api.db, resource);
      const path = listPathOf(resource, staff.groupId, sample);
      const get = (query: Record<string, string>) => callJson(api.baseUrl, 'GET', `${path}?${new URLSearchParams(query)}`, { token: staff.token });
      const refused: string[] = [];
      for (const query of [...hostileListParameters, ...hostileQueries.map((pql) => ({ pql }))]) {
        if ((await provoke(JSON.stringify(query).slice(0, 80), get(query))).status >= 400) refused.push(JSON.stringify(query));
      }
      // Most are refusals (a few are odd but fair queries), so the words of the refusals are what is checked.
      expect(refused.length).toBeGreaterThan((hostileListParameters.length + hostileQueries.length) / 2);
      for (const id of ["1' OR '1'='1", '99999999999999999999', '-1', '%00']) {
        await provoke(`record ${id}`, callJson(api.baseUrl, 'GET', `${path}/${encodeURIComponent(id)}`, { token: staff.token }));
      }
      if (sample) {
        const record = recordPathOf(resource, staff.groupId, sample);
        await provoke('record fields', callJson(api.baseUrl, 'GET', `${record}?fields=nonexistent`, { token: staff.token }));
        if (declaration.name !== 'audit-log') await provoke('record log', callJson(api.baseUrl, 'GET', `${record}/log?pql=${encodeURIComponent(')))')}`, { token: staff.token }));
      }
    });
  }

  it('duplicates, references to nothing, records in use and broken rules', async () => {
    const call = (method: string, path: string, body?: unknown, who = admin) => callJson(api.baseUrl, method, `/groups/${who.groupId}/${path}`, { token: who.token, body });
    const email = String(api.db.prepare("SELECT email FROM users WHERE username = 'viewer'").get()?.email);
    expect((await provoke('duplicate username', call('POST', 'users', { username: 'viewer', name: 'Second', email: 'second@example.com' }))).status).toBe(409);
    expect((await provoke('duplicate e-mail', call('POST', 'users', { username: 'second-viewer', name: 'Second', email: email.toUpperCase() }))).status).toBe(409);
    const domain = api.db.prepare('SELECT id, version, registrant_contact_id FROM domains WHERE group_id = ? AND registrant_contact_id IS NOT NULL LIMIT 1').get(admin.groupId)!;
    expect((await provoke('contact in use', call('DELETE', `contacts/${String(domain.registrant_contact_id)}`))).status).toBe(409);
    await provoke('reference to nothing', call('PATCH', `domains/${String(domain.id)}`, { version: domain.version, registrant_contact_id: 99_999_999 }));
    await provoke('reference to another account', call('PATCH', `domains/${String(domain.id)}`, { version: domain.version, product_id: 99_999_999 }));
    await provoke('stale version', call('PATCH', `domains/${String(domain.id)}`, { version: 999, tags: ['x'] }));
    const tld = api.db.prepare('SELECT id, name, version FROM tlds LIMIT 1').get()!;
    await provoke('duplicate catalogue name', call('PATCH', `tlds/${String(tld.id)}`, { version: tld.version, name: String(api.db.prepare('SELECT name FROM tlds WHERE id != ? LIMIT 1').get(tld.id)?.name) }, staff));
    await provoke('saved filter, hostile', call('POST', 'saved_filters', { resource: 'domains', name: 'x', pql: 'name equals "x" OR 1=1 --', sort: 'nonexistent', fields: 'password_hash' }));
    await provoke('saved filter, unknown resource', call('POST', 'saved_filters', { resource: 'schema_migrations', name: 'x', pql: '' }));
    await provoke('tray, records of nothing', call('POST', 'tray_items', { resource: 'domains', ids: [99_999_999] }));
    await provoke('tray, unknown kind', call('POST', 'tray_items', { resource: 'users', ids: [1] }));
    await provoke('platform call, unknown', call('POST', 'platform_calls', { operation: 'registrar.drop_table' }));
    await provoke('platform call, no domain', call('POST', 'platform_calls', { operation: 'registrar.domain.info', domain_id: 99_999_999 }));
    await provoke('profile, deep JSON', callJson(api.baseUrl, 'PATCH', '/profile', { token: admin.token, body: { pulse_configuration: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown } }));
    await provoke('profile, not JSON', api.app.inject({ method: 'PATCH', url: '/profile', payload: '{"language":', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` } })
      .then((answer) => ({ status: answer.statusCode, headers: new Headers(), body: answer.json() as Record<string, unknown> })));
  });
});
