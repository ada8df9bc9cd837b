/** The bulk tray: a user's own gathered records per account, added only when the caller can see them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Item = { id: number; resource_type: string; resource_id: number; label: string };
type Body = { data?: Item[]; meta?: { total: number }; code?: string; added?: number; already?: number; total?: number; removed?: number };

describe('the bulk tray', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let staff: SignedInUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    viewer = await signInAs(api.baseUrl, 'viewer');
    staff = await signInAs(api.baseUrl, 'staff');
  });
  afterAll(() => api.close());

  const tray = (user: SignedInUser, method: string, path = '', body?: unknown) =>
    callJson<Body>(api.baseUrl, method, `/groups/${user.groupId}/tray_items${path}`, { token: user.token, body });
  const records = async (user: SignedInUser, path: string, query = 'limit=3') =>
    (await callJson<{ data: { id: number; name?: string; group_id?: string }[] }>(api.baseUrl, 'GET', `/groups/${user.groupId}/${path}?${query}`, { token: user.token })).body.data;

  it('takes records from a list once, labelled by their name, and lists them newest first', async () => {
    await tray(admin, 'DELETE');
    const domains = await records(admin, 'domains', 'limit=3&fields=id,name');
    const first = await tray(admin, 'POST', '', { resource: 'domains', ids: domains.map((domain) => domain.id) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ added: 3, already: 0 });
    const again = await tray(admin, 'POST', '', { resource: 'domains', ids: [domains[0]!.id] });
    expect(again.body).toMatchObject({ added: 0, already: 1 });
    const listed = await tray(admin, 'GET', '?resource_type=domain');
    expect(listed.body.meta?.total).toBe(3);
    expect(new Set(listed.body.data?.map((item) => item.label))).toEqual(new Set(domains.map((domain) => domain.name)));
  });

  it('refuses a record of another account and adds none of the batch', async () => {
    const before = (await tray(admin, 'GET')).body.meta?.total;
    const theirs = (await records(staff, 'domains', 'limit=50&fields=id,group_id')).find((domain) => domain.group_id !== admin.groupId)!;
    const own = (await records(admin, 'domains', 'limit=1&page=5'))[0]!;
    const answer = await tray(admin, 'POST', '', { resource: 'domains', ids: [own.id, theirs.id] });
    expect(answer.status).toBe(404);
    expect((await tray(admin, 'GET')).body.meta?.total).toBe(before);
  });

  it('needs the parent of a DNS record, and checks it', async () => {
    const domain = (await records(admin, 'domains', 'limit=1&pql=dns_managed%20equals%20true'))[0]!;
    const dnsRecords = await records(admin, `domains/${domain.id}/dns_records`, 'limit=2');
    expect(dnsRecords.length).toBe(2);
    expect((await tray(admin, 'POST', '', { resource: 'dns-records', ids: dnsRecords.map((record) => record.id) })).body.code).toBe('validation_failed');
    const added = await tray(admin, 'POST', '', { resource: 'dns-records', ids: dnsRecords.map((record) => record.id), parent_id: domain.id });
    expect(added.body).toMatchObject({ added: dnsRecords.length });
  });

  it('refuses malformed additions and kinds the tray does not hold', async () => {
    expect((await tray(admin, 'POST', '', { resource: 'tlds', ids: [1] })).body.code).toBe('validation_failed');
    expect((await tray(admin, 'POST', '', { resource: 'domains', ids: [] })).body.code).toBe('validation_failed');
    expect((await tray(admin, 'POST', '', { resource: 'domains', ids: ['1'] })).body.code).toBe('validation_failed');
    expect((await tray(admin, 'GET', '?resource_type=planet')).body.code).toBe('invalid_parameter');
  });

  it('is personal, and needs the tray permissions', async () => {
    expect((await tray(viewer, 'GET')).status).toBe(403);
    expect((await tray(viewer, 'POST', '', { resource: 'domains', ids: [1] })).status).toBe(403);
    const adminItems = new Set((await tray(admin, 'GET', '?limit=1000')).body.data!.map((item) => item.id));
    expect(adminItems.size).toBeGreaterThan(0);
    const staffItems = (await tray(staff, 'GET', '?limit=1000')).body.data!;
    expect(staffItems.filter((item) => adminItems.has(item.id))).toEqual([]);
  });

  it('removes one item, one kind, or everything', async () => {
    const items = (await tray(admin, 'GET', '?limit=100')).body.data!;
    expect((await tray(admin, 'DELETE', `/${items[0]!.id}`)).status).toBe(204);
    expect((await tray(admin, 'DELETE', `/${items[0]!.id}`)).status).toBe(404);
    const dnsRemoved = await tray(admin, 'DELETE', '?resource_type=dns_record');
    expect(dnsRemoved.body.removed).toBeGreaterThan(0);
    expect((await tray(admin, 'GET', '?resource_type=dns_record')).body.meta?.total).toBe(0);
    await tray(admin, 'DELETE');
    expect((await tray(admin, 'GET')).body.meta?.total).toBe(0);
  });
});
