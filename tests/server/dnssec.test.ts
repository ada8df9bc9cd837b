/**
 * DNSSEC of a zone (DESIGN.md section 12) on a real database: enable goes unsigned → signing →
 * signed with a KSK and a ZSK and the KSK's DS at the registry; KSK and ZSK rollovers and disable
 * keep DS and DNSKEY consistent at every step (the registry never names a key the zone does not
 * publish); the DS digest and key tag are the real ones; a TLD without DNSSEC or a domain the
 * registry cannot change is refused with nothing changed; a viewer cannot act; another account's
 * zone is 404; each operation is one audit entry.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyTagOf } from '../../server/api/dns/dnssec-material.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

interface Step { code: string; key_type?: string; key_tag?: number; state?: string; operation?: string; dnskey: number[]; ds: number[] }
interface Key { id: number; key_type: string; key_tag: number; flags: number; protocol: number; algorithm: number; status: string; public_key: string; dnskey: string | null }
interface Ds { key_tag: number; algorithm: number; digest_type: number; digest: string; status: string; record: string; dnssec_key_id: number | null }
interface View { state: string; zone_name: string; keys: Key[]; ds: Ds[]; steps?: Step[]; code?: string; domain: { dnssec_supported: boolean } | null }

describe('DNSSEC of a zone', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let unsigned: number[];

  beforeAll(async () => {
    api = await startTestApi({}, { domains: 80 });
    admin = await signInAs(api.baseUrl, 'admin');
    addUser(api.db, admin.groupId, 'dnssec-reader', ['dns-viewer']);
    viewer = await signInAs(api.baseUrl, 'dnssec-reader');
    unsigned = api.db.prepare(`SELECT z.id FROM dns_zones z JOIN domains d ON d.id = z.domain_id JOIN tlds t ON t.id = d.tld_id
      WHERE z.group_id = ? AND z.dnssec_status = 'unsigned' AND d.status = 'active' AND t.dnssec_supported = 1 ORDER BY z.id LIMIT 4`).all(admin.groupId).map((row) => Number(row.id));
    expect(unsigned.length).toBe(4);
  });
  afterAll(() => api.close());

  const call = (user: SignedInUser, method: string, zone: number | string, action = '', body?: unknown) =>
    callJson<View>(api.baseUrl, method, `/groups/${admin.groupId}/zones/${zone}/dnssec${action}`, { token: user.token, body });
  const snapshot = (zone: number) => JSON.stringify({
    zone: api.db.prepare('SELECT dnssec_status, version FROM dns_zones WHERE id = ?').get(zone),
    keys: api.db.prepare('SELECT id, status FROM dnssec_keys WHERE zone_id = ? ORDER BY id').all(zone),
    ds: api.db.prepare('SELECT d.id, d.status FROM ds_records d JOIN dns_zones z ON z.domain_id = d.domain_id WHERE z.id = ? ORDER BY d.id').all(zone),
  });
  /** At every step each DS names a published KSK, and a signed zone has a DS for one of its KSKs. */
  const expectConsistent = (steps: Step[], kskTags: () => Set<number>) => {
    for (const step of steps) for (const tag of step.ds) expect(step.dnskey, `${step.code}: DS ${tag} without its DNSKEY`).toContain(tag);
    const last = steps.at(-1)!;
    expect(new Set(last.ds)).toEqual(kskTags());
  };
  const liveKskTags = (zone: number) => () => new Set(api.db.prepare("SELECT key_tag FROM dnssec_keys WHERE zone_id = ? AND key_type = 'KSK' AND status IN ('published', 'active')").all(zone).map((row) => Number(row.key_tag)));

  it('enables signing: a KSK and a ZSK, the KSK\'s real DS at the registry, the states in order, one audit entry', async () => {
    const zone = unsigned[0]!;
    expect((await call(admin, 'GET', zone)).body).toMatchObject({ state: 'unsigned', keys: [], ds: [] });
    const answer = await call(admin, 'POST', zone, '/enable');
    expect(answer.status).toBe(200);
    const { steps, keys, ds, state, zone_name: zoneName } = answer.body;
    expect(state).toBe('signed');
    expect(steps!.filter((step) => step.code === 'state').map((step) => step.state)).toEqual(['signing', 'signed']);
    const codes = steps!.map((step) => step.code);
    expect(codes.indexOf('ds_added')).toBeGreaterThan(codes.indexOf('key_published'));
    expect(steps!.find((step) => step.code === 'ds_added')?.operation).toBe('registrar.domain.ds.update');
    expectConsistent(steps!, liveKskTags(zone));

    expect(keys.map((key) => [key.key_type, key.status, key.flags, key.algorithm]).sort()).toEqual([['KSK', 'active', 257, 13], ['ZSK', 'active', 256, 13]]);
    const ksk = keys.find((key) => key.key_type === 'KSK')!;
    expect(keyTagOf(ksk)).toBe(ksk.key_tag);
    expect(ksk.dnskey).toBe(`${zoneName}. 3600 IN DNSKEY 257 3 13 ${ksk.public_key}`);
    // The DS digest is SHA-256 over the owner name in wire form and the DNSKEY RDATA (RFC 4034 section 5.1.4).
    const wire = Buffer.concat([...zoneName.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])), Buffer.from([0])]);
    const rdata = Buffer.concat([Buffer.from([1, 1, 3, 13]), Buffer.from(ksk.public_key, 'base64')]);
    expect(ds).toEqual([expect.objectContaining({ key_tag: ksk.key_tag, algorithm: 13, digest_type: 2, status: 'active', digest: createHash('sha256').update(wire).update(rdata).digest('hex').toUpperCase() })]);
    expect(ds[0]!.record).toBe(`${zoneName}. IN DS ${ksk.key_tag} 13 2 ${ds[0]!.digest}`);
    expect(api.db.prepare('SELECT d.dnssec_enabled FROM domains d JOIN dns_zones z ON z.domain_id = d.id WHERE z.id = ?').get(zone)?.dnssec_enabled).toBe(1);
    expect(api.db.prepare("SELECT count(*) AS n FROM audit_log WHERE resource_type = 'dns_zone' AND resource_id = ? AND action = 'dnssec_enable'").get(String(zone))?.n).toBe(1);

    expect((await call(admin, 'POST', zone, '/enable')).body).toMatchObject({ code: 'dnssec_state' });
  });

  it('rolls the KSK: the new DS is at the registry before the old goes, and never a DS without its DNSKEY', async () => {
    const zone = unsigned[1]!;
    const enabled = (await call(admin, 'POST', zone, '/enable')).body;
    const oldKsk = enabled.keys.find((key) => key.key_type === 'KSK')!;
    const answer = await call(admin, 'POST', zone, '/rollover', { key_type: 'KSK' });
    expect(answer.status).toBe(200);
    const steps = answer.body.steps!;
    expectConsistent(steps, liveKskTags(zone));
    const newKsk = answer.body.keys.find((key) => key.key_type === 'KSK' && key.status === 'active')!;
    expect(newKsk.key_tag).not.toBe(oldKsk.key_tag);
    const added = steps.findIndex((step) => step.code === 'ds_added');
    const removed = steps.findIndex((step) => step.code === 'ds_removed');
    expect(added).toBeGreaterThan(-1);
    expect(removed).toBeGreaterThan(added);
    expect(steps[added]!.ds).toEqual(expect.arrayContaining([oldKsk.key_tag, newKsk.key_tag]));
    expect(answer.body.ds.map((entry) => entry.key_tag)).toEqual([newKsk.key_tag]);
    expect(answer.body.keys.find((key) => key.id === oldKsk.id)).toMatchObject({ status: 'retired', dnskey: null });
    expect(answer.body.state).toBe('signed');
  });

  it('rolls the ZSK without touching the DS', async () => {
    const zone = unsigned[2]!;
    const enabled = (await call(admin, 'POST', zone, '/enable')).body;
    const answer = await call(admin, 'POST', zone, '/rollover', { key_type: 'ZSK' });
    expect(answer.status).toBe(200);
    expect(answer.body.steps!.some((step) => step.code.startsWith('ds_'))).toBe(false);
    expect(answer.body.ds).toEqual(enabled.ds);
    expect(answer.body.keys.filter((key) => key.key_type === 'ZSK').map((key) => key.status).sort()).toEqual(['active', 'retired']);
    expect((await call(admin, 'POST', zone, '/rollover', { key_type: 'CSK' })).status).toBe(400);
  });

  it('disables: the DS leaves the registry before the keys leave the zone', async () => {
    const zone = unsigned[3]!;
    await call(admin, 'POST', zone, '/enable');
    const answer = await call(admin, 'POST', zone, '/disable');
    expect(answer.status).toBe(200);
    const steps = answer.body.steps!;
    expect(steps.filter((step) => step.code === 'state').map((step) => step.state)).toEqual(['unsigning', 'unsigned']);
    expect(steps.findIndex((step) => step.code === 'ds_removed')).toBeLessThan(steps.findIndex((step) => step.code === 'key_retired'));
    expectConsistent(steps, liveKskTags(zone));
    expect(answer.body).toMatchObject({ state: 'unsigned', ds: [] });
    expect(answer.body.keys.every((key) => key.status === 'retired')).toBe(true);
    expect((await call(admin, 'POST', zone, '/disable')).body).toMatchObject({ code: 'dnssec_state' });
  });

  it('refuses a TLD without DNSSEC and a domain the registry cannot change, changing nothing', async () => {
    const zone = Number(api.db.prepare(`SELECT z.id FROM dns_zones z JOIN domains d ON d.id = z.domain_id WHERE z.group_id = ? AND z.dnssec_status = 'unsigned' AND z.id NOT IN (${unsigned.join(',')}) ORDER BY z.id LIMIT 1`).get(admin.groupId)?.id);
    const tldId = api.db.prepare('SELECT d.tld_id FROM domains d JOIN dns_zones z ON z.domain_id = d.id WHERE z.id = ?').get(zone)?.tld_id;
    api.db.prepare('UPDATE tlds SET dnssec_supported = 0 WHERE id = ?').run(tldId!);
    const before = snapshot(zone);
    const unsupported = await call(admin, 'POST', zone, '/enable');
    expect(unsupported.status).toBe(409);
    expect(unsupported.body.code).toBe('dnssec_unsupported');
    expect(snapshot(zone)).toBe(before);
    api.db.prepare('UPDATE tlds SET dnssec_supported = 1 WHERE id = ?').run(tldId!);

    api.db.prepare("UPDATE domains SET status = 'redemption' WHERE id = (SELECT domain_id FROM dns_zones WHERE id = ?)").run(zone);
    const refused = await call(admin, 'POST', zone, '/enable');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('registry_refused');
    expect(snapshot(zone)).toBe(before);
  });

  it('lets a viewer read but not act, and answers 404 for another account\'s zone', async () => {
    const zone = unsigned[0]!;
    expect((await call(viewer, 'GET', zone)).status).toBe(200);
    const before = snapshot(zone);
    for (const action of ['/enable', '/disable']) expect((await call(viewer, 'POST', zone, action)).status).toBe(403);
    expect((await call(viewer, 'POST', zone, '/rollover', { key_type: 'ZSK' })).status).toBe(403);
    expect(snapshot(zone)).toBe(before);
    const foreign = Number(api.db.prepare('SELECT id FROM dns_zones WHERE group_id != ? LIMIT 1').get(admin.groupId)?.id);
    for (const [method, action] of [['GET', ''], ['POST', '/enable'], ['POST', '/disable']] as const) {
      expect((await call(admin, method, foreign, action)).status).toBe(404);
    }
    expect((await call(admin, 'GET', 'abc')).status).toBe(404);
  });

  it('keeps DS records by hand for domains whose DNS is elsewhere, and refuses them where the zone is ours', async () => {
    const ours = Number(api.db.prepare("SELECT d.id FROM domains d JOIN dns_zones z ON z.domain_id = d.id WHERE d.group_id = ? AND z.dnssec_status = 'signed' ORDER BY d.id LIMIT 1").get(admin.groupId)?.id);
    const ds = { key_tag: 12345, algorithm: 13, digest_type: 2, digest: 'A'.repeat(64), status: 'active' };
    const dsPath = (domain: number) => `/groups/${admin.groupId}/domains/${domain}/ds_records`;
    const dsRows = (domain: number) => JSON.stringify(api.db.prepare('SELECT * FROM ds_records WHERE domain_id = ? ORDER BY id').all(domain));
    const before = dsRows(ours);
    const refused = await callJson<{ code: string }>(api.baseUrl, 'POST', dsPath(ours), { token: admin.token, body: ds });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('dnssec_managed');
    const existing = Number(api.db.prepare("SELECT id FROM ds_records WHERE domain_id = ? AND status <> 'removed' LIMIT 1").get(ours)?.id);
    expect((await callJson(api.baseUrl, 'DELETE', `${dsPath(ours)}/${existing}`, { token: admin.token })).status).toBe(409);
    expect(dsRows(ours)).toBe(before);
    const keys = `/groups/${admin.groupId}/domains/${ours}/dnssec_keys`;
    const key = Number(api.db.prepare('SELECT id FROM dnssec_keys WHERE domain_id = ? LIMIT 1').get(ours)?.id);
    // Keys have no generic write: the route does not exist.
    expect((await callJson(api.baseUrl, 'PATCH', `${keys}/${key}`, { token: admin.token, body: { status: 'retired' } })).status).toBe(404);
    expect(api.db.prepare('SELECT status FROM dnssec_keys WHERE id = ?').get(key)?.status).toBe('active');

    const elsewhere = Number(api.db.prepare('SELECT d.id FROM domains d WHERE d.group_id = ? AND NOT EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id) ORDER BY d.id LIMIT 1').get(admin.groupId)?.id);
    const created = await callJson<{ id: number }>(api.baseUrl, 'POST', dsPath(elsewhere), { token: admin.token, body: ds });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The same DS again (its digest in other case) is refused: the registry has it already.
    const rows = dsRows(elsewhere);
    const twice = await callJson<{ code: string; message: string }>(api.baseUrl, 'POST', dsPath(elsewhere), { token: admin.token, body: { ...ds, digest: 'a'.repeat(64) } });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'duplicate', message: expect.stringContaining('already at the registry') });
    expect(dsRows(elsewhere)).toBe(rows);
    expect((await callJson(api.baseUrl, 'POST', dsPath(elsewhere), { token: admin.token, body: { ...ds, key_tag: 12346 } })).status).toBe(201);
    expect((await callJson(api.baseUrl, 'DELETE', `${dsPath(elsewhere)}/${created.body.id}`, { token: admin.token })).status).toBe(204);
  });
});
