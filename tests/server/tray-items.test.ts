/**
 * The bulk tray: a user's own gathered records per account, added only when the caller can see
 * them; read and removed one by one through the generic routes of the per-user resource
 * `tray-items`, emptied (or a selection removed) by the tray's own route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Item = { id: number; resource_type: string; resource_id: number; label: string; domain_id: number | null; user_id: number; group_id: string; created_at: string };
type Body = { data?: Item[]; meta?: { total: number }; code?: string; added?: number; already?: number; total?: number; removed?: number } & Partial<Item>;

describe('the bulk tray', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let colleague: SignedInUser;
  let viewer: SignedInUser;
  let staff: SignedInUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    // Another user of the admin's account, who may manage a tray of their own.
    addUser(api.db, groupOf(api.db, 'admin'), 'tray-colleague', ['tray-admin', 'domains-viewer']);
    colleague = await signInAs(api.baseUrl, 'tray-colleague');
    viewer = await signInAs(api.baseUrl, 'viewer');
    staff = await signInAs(api.baseUrl, 'staff');
  });
  afterAll(() => api.close());

  const trayIn = (context: string, user: SignedInUser, method: string, path = '', body?: unknown) =>
    callJson<Body>(api.baseUrl, method, `/groups/${context}/tray_items${path}`, { token: user.token, body });
  const tray = (user: SignedInUser, method: string, path = '', body?: unknown) => trayIn(user.groupId, user, method, path, body);
  const records = async (user: SignedInUser, path: string, query = 'limit=3') =>
    (await callJson<{ data: { id: number; name?: string; group_id?: string }[] }>(api.baseUrl, 'GET', `/groups/${user.groupId}/${path}?${query}`, { token: user.token })).body.data;
  const stored = (id: number) => api.db.prepare('SELECT user_id, group_id FROM tray_items WHERE id = ?').get(id);

  it('takes records from a list once, labelled by their name, and lists them newest first', async () => {
    await tray(admin, 'DELETE');
    const domains = await records(admin, 'domains', 'limit=3&fields=id,name');
    const first = await tray(admin, 'POST', '', { resource: 'domains', ids: domains.map((domain) => domain.id) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ added: 3, already: 0, total: 3 });
    api.clock.advance(60);
    const contact = (await records(admin, 'contacts', 'limit=1'))[0]!;
    expect((await tray(admin, 'POST', '', { resource: 'contacts', ids: [contact.id] })).body).toMatchObject({ added: 1, total: 4 });
    const again = await tray(admin, 'POST', '', { resource: 'domains', ids: [domains[0]!.id] });
    expect(again.body).toMatchObject({ added: 0, already: 1, total: 4 });

    const listed = await tray(admin, 'GET', '?filter[resource_type]=domain');
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toMatchObject({ total: 3, page: 1, limit: 25 });
    expect(new Set(listed.body.data?.map((item) => item.label))).toEqual(new Set(domains.map((domain) => domain.name)));
    // A domain's item names its domain: its resource_id, also as domain_id (the zone page's address).
    for (const item of listed.body.data!) expect(item).toMatchObject({ resource_type: 'domain', domain_id: item.resource_id, user_id: admin.id, group_id: admin.groupId });

    const everything = await tray(admin, 'GET');
    expect(everything.body.meta?.total).toBe(4);
    expect(everything.body.data?.[0]).toMatchObject({ resource_type: 'contact', resource_id: contact.id, domain_id: null });
    const oldestFirst = await tray(admin, 'GET', '?sort=created_at&fields=id,resource_type');
    expect(oldestFirst.body.data?.at(-1)).toEqual({ id: everything.body.data?.[0]?.id, resource_type: 'contact' });
    const byPql = await tray(admin, 'GET', `?pql=${encodeURIComponent(`label equals "${domains[1]!.name}"`)}`);
    expect(byPql.body.data?.map((item) => item.resource_id)).toEqual([domains[1]!.id]);
  });

  it('refuses a record of another account and adds none of the batch', async () => {
    const before = (await tray(admin, 'GET')).body.meta?.total;
    const theirs = (await records(staff, 'domains', 'limit=50&fields=id,group_id')).find((domain) => domain.group_id !== admin.groupId)!;
    const own = (await records(admin, 'domains', 'limit=1&page=5'))[0]!;
    const answer = await tray(admin, 'POST', '', { resource: 'domains', ids: [own.id, theirs.id] });
    expect(answer.status).toBe(404);
    expect((await tray(admin, 'GET')).body.meta?.total).toBe(before);
  });

  it('needs the parent of a DNS record, checks it, and leads its item to the zone’s domain', async () => {
    const domain = (await records(admin, 'domains', 'limit=1&pql=dns_managed%20equals%20true'))[0]!;
    const dnsRecords = await records(admin, `domains/${domain.id}/dns_records`, 'limit=2');
    expect(dnsRecords.length).toBe(2);
    expect((await tray(admin, 'POST', '', { resource: 'dns-records', ids: dnsRecords.map((record) => record.id) })).body.code).toBe('validation_failed');
    const added = await tray(admin, 'POST', '', { resource: 'dns-records', ids: dnsRecords.map((record) => record.id), parent_id: domain.id });
    expect(added.body).toMatchObject({ added: dnsRecords.length });
    const items = (await tray(admin, 'GET', '?filter[resource_type]=dns_record&fields=resource_id,domain_id')).body.data!;
    expect(items.map((item) => item.resource_id).sort()).toEqual(dnsRecords.map((record) => record.id).sort());
    for (const item of items) expect(item.domain_id).toBe(domain.id);
    expect((await tray(admin, 'GET', `?filter[domain_id]=${domain.id}&filter[resource_type]=dns_record`)).body.meta?.total).toBe(dnsRecords.length);
  });

  it('refuses malformed additions, filters and removals', async () => {
    expect((await tray(admin, 'POST', '', { resource: 'tlds', ids: [1] })).body.code).toBe('validation_failed');
    expect((await tray(admin, 'POST', '', { resource: 'domains', ids: [] })).body.code).toBe('validation_failed');
    expect((await tray(admin, 'POST', '', { resource: 'domains', ids: ['1'] })).body.code).toBe('validation_failed');
    const planet = await tray(admin, 'GET', '?filter[resource_type]=planet');
    expect(planet.status).toBe(400);
    expect((await tray(admin, 'GET', '?sort=action')).body.code).toBe('invalid_sort');
    expect((await tray(admin, 'DELETE', '?resource_type=planet')).body.code).toBe('invalid_parameter');
    expect((await tray(admin, 'DELETE', '?ids=1,two')).body.code).toBe('invalid_parameter');
    expect((await tray(admin, 'DELETE', '?ids=')).body.code).toBe('invalid_parameter');
    expect((await tray(admin, 'DELETE', `?ids=${Array.from({ length: 1001 }, (_, index) => index + 1).join(',')}`)).body.code).toBe('invalid_parameter');
    // Nothing was removed by any of these.
    expect((await tray(admin, 'GET')).body.meta?.total).toBeGreaterThan(0);
  });

  it('is personal, and needs the tray permissions', async () => {
    expect((await tray(viewer, 'GET')).status).toBe(403);
    expect((await tray(viewer, 'POST', '', { resource: 'domains', ids: [1] })).status).toBe(403);
    const adminItems = (await tray(admin, 'GET', '?limit=1000')).body.data!;
    const adminIds = new Set(adminItems.map((item) => item.id));
    expect(adminIds.size).toBeGreaterThan(0);
    const staffItems = (await tray(staff, 'GET', '?limit=1000')).body.data!;
    expect(staffItems.filter((item) => adminIds.has(item.id))).toEqual([]);
    expect((await tray(viewer, 'GET', `/${adminItems[0]!.id}`)).status).toBe(403);
  });

  it('hides another user’s items in the same account: list, record, log and removal', async () => {
    const adminItem = (await tray(admin, 'GET', '?limit=1')).body.data![0]!;
    expect((await tray(admin, 'GET', `/${adminItem.id}`)).body).toMatchObject({ id: adminItem.id, label: adminItem.label });
    expect((await tray(admin, 'GET', `/${adminItem.id}/log`)).status).toBe(200);

    expect((await tray(colleague, 'GET')).body.meta?.total).toBe(0);
    expect((await tray(colleague, 'GET', `?pql=${encodeURIComponent(`id equals ${adminItem.id}`)}`)).body.meta?.total).toBe(0);
    expect((await tray(colleague, 'GET', `/${adminItem.id}`)).status).toBe(404);
    expect((await tray(colleague, 'GET', `/${adminItem.id}/log`)).status).toBe(404);
    expect((await tray(colleague, 'DELETE', `/${adminItem.id}`)).status).toBe(404);
    expect((await tray(colleague, 'DELETE', `?ids=${adminItem.id}`)).body).toEqual({ removed: 0, total: 0 });
    expect(stored(adminItem.id)).toMatchObject({ user_id: admin.id });

    // The colleague's own item in the same account is theirs alone, for the admin too.
    const domain = (await records(colleague, 'domains', 'limit=1'))[0]!;
    expect((await tray(colleague, 'POST', '', { resource: 'domains', ids: [domain.id] })).body).toMatchObject({ added: 1, total: 1 });
    const theirs = (await tray(colleague, 'GET')).body.data![0]!;
    expect((await tray(admin, 'GET', `/${theirs.id}`)).status).toBe(404);
    expect((await tray(admin, 'GET', '?limit=1000')).body.data!.map((item) => item.id)).not.toContain(theirs.id);
  });

  it('keeps staff to their own items, in the account they act in (no all-accounts view)', async () => {
    const adminItem = (await tray(admin, 'GET', '?limit=1')).body.data![0]!;
    // Staff act in the admin's account, yet the admin's items are not theirs.
    expect((await trayIn(admin.groupId, staff, 'GET', `/${adminItem.id}`)).status).toBe(404);
    expect((await trayIn(admin.groupId, staff, 'GET', `/${adminItem.id}/log`)).status).toBe(404);
    expect((await trayIn(admin.groupId, staff, 'DELETE', `/${adminItem.id}`)).status).toBe(404);
    expect((await trayIn(admin.groupId, staff, 'GET')).body.meta?.total).toBe(0);
    // From their own account (which lists every account's records elsewhere) neither.
    expect((await tray(staff, 'GET', `/${adminItem.id}`)).status).toBe(404);

    const domain = (await records(admin, 'domains', 'limit=1&page=2'))[0]!;
    const added = await trayIn(admin.groupId, staff, 'POST', '', { resource: 'domains', ids: [domain.id] });
    expect(added.body).toMatchObject({ added: 1, total: 1 });
    const inAccount = await trayIn(admin.groupId, staff, 'GET');
    expect(inAccount.body.meta?.total).toBe(1);
    const staffItem = inAccount.body.data![0]!;
    expect(staffItem).toMatchObject({ resource_id: domain.id, user_id: staff.id, group_id: admin.groupId });
    expect((await trayIn(admin.groupId, staff, 'GET', `/${staffItem.id}`)).status).toBe(200);
    // Their item in the admin's account is not in their own account's tray.
    expect((await tray(staff, 'GET', '?limit=1000')).body.data!.map((item) => item.id)).not.toContain(staffItem.id);
    expect((await tray(staff, 'GET', `/${staffItem.id}`)).status).toBe(404);
    expect((await tray(admin, 'GET', `/${staffItem.id}`)).status).toBe(404);
    expect((await trayIn(admin.groupId, staff, 'DELETE', `/${staffItem.id}`)).status).toBe(204);
    // Its history is the staff user's, in that account only.
    expect((await trayIn(admin.groupId, staff, 'GET', `/${staffItem.id}/log`)).status).toBe(200);
    expect((await tray(staff, 'GET', `/${staffItem.id}/log`)).status).toBe(404);
    expect((await tray(admin, 'GET', `/${staffItem.id}/log`)).status).toBe(404);
  });

  it('is another account’s nowhere: its list and items are 404 for a customer', async () => {
    const staffItem = (await tray(staff, 'POST', '', { resource: 'domains', ids: [(await records(staff, 'domains', 'limit=1'))[0]!.id] })).body;
    expect(staffItem.total).toBeGreaterThan(0);
    const id = (await tray(staff, 'GET', '?limit=1')).body.data![0]!.id;
    expect((await trayIn(staff.groupId, admin, 'GET')).status).toBe(404);
    expect((await trayIn(staff.groupId, admin, 'GET', `/${id}`)).status).toBe(404);
    expect((await trayIn(staff.groupId, admin, 'DELETE', `/${id}`)).status).toBe(404);
    expect((await tray(admin, 'GET', `/${id}`)).status).toBe(404);
    expect((await tray(admin, 'DELETE', `/${id}`)).status).toBe(404);
    expect(stored(id)).toMatchObject({ user_id: staff.id });
  });

  it('removes one item, a selection, one kind, or everything, and counts what is left', async () => {
    const before = (await tray(admin, 'GET')).body.meta!.total;
    const items = (await tray(admin, 'GET', '?filter[resource_type]=domain')).body.data!;
    expect(items.length).toBe(3);
    const removed = await tray(admin, 'DELETE', `/${items[0]!.id}`);
    expect(removed.status).toBe(204);
    expect((await tray(admin, 'DELETE', `/${items[0]!.id}`)).status).toBe(404);
    const log = await tray(admin, 'GET', `/${items[0]!.id}/log`);
    expect((log.body.data as unknown as { action: string }[]).map((entry) => entry.action)).toEqual(['delete']);
    // The removal's audit entry is the admin's alone: the colleague (view-tray) does not see it in the area's log.
    const entryId = (log.body.data as unknown as { id: number }[])[0]!.id;
    const areaLog = (user: SignedInUser) => callJson<{ data: { id: number }[] }>(api.baseUrl, 'GET', `/groups/${user.groupId}/audit_log?area=tray&limit=1000`, { token: user.token });
    expect((await areaLog(admin)).body.data.map((entry) => entry.id)).toContain(entryId);
    expect((await areaLog(colleague)).body.data.map((entry) => entry.id)).not.toContain(entryId);
    const entry = (user: SignedInUser, query = '') => callJson(api.baseUrl, 'GET', `/groups/${user.groupId}/audit_log/${entryId}${query}`, { token: user.token });
    expect((await entry(admin, '?fields=action')).status).toBe(200);
    expect((await entry(colleague)).status).toBe(404);
    expect((await entry(colleague, '?fields=action')).status).toBe(404);
    expect((await tray(admin, 'GET')).body.meta?.total).toBe(before - 1);

    // A selection: ones already gone are not counted, and the answer says what is left.
    const selection = [items[0]!.id, items[1]!.id, items[2]!.id];
    expect((await tray(admin, 'DELETE', `?ids=${selection.join(',')}`)).body).toEqual({ removed: 2, total: before - 3 });
    expect((await tray(admin, 'GET', `?pql=${encodeURIComponent(`id equals ${selection.join(',')}`)}`)).body.meta?.total).toBe(0);

    const dnsLeft = (await tray(admin, 'GET', '?filter[resource_type]=dns_record')).body.meta!.total;
    expect(dnsLeft).toBeGreaterThan(0);
    const dnsRemoved = await tray(admin, 'DELETE', '?resource_type=dns_record');
    expect(dnsRemoved.body).toEqual({ removed: dnsLeft, total: before - 3 - dnsLeft });
    expect((await tray(admin, 'GET', '?filter[resource_type]=dns_record')).body.meta?.total).toBe(0);
    await tray(admin, 'DELETE');
    expect((await tray(admin, 'GET')).body.meta?.total).toBe(0);
    // The colleague's tray in the same account is untouched.
    expect((await tray(colleague, 'GET')).body.meta?.total).toBe(1);
  });

  it('registers each of its routes once: the generic ones and its own', () => {
    for (const [method, url] of [['GET', ''], ['POST', ''], ['DELETE', ''], ['GET', '/:id'], ['DELETE', '/:id'], ['GET', '/:id/log']] as const) {
      expect(api.app.hasRoute({ method, url: `/groups/:context/tray_items${url}` }), `${method} ${url}`).toBe(true);
    }
    expect(api.app.hasRoute({ method: 'PATCH', url: '/groups/:context/tray_items/:id' })).toBe(false);
  });
});
