/**
 * No lost update (DESIGN.md section 12) on a real database, with two users' drafts on one zone:
 * every interleaving of staging, publishing and deleting the same record ends either in a visible
 * conflict (publishing refused until it is resolved) or in exactly the zone the publisher's plan
 * showed; publish names the plan it shows (base serial and draft version); N publishes racing on one
 * serial make one serial step and one DNS-log entry; Discard can be undone and Restore asks first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlan, type ZoneChange } from '../../src/lib/dns/plan/plan-changes.ts';
import { recordFingerprint } from '../../src/lib/dns/plan/record-sets.ts';
import type { ZoneRecord } from '../../src/lib/dns/zone-record.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string };
interface Conflict { change_id: number; record_id: number; action: string; reason: string; base: ZoneRecord | null; live: ZoneRecord | null; mine: ZoneRecord | null; changed_by: { username: string | null; serial: number } | null }
interface Plan {
  base_serial: number; draft_version: number | null; origin: string | null; restored_serial: number | null;
  changes: ZoneChange[]; conflicts: Conflict[]; warnings: { code: string }[]; staged: { total: number; conflicts: number };
}

/** What one user does to the shared record: a TTL change, a content change, or its deletion. */
type Edit = 'ttl' | 'content' | 'delete';
const edits: readonly Edit[] = ['ttl', 'content', 'delete'];

