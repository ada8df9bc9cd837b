/**
 * The zone editor's API (DESIGN.md section 12) on a real database: draft → plan → publish moves
 * the serial and writes one DNS log entry; a stale publish is 409 and changes nothing; a
 * warning must be confirmed; a restore point comes back as a draft; the apex SOA and last apex
 * NS are protected; a viewer cannot stage; another account's zone is 404; 1 000 changes publish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/lib/dns/plan/plan-changes.ts';
import { recordFingerprint } from '../../src/lib/dns/plan/record-sets.ts';
import { soaSerialOf } from '../../src/lib/dns/plan/soa-serial.ts';
import { serialOfDay } from '../../src/lib/dns/plan/next-serial.ts';
import type { ZoneRecord } from '../../src/lib/dns/zone-record.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string; serial?: number };
interface Change { action: 'create' | 'modify' | 'delete'; name: string; type: string; before: ZoneRecord[]; after: ZoneRecord[] }
interface Plan { base_serial: number; draft_version: number; changes: Change[]; warnings: { code: string; confirm: boolean; message: string }[]; problems: unknown[]; counts: Record<string, number> }

describe('the zone API: draft, plan, publish, versions, restore', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let colleague: SignedInUser;
  let viewer: SignedInUser;
  let zones: number[];

  beforeAll(async () => {
    api = await startTestApi({}, { domains: 120 });
    admin = await signInAs(api.baseUrl, 'admin');
    addUser(api.db, admin.groupId, 'dns-colleague', ['dns-admin']);
    addUser(api.db, admin.groupId, 'dns-reader', ['dns-viewer']);
    colleague = await signInAs(api.baseUrl, 'dns-colleague');
    viewer = await signInAs(api.baseUrl, 'dns-reader');
    zones = api.db
      .prepare("SELECT id FROM dns_zones WHERE group_id = ? AND kind = 'forward' ORDER BY id LIMIT 8")
      .all(admin.groupId)
      .map((row) => Number(row.id));
    expect(zones.length).toBe(8);
  });
  afterAll(() => api.close());

  const call = <T = Body>(user: SignedInUser, method: string, path: string, body?: unknown) =>
    callJson<T>(api.baseUrl, method, `/groups/${admin.groupId}/zones/${path}`, { token: user.token, body });
  const stage = (user: SignedInUser, zone: number, action: string, record: Record<string, unknown>) => call(user, 'POST', `${zone}/draft/changes`, { action, record });
  const plan = async (user: SignedInUser, zone: number) => (await call<Plan>(user, 'GET', `${zone}/plan`)).body;
  const zoneSerial = (zone: number) => Number(api.db.prepare('SELECT serial FROM dns_zones WHERE id = ?').get(zone)?.serial);
  const recordRows = (zone: number) => api.db.prepare('SELECT id, name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id = ? ORDER BY id').all(zone);
  const recordOf = (zone: number, name: string, type: string) => api.db.prepare('SELECT id, content, ttl FROM dns_records WHERE zone_id = ? AND name = ? AND type = ? ORDER BY id LIMIT 1').get(zone, name, type)!;
  const publishEntries = (zone: number) => api.db.prepare("SELECT * FROM audit_log WHERE resource_type = 'dns_zone' AND resource_id = ? AND action = 'publish' ORDER BY id").all(String(zone));
  const snapshot = (zone: number) => JSON.stringify({ serial: zoneSerial(zone), records: recordRows(zone), audit: publishEntries(zone).length });
  const asZoneRecord = (row: Record<string, unknown>): ZoneRecord => ({
    name: String(row.name), type: String(row.type), ttl: Number(row.ttl), content: String(row.content),
    priority: row.priority === null ? null : Number(row.priority), disabled: Number(row.disabled) === 1, comment: row.comment === null ? null : String(row.comment),
  });
  const withoutSoa = (records: readonly ZoneRecord[]) => records.filter((record) => record.type !== 'SOA').map(recordFingerprint).sort();

  it('stages changes, plans them per record set, and publishes them with a new serial and one DNS log entry', async () => {
    const zone = zones[0]!;
    const before = zoneSerial(zone);
    const apexA = recordOf(zone, '@', 'A');
    expect((await stage(admin, zone, 'create', { name: 'shop', type: 'A', ttl: 3600, content: '192.0.2.77' })).status).toBe(201);
    expect((await stage(admin, zone, 'create', { name: '@', type: 'MX', ttl: 3600, content: 'mx9.example.net.', priority: 90 })).status).toBe(201);
    const updated = await stage(admin, zone, 'update', { id: apexA.id, ttl: 1800 });
    expect(updated.status).toBe(201);
    expect(updated.body.counts).toEqual({ create: 2, update: 1, delete: 0, total: 3 });

    const draft = await call(admin, 'GET', `${zone}/draft`);
    expect(draft.body).toMatchObject({ base_serial: before, counts: { total: 3 } });
    expect((draft.body.changes as { before: unknown }[]).find((change) => change.before)?.before).toMatchObject({ name: '@', type: 'A', ttl: Number(apexA.ttl) });

    const planned = await plan(admin, zone);
    expect(planned.base_serial).toBe(before);
    expect(planned.warnings).toEqual([]);
    expect(planned.problems).toEqual([]);
    expect(planned.changes.map((change) => [change.action, change.name, change.type])).toEqual(
      expect.arrayContaining([['modify', '@', 'A'], ['create', 'shop', 'A']]),
    );
    expect(planned.changes.find((change) => change.name === 'shop')?.after).toMatchObject([{ content: '192.0.2.77', ttl: 3600 }]);

    const published = await call(admin, 'POST', `${zone}/publish`, { base_serial: planned.base_serial, draft_version: planned.draft_version, confirm: [] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const serial = Number(published.body.serial);
    expect(serial).toBeGreaterThan(before);
    expect(serial).toBeGreaterThanOrEqual(serialOfDay(new Date(api.clock.now())));
    expect(zoneSerial(zone)).toBe(serial);
    expect(soaSerialOf(String(recordOf(zone, '@', 'SOA').content))).toBe(serial);
    expect(recordOf(zone, 'shop', 'A')).toMatchObject({ content: '192.0.2.77' });
    expect(Number(recordOf(zone, '@', 'A').ttl)).toBe(1800);

    const entries = publishEntries(zone);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ area: 'dns', username: 'admin' });
    expect(JSON.parse(String(entries[0]!.before))).toMatchObject({ serial: before });
    const after = JSON.parse(String(entries[0]!.after));
    expect(after).toMatchObject({ serial, counts: planned.counts });
    expect(after.changes).toHaveLength(planned.changes.length);

    expect((await call(admin, 'GET', `${zone}/draft`)).body).toMatchObject({ counts: { total: 0 }, changes: [] });
    expect((await plan(admin, zone)).changes).toEqual([]);
    const versions = await call(admin, 'GET', `${zone}/versions`);
    // Newest first: this publish, then the zone as it was (its seeded history after that).
    expect((versions.body.data as { serial: number }[]).map((version) => version.serial).slice(0, 2)).toEqual([serial, before]);
    expect((versions.body.meta as { total: number }).total).toBeGreaterThanOrEqual(2);
    const version = await call<Body & { changes: Change[]; records: ZoneRecord[] }>(admin, 'GET', `${zone}/versions/${serial}`);
    expect(version.body).toMatchObject({ serial, previous_serial: before, username: 'admin', record_count: recordRows(zone).length });
    expect(version.body.changes).toEqual(after.changes);
    expect(version.body.records.map(recordFingerprint).sort()).toEqual(recordRows(zone).map(asZoneRecord).map(recordFingerprint).sort());
    expect((await call(admin, 'GET', `${zone}/versions/1`)).status).toBe(404);
  });

  it('refuses a publish made on an older serial with 409 and the current plan, changing nothing', async () => {
    const zone = zones[1]!;
    const start = zoneSerial(zone);
    await stage(admin, zone, 'create', { name: 'mine', type: 'TXT', ttl: 3600, content: '"first tab"' });
    const mine = await plan(admin, zone);
    await stage(colleague, zone, 'create', { name: 'theirs', type: 'TXT', ttl: 3600, content: '"second tab"' });
    const theirs = await plan(colleague, zone);
    expect((await call(colleague, 'POST', `${zone}/publish`, { base_serial: theirs.base_serial, draft_version: theirs.draft_version })).status).toBe(200);
    const moved = zoneSerial(zone);
    expect(moved).toBeGreaterThan(start);

    const unchanged = snapshot(zone);
    const stale = await call<Body & { plan: Plan }>(admin, 'POST', `${zone}/publish`, { base_serial: mine.base_serial, draft_version: mine.draft_version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'stale_plan', serial: moved });
    expect(stale.body.plan.base_serial).toBe(moved);
    expect(stale.body.plan.changes.map((change) => [change.action, change.name])).toEqual([['create', 'mine']]);
    expect(snapshot(zone)).toBe(unchanged);

    expect((await call(admin, 'POST', `${zone}/publish`, { base_serial: stale.body.plan.base_serial, draft_version: stale.body.plan.draft_version })).status).toBe(200);
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_records WHERE zone_id = ? AND name IN ('mine', 'theirs')").get(zone)?.n).toBe(2);
  });

  it('refuses, with draft_version, a publish of a draft changed after its plan (a second tab of the same user)', async () => {
    const zone = zones[6]!;
    await stage(admin, zone, 'create', { name: 'tab-one', type: 'A', ttl: 3600, content: '192.0.2.41' });
    const seen = await call<Plan & { draft_version: number }>(admin, 'GET', `${zone}/plan`);
    await stage(admin, zone, 'create', { name: 'tab-two', type: 'A', ttl: 3600, content: '192.0.2.42' });
    const unchanged = snapshot(zone);
    const refused = await call<Body & { plan: Plan & { draft_version: number } }>(admin, 'POST', `${zone}/publish`, { base_serial: seen.body.base_serial, draft_version: seen.body.draft_version });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('stale_plan');
    expect(refused.body.plan.changes.map((change) => change.name)).toEqual(['tab-one', 'tab-two']);
    expect(snapshot(zone)).toBe(unchanged);
    const again = await call(admin, 'POST', `${zone}/publish`, { base_serial: refused.body.plan.base_serial, draft_version: refused.body.plan.draft_version });
    expect(again.status).toBe(200);
  });

  it('refuses a publish whose warnings are not confirmed, and publishes once they are', async () => {
    const zone = zones[2]!;
    const ns = recordOf(zone, '@', 'NS');
    await stage(admin, zone, 'create', { name: 'fast', type: 'A', ttl: 120, content: '192.0.2.8' });
    await stage(admin, zone, 'update', { id: ns.id, content: 'ns1.other-dns.example.' });
    const planned = await plan(admin, zone);
    expect(planned.warnings.map((warning) => warning.code).sort()).toEqual(['apex_ns_change', 'low_ttl']);
    expect(planned.warnings.every((warning) => warning.confirm === true && warning.message.length > 0)).toBe(true);

    const unchanged = snapshot(zone);
    const refused = await call(admin, 'POST', `${zone}/publish`, { base_serial: planned.base_serial, draft_version: planned.draft_version, confirm: ['low_ttl'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'confirmation_required', unconfirmed: ['apex_ns_change'] });
    expect(snapshot(zone)).toBe(unchanged);
    expect((await call(admin, 'POST', `${zone}/publish`, { base_serial: planned.base_serial, draft_version: planned.draft_version, confirm: ['low_ttl', 'apex_ns_change'] })).status).toBe(200);
  });

  it('restores a version as a draft whose plan brings its records back', async () => {
    const zone = zones[3]!;
    const original = recordRows(zone).map(asZoneRecord);
    const www = recordOf(zone, 'www', 'CNAME') ?? recordOf(zone, 'www', 'A');
    await stage(admin, zone, 'delete', { id: www.id });
    await stage(admin, zone, 'create', { name: 'blog', type: 'CNAME', ttl: 3600, content: 'blogs.example.net.' });
    const first = await plan(admin, zone);
    const baseline = zoneSerial(zone);
    expect((await call(admin, 'POST', `${zone}/publish`, { base_serial: first.base_serial, draft_version: first.draft_version })).status).toBe(200);

    const restored = await call(admin, 'POST', `${zone}/versions/${baseline}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ origin: 'restore', restored_serial: baseline, counts: { create: 1, delete: 1, total: 2 } });
    const back = await plan(admin, zone);
    expect(back.changes.map((change) => [change.action, change.name]).sort()).toEqual([['create', 'www'], ['delete', 'blog']]);
    const live = recordRows(zone).map(asZoneRecord);
    expect(withoutSoa(applyPlan(live, back.changes))).toEqual(withoutSoa(original));

    expect((await call(admin, 'POST', `${zone}/publish`, { base_serial: back.base_serial, draft_version: back.draft_version })).status).toBe(200);
    expect(withoutSoa(recordRows(zone).map(asZoneRecord))).toEqual(withoutSoa(original));
    expect((await call(admin, 'POST', `${zone}/versions/12345/restore`)).status).toBe(404);
  });

  it('protects the apex SOA and the last apex NS, and checks each staged record', async () => {
    const zone = zones[4]!;
    const soa = recordOf(zone, '@', 'SOA');
    expect((await stage(admin, zone, 'delete', { id: soa.id })).body.code).toBe('protected_record');
    expect((await stage(admin, zone, 'create', { name: '@', type: 'SOA', ttl: 3600, content: soa.content })).body.code).toBe('protected_record');
    const apexNs = api.db.prepare("SELECT id FROM dns_records WHERE zone_id = ? AND name = '@' AND type = 'NS' ORDER BY id").all(zone).map((row) => Number(row.id));
    for (const id of apexNs.slice(0, -1)) expect((await stage(admin, zone, 'delete', { id })).status).toBe(201);
    const last = await stage(admin, zone, 'delete', { id: apexNs.at(-1) });
    expect(last.status).toBe(400);
    expect(last.body.code).toBe('protected_record');

    const invalid = await stage(admin, zone, 'create', { name: 'short', type: 'A', ttl: 30, content: '192.0.2.1' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'invalid_record', problems: [expect.objectContaining({ field: 'ttl' })] });
    expect((await stage(admin, zone, 'create', { name: 'x', type: 'A', ttl: 3600, content: '192.0.2.1', extra: 1 })).body.code).toBe('validation_failed');
    expect((await stage(admin, zone, 'update', { id: 999_999_999, ttl: 600 })).status).toBe(404);

    // Zone rules across records block publishing, confirmed or not.
    await stage(admin, zone, 'create', { name: 'dup', type: 'A', ttl: 3600, content: '192.0.2.5' });
    await stage(admin, zone, 'create', { name: 'dup', type: 'CNAME', ttl: 3600, content: 'elsewhere.example.net.' });
    const planned = await plan(admin, zone);
    expect(planned.problems).toEqual([expect.objectContaining({ name: 'dup', type: 'CNAME' })]);
    // One blocking problem, not also a warning to confirm.
    expect(planned.warnings.map((warning) => warning.code)).not.toContain('cname_shadow');
    const unchanged = snapshot(zone);
    const blocked = await call(admin, 'POST', `${zone}/publish`, { base_serial: planned.base_serial, draft_version: planned.draft_version, confirm: ['apex_ns_change', 'mass_delete', 'low_ttl', 'cname_shadow'] });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({ code: 'zone_problems', problems: [expect.objectContaining({ name: 'dup' })] });
    expect(snapshot(zone)).toBe(unchanged);

    expect((await call(admin, 'DELETE', `${zone}/draft`)).status).toBe(204);
    expect((await call(admin, 'GET', `${zone}/draft`)).body).toMatchObject({ counts: { total: 0 } });
  });

  it('unstages a change taken back: an update back to the live record, or one change by its id', async () => {
    const zone = zones[4]!;
    const apexA = recordOf(zone, '@', 'A');
    expect((await stage(admin, zone, 'update', { id: apexA.id, ttl: 900 })).status).toBe(201);
    const back = await stage(admin, zone, 'update', { id: apexA.id, ttl: Number(apexA.ttl) });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ change: null, counts: { total: 0 } });
    const created = await stage(admin, zone, 'create', { name: 'temp', type: 'A', ttl: 3600, content: '192.0.2.9' });
    await stage(admin, zone, 'delete', { id: apexA.id });
    const changeId = (created.body.change as { id: number }).id;
    const left = await call(admin, 'DELETE', `${zone}/draft/changes/${changeId}`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ counts: { create: 0, delete: 1, total: 1 } });
    expect((await call(admin, 'DELETE', `${zone}/draft/changes/${changeId}`)).status).toBe(404);
    const [only, ...none] = (await plan(admin, zone)).changes;
    expect(none).toEqual([]);
    expect(only).toMatchObject({ name: '@', type: 'A' });
    expect(only!.before.length - only!.after.length).toBe(1);
    expect((await call(admin, 'DELETE', `${zone}/draft`)).status).toBe(204);
  });

  it('names, for each record set of the plan, the staged changes that make it: unstaging them leaves that set out', async () => {
    const zone = zones[4]!;
    const apexA = recordOf(zone, '@', 'A');
    const created = (await stage(admin, zone, 'create', { name: 'left-out', type: 'A', ttl: 3600, content: '192.0.2.31' })).body.change as { id: number };
    // One update moving the apex A to another name touches two record sets.
    const moved = (await stage(admin, zone, 'update', { id: apexA.id, name: 'moved' })).body.change as { id: number };
    const planned = await plan(admin, zone);
    const idsOf = (name: string, type: string) => (planned.changes.find((change) => change.name === name && change.type === type) as Change & { change_ids: number[] }).change_ids;
    expect(idsOf('left-out', 'A')).toEqual([created.id]);
    expect(idsOf('@', 'A')).toEqual([moved.id]);
    expect(idsOf('moved', 'A')).toEqual([moved.id]);

    for (const id of idsOf('left-out', 'A')) expect((await call(admin, 'DELETE', `${zone}/draft/changes/${id}`)).status).toBe(200);
    const rest = await plan(admin, zone);
    expect(rest.changes.map((change) => `${change.name} ${change.type}`).sort()).toEqual(['@ A', 'moved A']);
    expect((await call(admin, 'DELETE', `${zone}/draft`)).status).toBe(204);
  });

  it('lets a viewer read the plan and versions but not stage, discard, publish or restore', async () => {
    const zone = zones[5]!;
    expect((await call(viewer, 'GET', `${zone}/plan`)).status).toBe(200);
    expect((await call(viewer, 'GET', `${zone}/draft`)).status).toBe(200);
    expect((await call(viewer, 'GET', `${zone}/versions`)).status).toBe(200);
    expect((await call(viewer, 'GET', `${zone}/records`)).status).toBe(200);
    const unchanged = snapshot(zone);
    const refused = await stage(viewer, zone, 'create', { name: 'nope', type: 'A', ttl: 3600, content: '192.0.2.1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden', permission: 'manage-dns' });
    expect((await call(viewer, 'DELETE', `${zone}/draft`)).status).toBe(403);
    expect((await call(viewer, 'POST', `${zone}/publish`, { base_serial: zoneSerial(zone) })).status).toBe(403);
    expect((await call(viewer, 'POST', `${zone}/versions/${zoneSerial(zone)}/restore`)).status).toBe(403);
    expect(snapshot(zone)).toBe(unchanged);
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_zone_drafts WHERE zone_id = ? AND state <> 'dropped'").get(zone)?.n).toBe(0);
  });

  it('answers 404 for another account\'s zone and refuses direct record writes', async () => {
    const foreign = Number(api.db.prepare('SELECT id FROM dns_zones WHERE group_id != ? LIMIT 1').get(admin.groupId)?.id);
    for (const [method, path, body] of [
      ['GET', `${foreign}/plan`], ['GET', `${foreign}/draft`], ['GET', `${foreign}/versions`],
      ['POST', `${foreign}/draft/changes`, { action: 'create', record: { name: 'x', type: 'A', ttl: 3600, content: '192.0.2.1' } }],
      ['POST', `${foreign}/publish`, { base_serial: 1 }], ['DELETE', `${foreign}/draft`], ['GET', '0/plan'], ['GET', 'abc/plan'],
    ] as const) {
      expect((await call(admin, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const zone = zones[6]!;
    const record = recordOf(zone, '@', 'A');
    const direct = (method: string, path: string, body?: unknown) => callJson(api.baseUrl, method, `/groups/${admin.groupId}/zones/${zone}/records${path}`, { token: admin.token, body });
    expect((await direct('POST', '', { name: 'x', type: 'A', ttl: 3600, content: '192.0.2.1' })).status).toBe(404);
    expect((await direct('PATCH', `/${record.id}`, { ttl: 600 })).status).toBe(404);
    expect((await direct('DELETE', `/${record.id}`)).status).toBe(404);
  });

  it('publishes 1 000 staged changes in one go', async () => {
    const zone = zones[7]!;
    for (let index = 0; index < 1000; index += 1) {
      const answer = await stage(admin, zone, 'create', { name: `host${index}`, type: 'A', ttl: 3600, content: `198.51.100.${(index % 254) + 1}` });
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    }
    const planStarted = performance.now();
    const planned = await plan(admin, zone);
    const planMs = performance.now() - planStarted;
    expect(planned.counts.create).toBe(1000);
    const started = performance.now();
    const published = await call(admin, 'POST', `${zone}/publish`, { base_serial: planned.base_serial, draft_version: planned.draft_version });
    const publishMs = performance.now() - started;
    expect(published.status).toBe(200);
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_records WHERE zone_id = ? AND name LIKE 'host%'").get(zone)?.n).toBe(1000);
    expect(publishEntries(zone)).toHaveLength(1);
    console.info(`plan of 1000 changes: ${planMs.toFixed(0)} ms; publish: ${publishMs.toFixed(0)} ms`);
    // Staging takes 1 000 calls first: about 3 s alone, more beside the other test files on two cores.
  }, 30_000);
});
