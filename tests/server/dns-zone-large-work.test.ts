/**
 * Large zone work off the request thread (issue 32, heavy work off the request thread) on a real
 * database: a draft of `offThreadChanges` changes or more is published by the zone worker and a
 * restore of as many records is planned there and staged in slices, with the same outcome as in
 * place (records, serial, one DNS log entry, the restore point, the draft gone and its changes
 * swept, the restore's plan the stored draft's); a refusal comes back as the same 409; other users' requests, reads and writes, are
 * answered meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFingerprint } from '../../src/lib/dns/plan/record-sets.ts';
import type { ZoneRecord } from '../../src/lib/dns/zone-record.ts';
import { offThreadChanges } from '../../server/api/dns/zone-thread.ts';
import { stageSlice } from '../../server/api/dns/zone-draft-staging.ts';
import { createZoneDrafts } from '../../server/api/dns/zone-drafts.ts';
import { computePlan } from '../../server/api/dns/zone-plan.ts';
import { createZoneRows } from '../../server/api/dns/zone-rows.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string };
interface Plan { base_serial: number; draft_version: number; warnings: { code: string }[]; counts: Record<string, number> }
interface Draft { origin: string | null; restored_serial: number | null; counts: Record<string, number>; changes?: unknown }

describe('large publishes and restores, off the request thread', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let zones: { id: number; name: string }[];

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    zones = api.db
      .prepare("SELECT id, name FROM dns_zones WHERE group_id = ? AND kind = 'forward' ORDER BY id LIMIT 2")
      .all(admin.groupId)
      .map((row) => ({ id: Number(row.id), name: String(row.name) }));
  });
  afterAll(() => api.close());

  const call = <T = Body>(method: string, zoneId: number, path: string, body?: unknown) =>
    callJson<T>(api.baseUrl, method, `/groups/${admin.groupId}/zones/${zoneId}/${path}`, { token: admin.token, body });
  const plan = async (zoneId: number) => (await call<Plan>('GET', zoneId, 'plan?limit=10')).body;
  const publish = (zoneId: number, planned: Plan) =>
    call('POST', zoneId, 'publish', { base_serial: planned.base_serial, draft_version: planned.draft_version, confirm: planned.warnings.map((warning) => warning.code) });
  const serialOf = (zoneId: number) => Number(api.db.prepare('SELECT serial FROM dns_zones WHERE id = ?').get(zoneId)?.serial);
  const records = (zoneId: number): ZoneRecord[] =>
    api.db.prepare('SELECT name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id = ? ORDER BY id').all(zoneId).map((row) => ({
      name: String(row.name), type: String(row.type), ttl: Number(row.ttl), content: String(row.content),
      priority: row.priority === null ? null : Number(row.priority), disabled: Number(row.disabled) === 1, comment: row.comment === null ? null : String(row.comment),
    }));
  // The SOA's serial moves with every publish: compared without it.
  const fingerprints = (zoneId: number) => records(zoneId).filter((record) => record.type !== 'SOA').map(recordFingerprint).sort();
  const publishEntries = (zoneId: number) => api.db.prepare("SELECT after FROM audit_log WHERE resource_type = 'dns_zone' AND resource_id = ? AND action = 'publish' ORDER BY id").all(String(zoneId));
  const droppedChanges = () => Number(api.db.prepare("SELECT count(*) AS n FROM dns_draft_changes c JOIN dns_zone_drafts d ON d.id = c.draft_id WHERE d.state = 'dropped'").get()?.n);

  it('publishes a large draft in the worker and restores the version before it in slices: the same zone as in place', async () => {
    const zone = zones[0]!;
    const zoneRows = createZoneRows(api.db);
    const drafts = createZoneDrafts(api.db);
    const hosts = stageSlice + offThreadChanges;
    const before = fingerprints(zone.id);
    const serialBefore = serialOf(zone.id);
    const file = [`$ORIGIN ${zone.name}.`, '$TTL 3600', ...Array.from({ length: hosts }, (_, index) => `large-${index} IN A 198.51.100.${(index % 254) + 1}`)].join('\n');
    expect((await call('POST', zone.id, 'import', { zone_file: file, mode: 'merge' })).status).toBe(200);

    const planned = await plan(zone.id);
    expect(planned.counts.create).toBe(hosts);
    // Other users' requests while the worker publishes: a read and a write on another zone.
    const publishing = publish(zone.id, planned);
    const [health, staged] = await Promise.all([
      fetch(`${api.baseUrl}/health`),
      call('POST', zones[1]!.id, 'draft/changes', { action: 'create', record: { name: 'beside-a-publish', type: 'TXT', ttl: 3600, content: '"hello"' } }),
    ]);
    const published = await publishing;
    expect(published.status, JSON.stringify(published.body).slice(0, 300)).toBe(200);
    expect(health.status).toBe(200);
    expect(staged.status).toBe(201);

    const serial = Number(published.body.serial);
    expect(published.body.previous_serial).toBe(serialBefore);
    expect(serialOf(zone.id)).toBe(serial);
    expect(fingerprints(zone.id)).toHaveLength(before.length + hosts);
    expect(records(zone.id).find((record) => record.type === 'SOA')?.content).toContain(` ${serial} `);
    const entries = publishEntries(zone.id);
    expect(entries).toHaveLength(1);
    expect(JSON.parse(String(entries[0]!.after))).toMatchObject({ serial, counts: { create: expect.any(Number) } });
    expect((await call<{ data: { serial: number; record_count: number }[] }>('GET', zone.id, 'versions')).body.data.map((version) => version.serial).slice(0, 2)).toEqual([serial, serialBefore]);
    expect((await call('GET', zone.id, 'draft')).body.counts).toMatchObject({ total: 0 });
    // The published draft's changes are swept from the request thread, a slice at a time.
    await expect.poll(droppedChanges, { timeout: 10_000 }).toBe(0);

    // Restoring the version before: planned in the worker (as many records), staged in slices, answered without its changes.
    const restored = await call<Draft>('POST', zone.id, `versions/${serialBefore}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body).slice(0, 300)).toBe(200);
    expect(restored.body).toMatchObject({ origin: 'restore', restored_serial: serialBefore, counts: { create: 0, update: 0, delete: hosts, total: hosts } });
    expect(restored.body.changes).toBeUndefined();
    // The plan made with the restore's changes (in the worker) is the very plan the stored draft gives.
    const computed = () => {
      const zoneRow = zoneRows.zoneById(zone.id);
      const draft = drafts.draftOf(zone.id, admin.id);
      return JSON.parse(JSON.stringify(computePlan(zoneRow, draft, zoneRows.liveRecords(zone.id), draft ? drafts.changes(draft.id) : []).plan));
    };
    expect((await call('GET', zone.id, 'plan')).body).toEqual(computed());
    const restorePlan = await plan(zone.id);
    expect(restorePlan.counts).toMatchObject({ delete: expect.any(Number) });
    expect((await publish(zone.id, restorePlan)).status).toBe(200);
    expect(fingerprints(zone.id)).toEqual(before);
    expect(JSON.parse(String(publishEntries(zone.id).at(-1)!.after))).toMatchObject({ restored_serial: serialBefore });
  }, 120_000);

  it('refuses a stale large publish in the worker as in place: 409 stale_plan with the current plan, nothing changed', async () => {
    const zone = zones[1]!;
    const file = [`$ORIGIN ${zone.name}.`, '$TTL 3600', ...Array.from({ length: offThreadChanges }, (_, index) => `stale-${index} IN A 192.0.2.${(index % 254) + 1}`)].join('\n');
    expect((await call('POST', zone.id, 'import', { zone_file: file, mode: 'merge', replace_draft: true })).status).toBe(200);
    const planned = await plan(zone.id);
    const before = fingerprints(zone.id);
    const refused = await call('POST', zone.id, 'publish', { base_serial: planned.base_serial - 1, draft_version: planned.draft_version, confirm: [] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('stale_plan');
    expect((refused.body.plan as Plan).counts).toMatchObject({ create: offThreadChanges });
    expect(fingerprints(zone.id)).toEqual(before);
    expect((await call('GET', zone.id, 'draft')).body.counts).toMatchObject({ total: offThreadChanges });
  }, 60_000);
});