describe('two drafts on one zone: conflicts are shown, never lost', () => {
  let api: TestApi;
  let mine: SignedInUser;
  let theirs: SignedInUser;
  let zone: number;
  let groupId: string;

  beforeAll(async () => {
    api = await startTestApi({}, { domains: 60 });
    const admin = await signInAs(api.baseUrl, 'admin');
    groupId = admin.groupId;
    addUser(api.db, groupId, 'dns-mine', ['dns-admin']);
    addUser(api.db, groupId, 'dns-theirs', ['dns-admin']);
    for (let n = 1; n <= 4; n += 1) addUser(api.db, groupId, `dns-racer${n}`, ['dns-admin']);
    mine = await signInAs(api.baseUrl, 'dns-mine');
    theirs = await signInAs(api.baseUrl, 'dns-theirs');
    zone = Number(api.db.prepare("SELECT id FROM dns_zones WHERE group_id = ? AND kind = 'forward' ORDER BY id LIMIT 1").get(groupId)?.id);
  });
  afterAll(() => api.close());

  const call = <T = Body>(user: SignedInUser, method: string, path: string, body?: unknown) =>
    callJson<T>(api.baseUrl, method, `/groups/${groupId}/zones/${zone}/${path}`, { token: user.token, body });
  const planOf = async (user: SignedInUser) => (await call<Plan>(user, 'GET', 'plan')).body;
  const publishPlan = (user: SignedInUser, plan: Plan) =>
    call(user, 'POST', 'publish', { base_serial: plan.base_serial, draft_version: plan.draft_version, confirm: plan.warnings.map((warning) => warning.code) });
  const serial = () => Number(api.db.prepare('SELECT serial FROM dns_zones WHERE id = ?').get(zone)?.serial);
  const liveRows = () => api.db.prepare('SELECT id, name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id = ? ORDER BY id').all(zone).map((row) => ({
    id: Number(row.id), name: String(row.name), type: String(row.type), ttl: Number(row.ttl), content: String(row.content),
    priority: row.priority === null ? null : Number(row.priority), disabled: Number(row.disabled) === 1, comment: row.comment === null ? null : String(row.comment),
  }));
  const withoutSoa = (records: readonly ZoneRecord[]) => records.filter((record) => record.type !== 'SOA').map(({ name, type, ttl, content, priority, disabled, comment }) => recordFingerprint({ name, type, ttl, content, priority, disabled, comment })).sort();
  const publishEntries = () => Number(api.db.prepare("SELECT count(*) AS n FROM audit_log WHERE resource_type = 'dns_zone' AND resource_id = ? AND action = 'publish'").get(String(zone))?.n);
  const snapshot = () => JSON.stringify({ serial: serial(), records: liveRows(), log: publishEntries() });

  let made = 0;
  /** A record of its own for one case, published by the owner of neither draft. */
  const freshRecord = async (): Promise<{ id: number; name: string }> => {
    made += 1;
    const name = `shared${made}`;
    expect((await call(theirs, 'POST', 'draft/changes', { action: 'create', record: { name, type: 'A', ttl: 3600, content: `192.0.2.${made}` } })).status).toBe(201);
    expect((await publishPlan(theirs, await planOf(theirs))).status).toBe(200);
    const row = liveRows().find((record) => record.name === name)!;
    return { id: row.id, name };
  };
  const stageEdit = (user: SignedInUser, recordId: number, edit: Edit, tag: string) => {
    if (edit === 'delete') return call(user, 'POST', 'draft/changes', { action: 'delete', record: { id: recordId } });
    const change = edit === 'ttl' ? { ttl: tag === 'mine' ? 900 : 1800 } : { content: tag === 'mine' ? '198.51.100.1' : '198.51.100.2' };
    return call(user, 'POST', 'draft/changes', { action: 'update', record: { id: recordId, ...change } });
  };
  const discardAll = async () => {
    await call(mine, 'DELETE', 'draft');
    await call(theirs, 'DELETE', 'draft');
  };

  for (const myEdit of edits) {
    for (const theirEdit of edits) {
      for (const order of ['mine first', 'theirs first'] as const) {
        it(`I ${myEdit}, they ${theirEdit} and publish (${order} staged): a conflict to resolve, or exactly my plan`, async () => {
          const record = await freshRecord();
          const first = order === 'mine first' ? [mine, theirs] : [theirs, mine];
          for (const user of first) expect((await stageEdit(user, record.id, user === mine ? myEdit : theirEdit, user === mine ? 'mine' : 'theirs')).status).toBe(201);
          const theirPlan = await planOf(theirs);
          expect(theirPlan.conflicts).toEqual([]);
          expect((await publishPlan(theirs, theirPlan)).status).toBe(200);

          const live = liveRows();
          const plan = await planOf(mine);
          // Both deleted it: mine is done already, and is no conflict.
          const expectConflict = !(myEdit === 'delete' && theirEdit === 'delete');
          expect(plan.conflicts.length).toBe(expectConflict ? 1 : 0);
          expect(plan.staged).toEqual({ total: 1, conflicts: expectConflict ? 1 : 0 });
          if (!expectConflict) {
            expect(plan.changes).toEqual([]);
            await discardAll();
            return;
          }
          const [conflict] = plan.conflicts;
          expect(conflict).toMatchObject({
            reason: theirEdit === 'delete' ? (myEdit === 'delete' ? 'record_gone' : 'record_gone') : 'record_changed',
            base: { name: record.name, content: expect.any(String) },
            changed_by: { username: 'dns-theirs', serial: serial() },
          });
          // A conflict left in a publish: refused, nothing changes.
          const untouched = snapshot();
          const refused = await publishPlan(mine, plan);
          expect(refused.status).toBe(409);
          expect(refused.body.code).toBe('draft_conflicts');
          expect(snapshot()).toBe(untouched);

          const resolution = (made % 2 === 0 ? 'keep_mine' : 'take_theirs');
          expect((await call(mine, 'POST', `draft/changes/${conflict!.change_id}/resolve`, { resolution })).status).toBe(200);
          const resolved = await planOf(mine);
          expect(resolved.conflicts).toEqual([]);
          if (resolved.changes.length > 0) {
            expect((await publishPlan(mine, resolved)).status).toBe(200);
            // Exactly what the plan showed.
            expect(withoutSoa(liveRows())).toEqual(withoutSoa(applyPlan(live, resolved.changes)));
          }
          const now = liveRows().filter((row) => row.name === record.name);
          if (resolution === 'take_theirs') {
            expect(withoutSoa(now)).toEqual(withoutSoa(live.filter((row) => row.name === record.name)));
          } else if (myEdit === 'delete') {
            expect(now).toEqual([]);
          } else {
            expect(now).toHaveLength(1);
            expect(now[0]).toMatchObject(myEdit === 'ttl' ? { ttl: 900 } : { content: '198.51.100.1' });
          }
          await discardAll();
        });
      }
    }
  }

  it('a change staged after their publish rebases on it, and their unrelated change never comes back', async () => {
    const record = await freshRecord();
    const other = await freshRecord();
    expect((await stageEdit(mine, record.id, 'ttl', 'mine')).status).toBe(201);
    expect((await stageEdit(theirs, other.id, 'content', 'theirs')).status).toBe(201);
    expect((await publishPlan(theirs, await planOf(theirs))).status).toBe(200);
    const plan = await planOf(mine);
    expect(plan.conflicts).toEqual([]);
    expect(plan.changes.map((change) => `${change.action} ${change.name}`)).toEqual([`modify ${record.name}`]);
    expect((await publishPlan(mine, plan)).status).toBe(200);
    expect(liveRows().find((row) => row.id === other.id)).toMatchObject({ content: '198.51.100.2' });
    expect(liveRows().find((row) => row.id === record.id)).toMatchObject({ ttl: 900 });
  });

  it('the same change made by both is no conflict', async () => {
    const record = await freshRecord();
    expect((await stageEdit(mine, record.id, 'content', 'mine')).status).toBe(201);
    expect((await call(theirs, 'POST', 'draft/changes', { action: 'update', record: { id: record.id, content: '198.51.100.1' } })).status).toBe(201);
    expect((await publishPlan(theirs, await planOf(theirs))).status).toBe(200);
    const plan = await planOf(mine);
    expect(plan.conflicts).toEqual([]);
    expect(plan.changes).toEqual([]);
    await discardAll();
  });

  it('publishes only the plan reviewed: a change staged since (another tab) is a 409 with the new plan, and nothing changes', async () => {
    const record = await freshRecord();
    const other = await freshRecord();
    expect((await stageEdit(mine, record.id, 'ttl', 'mine')).status).toBe(201);
    const reviewed = await planOf(mine);
    // The second tab deletes another record: it never appeared in the plan reviewed.
    expect((await stageEdit(mine, other.id, 'delete', 'mine')).status).toBe(201);
    const unchanged = snapshot();
    const refused = await call<Body & { plan: Plan }>(mine, 'POST', 'publish', { base_serial: reviewed.base_serial, draft_version: reviewed.draft_version });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('stale_plan');
    expect(refused.body.plan.changes.map((change) => `${change.action} ${change.name}`).sort()).toEqual([`delete ${other.name}`, `modify ${record.name}`]);
    expect(snapshot()).toBe(unchanged);
    // Without the plan's identity nothing is published either.
    expect((await call(mine, 'POST', 'publish', { base_serial: reviewed.base_serial })).status).toBe(400);
    expect(snapshot()).toBe(unchanged);
    await discardAll();
  });

  it('N publishes racing on one serial: one wins, one serial step, one DNS-log entry', async () => {
    const racers = await Promise.all([1, 2, 3, 4].map((n) => signInAs(api.baseUrl, `dns-racer${n}`)));
    for (const [index, racer] of racers.entries()) {
      expect((await call(racer, 'POST', 'draft/changes', { action: 'create', record: { name: `race${index}`, type: 'TXT', ttl: 3600, content: `"racer ${index}"` } })).status).toBe(201);
    }
    const plans = await Promise.all(racers.map((racer) => planOf(racer)));
    const before = serial();
    const entries = publishEntries();
    const answers = await Promise.all(racers.map((racer, index) => publishPlan(racer, plans[index]!)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'stale_plan')).toBe(true);
    expect(serial()).toBeGreaterThan(before);
    expect(publishEntries()).toBe(entries + 1);
    expect(api.db.prepare("SELECT count(*) AS n FROM dns_records WHERE zone_id = ? AND name LIKE 'race%'").get(zone)?.n).toBe(1);
    expect(api.db.prepare('SELECT count(*) AS n FROM dns_zone_versions WHERE zone_id = ? AND serial = ?').get(zone, serial())?.n).toBe(1);
    for (const racer of racers) await call(racer, 'DELETE', 'draft');
  });

  it('Discard keeps the draft for an undo, until another draft is begun', async () => {
    const record = await freshRecord();
    expect((await stageEdit(mine, record.id, 'ttl', 'mine')).status).toBe(201);
    expect((await call(mine, 'POST', 'draft/changes', { action: 'create', record: { name: 'undo-me', type: 'A', ttl: 3600, content: '192.0.2.200' } })).status).toBe(201);
    expect((await call(mine, 'DELETE', 'draft')).status).toBe(204);
    const empty = await call(mine, 'GET', 'draft');
    expect(empty.body).toMatchObject({ counts: { total: 0 }, discarded: { change_count: 2 } });
    const back = await call(mine, 'POST', 'draft/undo-discard');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ counts: { create: 1, update: 1, total: 2 }, discarded: null, conflicts: 0 });
    // A change kept its base: it is still staged on the record as it was.
    const plan = await planOf(mine);
    expect(plan.changes.map((change) => `${change.action} ${change.name}`).sort()).toEqual(['create undo-me', `modify ${record.name}`]);
    expect((await call(mine, 'POST', 'draft/undo-discard')).status).toBe(404);

    expect((await call(mine, 'DELETE', 'draft')).status).toBe(204);
    expect((await stageEdit(mine, record.id, 'content', 'mine')).status).toBe(201);
    expect((await call(mine, 'POST', 'draft/undo-discard')).status).toBe(409);
    await discardAll();
  });

  it('Restore asks before it replaces a draft with changes, and its plan and DNS-log entry say which serial it restores', async () => {
    const versions = (await call<{ data: { serial: number }[] }>(mine, 'GET', 'versions')).body.data;
    const older = versions[1]!.serial;
    expect((await call(mine, 'POST', `versions/${serial()}/restore`)).status).toBe(400);
    expect((await call(mine, 'POST', 'draft/changes', { action: 'create', record: { name: 'kept-draft', type: 'A', ttl: 3600, content: '192.0.2.201' } })).status).toBe(201);
    const asked = await call(mine, 'POST', `versions/${older}/restore`);
    expect(asked.status).toBe(409);
    expect(asked.body, JSON.stringify(asked.body)).toMatchObject({ code: 'draft_not_empty', counts: { total: 1 } });
    expect((await call(mine, 'GET', 'draft')).body).toMatchObject({ counts: { total: 1 } });

    const restored = await call(mine, 'POST', `versions/${older}/restore`, { replace_draft: true });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ origin: 'restore', restored_serial: older });
    const plan = await planOf(mine);
    expect(plan).toMatchObject({ origin: 'restore', restored_serial: older, conflicts: [] });
    expect((await publishPlan(mine, plan)).status).toBe(200);
    const entry = api.db.prepare("SELECT after FROM audit_log WHERE resource_type = 'dns_zone' AND resource_id = ? AND action = 'publish' ORDER BY id DESC LIMIT 1").get(String(zone));
    expect(JSON.parse(String(entry?.after))).toMatchObject({ restored_serial: older });
    // The draft it replaced can still come back.
    expect((await call(mine, 'POST', 'draft/undo-discard')).status).toBe(200);
    expect((await planOf(mine)).changes.map((change) => change.name)).toEqual(['kept-draft']);
    await discardAll();
  });
});
