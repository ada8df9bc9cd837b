/**
 * The redirect check by path, and the paths spec section 8 names as special for 404: a
 * domain's gap analysis (404 unless its name is a watched brand) and a zone's records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string; data?: unknown[]; redirect?: unknown };

describe('redirects and the special 404 paths', () => {
  let api: TestApi;
  let admin: SignedInUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(() => api.close());

  const get = (path: string, token?: string) => callJson<Body>(api.baseUrl, 'GET', path, { token });

  it('answer whether a path redirects, without sign-in', async () => {
    expect((await get('/redirects?path=/billing')).body).toEqual({ redirect: { to: '/invoicing', permanent: true } });
    expect((await get('/redirects?path=/brand/')).body).toEqual({ redirect: { to: '/brand-protection', permanent: false } });
    expect((await get('/redirects?path=/domains')).body).toEqual({ redirect: null });
    expect((await get('/redirects')).status).toBe(400);
    expect((await get('/redirects?path=domains')).status).toBe(400);
  });

  it('give a gap analysis for a watched brand\'s domain and 404 for others', async () => {
    const brand = api.db.prepare("SELECT brand FROM watches WHERE group_id = ? AND status != 'closed' LIMIT 1").get(admin.groupId)!;
    const branded = api.db.prepare('SELECT id, name FROM domains WHERE group_id = ? AND name LIKE ? ORDER BY id LIMIT 1').get(admin.groupId, `${String(brand.brand)}.%`)!;
    const analysis = await get(`/groups/${admin.groupId}/domains/${branded.id}/gap_analysis`, admin.token);
    expect(analysis.status).toBe(200);
    expect(analysis.body).toMatchObject({ domain: branded.name, label: brand.brand, held: expect.any(Array), missing: expect.any(Array) });
    expect((analysis.body.held as { tld: string }[]).map((entry) => `${String(brand.brand)}.${entry.tld}`)).toContain(branded.name);
    // Every demo customer domain carries a watched brand; the provider's own names do not.
    const brands = new Set(api.db.prepare("SELECT group_id || ':' || brand AS key FROM watches WHERE status != 'closed'").all().map((row) => String(row.key)));
    const other = api.db
      .prepare('SELECT id, group_id, name, tld FROM domains')
      .all()
      .find((row) => !brands.has(`${String(row.group_id)}:${String(row.name).slice(0, -(String(row.tld).length + 1)).replaceAll('-', '').toLowerCase()}`))!;
    const staff = await signInAs(api.baseUrl, 'staff');
    const none = await get(`/groups/${String(other.group_id)}/domains/${other.id}/gap_analysis`, staff.token);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('no_gap_analysis');
    expect((await get(`/groups/${admin.groupId}/domains/99999999/gap_analysis`, admin.token)).status).toBe(404);
  });

  it('list a zone\'s records and answer 404 for a zone not in the account', async () => {
    const zone = api.db.prepare('SELECT id FROM dns_zones WHERE group_id = ? LIMIT 1').get(admin.groupId)!;
    const records = await get(`/groups/${admin.groupId}/zones/${zone.id}/records?limit=1000`, admin.token);
    expect(records.status).toBe(200);
    expect(records.body.data?.length).toBe(Number(api.db.prepare('SELECT count(*) AS n FROM dns_records WHERE zone_id = ?').get(zone.id)?.n));
    const foreign = api.db.prepare('SELECT id FROM dns_zones WHERE group_id != ? LIMIT 1').get(admin.groupId)!;
    expect((await get(`/groups/${admin.groupId}/zones/${foreign.id}/records`, admin.token)).status).toBe(404);
    expect((await get(`/groups/${admin.groupId}/zones/0/records`, admin.token)).status).toBe(404);
  });
});
