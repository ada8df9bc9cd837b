/** List calls through HTTP: defaults, paging and meta, sorting, fields (dotted too), legacy filters, bad parameters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Record_ = Record<string, unknown>;
type ListBody = { data: Record_[]; meta: { total: number; page: number; limit: number }; code?: string; parameter?: string };

describe('list calls', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let domainCount: number;

  beforeAll(async () => {
    api = await startTestApi({}, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
    domainCount = Number(api.db.prepare('SELECT count(*) AS n FROM domains WHERE group_id = ?').get(admin.groupId)?.n);
  });
  afterAll(() => api.close());

  const list = async (query = '', resource = 'domains') =>
    callJson<ListBody>(api.baseUrl, 'GET', `/groups/${admin.groupId}/${resource}${query ? `?${query}` : ''}`, { token: admin.token });

  it('answer 25 records of the first page, newest first, with the total', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(domainCount).toBeGreaterThan(25);
    expect(answer.body.meta).toEqual({ total: domainCount, page: 1, limit: 25 });
    expect(answer.body.data).toHaveLength(25);
    const created = answer.body.data.map((record) => String(record.created_at));
    expect(created).toEqual([...created].sort().reverse());
  });

  it('page through every record exactly once', async () => {
    const seen: unknown[] = [];
    for (let page = 1; page <= Math.ceil(domainCount / 7); page++) {
      const answer = await list(`limit=7&page=${page}&fields=id`);
      expect(answer.body.meta).toEqual({ total: domainCount, page, limit: 7 });
      seen.push(...answer.body.data.map((record) => record.id));
    }
    expect(new Set(seen).size).toBe(domainCount);
    expect(seen).toHaveLength(domainCount);
    const beyond = await list(`limit=7&page=${Math.ceil(domainCount / 7) + 1}`);
    expect(beyond.body).toMatchObject({ data: [], meta: { total: domainCount } });
  });

  it('sort by a sortable field either way, ties broken by id', async () => {
    const ascending = await list('sort=expires_at&limit=1000&fields=expires_at');
    const dates = ascending.body.data.map((record) => String(record.expires_at));
    expect(dates).toEqual([...dates].sort());
    const descending = await list('sort=-expires_at&limit=1000&fields=expires_at');
    expect(descending.body.data.map((record) => String(record.expires_at))).toEqual([...dates].sort().reverse());
    const byTwo = await list('sort=status,-name&limit=1000&fields=status,name');
    const pairs = byTwo.body.data.map((record) => [String(record.status), String(record.name)] as const);
    const sorted = [...pairs].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0) : a[0] < b[0] ? -1 : 1));
    expect(pairs).toEqual(sorted);
  });

  it('restrict the answer to the fields asked for, nesting dotted ones', async () => {
    const plain = await list('fields=name,status&limit=3');
    for (const record of plain.body.data) expect(Object.keys(record).sort()).toEqual(['id', 'name', 'status']);
    const dotted = await list('fields=name,registrant,registrant.name&limit=3');
    for (const record of dotted.body.data) {
      expect(Object.keys(record).sort()).toEqual(['id', 'name', 'registrant']);
      expect(Object.keys(record.registrant as object)).toEqual(['name']);
    }
    const parent = await list('fields=registrant&limit=1');
    expect(Object.keys(parent.body.data[0]?.registrant as object).sort()).toEqual(['country_code', 'email', 'name', 'organisation']);
    const json = await list('fields=settings.frequency&limit=5', 'watch_templates');
    for (const record of json.body.data) expect(record.settings).toEqual({ frequency: expect.any(String) });
  });

  it('give whole records by default, booleans as booleans and lists as lists', async () => {
    const [record] = (await list('limit=1')).body.data;
    expect(record).toMatchObject({ id: expect.any(Number), name: expect.any(String), auto_renew: expect.any(Boolean), nameservers: expect.any(Array), version: expect.any(Number) });
    const users = await list('limit=100', 'users');
    for (const user of users.body.data) for (const secret of ['password_hash', 'totp_secret']) expect(user).not.toHaveProperty(secret);
    const single = await callJson<Record_>(api.baseUrl, 'GET', `/groups/${admin.groupId}/domains/${String(record?.id)}?fields=name`, { token: admin.token });
    expect(single.body).toEqual({ id: record?.id, name: record?.name });
  });

  it('take legacy equality filters, lists included', async () => {
    const active = await list('filter[status]=active&limit=1000&fields=status');
    expect(active.body.data.length).toBeGreaterThan(0);
    expect(active.body.data.every((record) => record.status === 'active')).toBe(true);
    const either = await list('filter[status]=active,expired&limit=1000&fields=status');
    expect(either.body.meta.total).toBeGreaterThanOrEqual(active.body.meta.total);
    expect(either.body.data.every((record) => ['active', 'expired'].includes(String(record.status)))).toBe(true);
    const combined = await list(`filter[status]=active&pql=${encodeURIComponent('registry_lock equals true')}&limit=1000&fields=status,registry_lock`);
    expect(combined.body.data.every((record) => record.status === 'active' && record.registry_lock === true)).toBe(true);
    const unknown = await list('filter[colour]=blue');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_query', parameter: 'filter[colour]' });
  });

  it('refuse bad paging, sorting and fields with a 400 that says which', async () => {
    const cases: [string, string][] = [
      ['limit=1001', 'invalid_parameter'],
      ['limit=0', 'invalid_parameter'],
      ['limit=ten', 'invalid_parameter'],
      ['page=0', 'invalid_parameter'],
      ['page=1&page=2', 'invalid_parameter'],
      ['sort=notes', 'invalid_sort'],
      ['sort=-nothing', 'invalid_sort'],
      ['fields=name,secret', 'invalid_fields'],
    ];
    for (const [query, code] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(code);
    }
    expect((await list('limit=1000')).status).toBe(200);
  });

  it('list the accounts: staff see every account, a customer only their own', async () => {
    const own = await list('', 'accounts');
    expect(own.body.meta.total).toBe(1);
    expect(own.body.data[0]?.id).toBe(admin.groupId);
    const staff = await signInAs(api.baseUrl, 'staff');
    const every = await callJson<ListBody>(api.baseUrl, 'GET', `/groups/${staff.groupId}/accounts?limit=100`, { token: staff.token });
    expect(every.body.meta.total).toBe(Number(api.db.prepare('SELECT count(*) AS n FROM accounts').get()?.n));
  });

  it('answer 400 for a context that is not an account id, 404 for an unknown or foreign one', async () => {
    expect((await callJson(api.baseUrl, 'GET', '/groups/short/domains', { token: admin.token })).status).toBe(400);
    expect((await callJson(api.baseUrl, 'GET', `/groups/${'0'.repeat(36)}/domains`, { token: admin.token })).status).toBe(404);
    expect((await callJson(api.baseUrl, 'GET', `/groups/${admin.groupId}/domains`)).status).toBe(401);
  });

  it('need view permission to read and manage permission to write', async () => {
    const viewer = await signInAs(api.baseUrl, 'viewer');
    const read = await callJson(api.baseUrl, 'GET', `/groups/${viewer.groupId}/contacts`, { token: viewer.token });
    expect(read.status).toBe(200);
    const write = await callJson(api.baseUrl, 'POST', `/groups/${viewer.groupId}/contacts`, { token: viewer.token, body: {} });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'forbidden', permission: 'manage-contacts' });
    const intelligence = await callJson(api.baseUrl, 'GET', `/groups/${viewer.groupId}/intelligence_items`, { token: viewer.token });
    expect(intelligence.status).toBe(403);
  });
});
