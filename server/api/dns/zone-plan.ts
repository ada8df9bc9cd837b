/**
 * A zone's plan as the API answers it (DESIGN.md section 12): the record-set changes from the
 * live zone to the user's draft, the warnings that need confirming, the zone-rule problems of
 * the draft and its conflicts (changes to records someone else changed or deleted since), which
 * block publishing. A plan's identity is `base_serial` (the live zone it was made on) and
 * `draft_version` (the draft it shows): publishing names both, so only what was reviewed goes live.
 */
import { checkZone } from '../../../src/lib/dns/check-zone.ts';
import { changeCounts, planChanges, type ZoneChange, type ZoneChangeAction } from '../../../src/lib/dns/plan/plan-changes.ts';
import { planWarnings, type PlanWarning } from '../../../src/lib/dns/plan/plan-warnings.ts';
import { recordSetKey } from '../../../src/lib/dns/plan/record-sets.ts';
import { draftRecords, type DraftConflict, type DraftOrigin, type DraftRow, type StagedChange } from './zone-drafts.ts';
import type { StoredRecord, ZoneRow } from './zone-rows.ts';
import type { ChangedBy } from './zone-versions.ts';

/** A conflict with the publish that made it: who, when, at which serial (null when no restore point names it). */
export type PlanConflict = DraftConflict & { changed_by: ChangedBy | null };

export interface ZonePlan {
  zone_id: number;
  base_serial: number;
  /** The serial the draft was begun on; when it differs from base_serial the zone moved meanwhile. */
  draft_base_serial: number | null;
  /** The version of the draft the plan shows; publishing names it, and a draft changed since (another tab) is refused. */
  draft_version: number | null;
  /** Where the draft came from; a restore names the serial it brings back. */
  origin: DraftOrigin | null;
  restored_serial: number | null;
  changes: PlannedChange[];
  warnings: PlanWarning[];
  problems: ReturnType<typeof checkZone>;
  conflicts: PlanConflict[];
  counts: Record<ZoneChangeAction, number>;
  /** The draft's staged changes, and how many of them are in conflict (left out of `changes` until resolved). */
  staged: { total: number; conflicts: number };
  records: { before: number; after: number };
}

/** A record set's change, with the staged changes that make it: leaving the set out unstages them. */
export type PlannedChange = ZoneChange<StoredRecord> & { change_ids: number[] };

/** The staged changes behind each record set's change: what it creates or changes to (after), what it changes or deletes (before). */
function withChangeIds(changes: readonly ZoneChange<StoredRecord>[], staged: readonly StagedChange[]): PlannedChange[] {
  const byRecord = new Map<number, number>();
  for (const change of staged) if (change.record_id !== null) byRecord.set(change.record_id, change.id);
  return changes.map((change) => {
    const ids = new Set<number>();
    for (const record of change.after) if (record.change_id !== undefined) ids.add(record.change_id);
    for (const record of change.before) {
      const id = record.id === undefined ? undefined : byRecord.get(record.id);
      if (id !== undefined) ids.add(id);
    }
    return { ...change, change_ids: [...ids].sort((a, b) => a - b) };
  });
}

export interface ComputedPlan {
  plan: ZonePlan;
  draftRecords: StoredRecord[];
}

/** What a plan shows of the zone a draft makes, without its identity and conflicts: an import computes it off the request thread. */
export type PlanBody = Pick<ZonePlan, 'changes' | 'warnings' | 'problems' | 'counts' | 'records'>;

/** Who changed the record sets of the conflicts since the draft began (zone-versions' changedSince). */
export type ConflictAuthors = (sinceSerial: number, keys: ReadonlySet<string>) => Map<string, ChangedBy>;

const conflictKey = (conflict: DraftConflict) => recordSetKey((conflict.base ?? conflict.live ?? conflict.mine)!);

/**
 * The changes from `live` to the draft's `records`, their warnings and the zone rules' problems
 * (`problemsOf`, asked only when something changes: an import has them already).
 */
export function planBody(zone: ZoneRow, live: readonly StoredRecord[], records: readonly StoredRecord[], staged: readonly StagedChange[], problemsOf = () => checkZone(records, { name: zone.name })): PlanBody {
  const changes = withChangeIds(planChanges(live, records), staged);
  const problems = changes.length > 0 ? problemsOf() : [];
  // A CNAME beside other records is a problem that blocks publishing: confirming it as a warning too would mean nothing.
  const cnameRefused = problems.some((found) => found.key === 'problems.cnameNotAlone');
  const warnings = planWarnings(live, records, changes).filter((warning) => !(cnameRefused && warning.code === 'cname_shadow'));
  return { changes, warnings, problems, counts: changeCounts(changes), records: { before: live.length, after: records.length } };
}

/** A plan whose record-set changes are read a page at a time (an imported draft's are made only as they are asked for). */
export interface PlanPages {
  readonly head: Omit<ZonePlan, 'changes'>;
  readonly total: number;
  changes(from: number, to: number): PlannedChange[];
}

export function pagesOfPlan(plan: ZonePlan): PlanPages {
  const { changes, ...head } = plan;
  return { head, total: changes.length, changes: (from, to) => changes.slice(from, to) };
}

/** What a plan says besides its changes, of a draft whose body is known and which has no conflict: a fresh import's. */
export function planHead(zone: ZoneRow, draft: DraftRow, body: Omit<PlanBody, 'changes'>, stagedTotal: number): Omit<ZonePlan, 'changes'> {
  return {
    zone_id: zone.id, base_serial: zone.serial, draft_base_serial: draft.base_serial, draft_version: draft.version, origin: draft.origin,
    restored_serial: draft.restored_serial, ...body, conflicts: [], staged: { total: stagedTotal, conflicts: 0 },
  };
}

export function computePlan(zone: ZoneRow, draft: DraftRow | undefined, live: readonly StoredRecord[], staged: readonly StagedChange[], authors?: ConflictAuthors): ComputedPlan {
  const { records, conflicts } = draftRecords(live, staged);
  const body = planBody(zone, live, records, staged);
  const keys = new Set(conflicts.filter((conflict) => conflict.base ?? conflict.live ?? conflict.mine).map(conflictKey));
  const who = authors && draft && keys.size > 0 ? authors(draft.base_serial, keys) : new Map<string, ChangedBy>();
  return {
    draftRecords: records,
    plan: {
      zone_id: zone.id,
      base_serial: zone.serial,
      draft_base_serial: draft?.base_serial ?? null,
      draft_version: draft?.version ?? null,
      origin: draft?.origin ?? null,
      restored_serial: draft?.restored_serial ?? null,
      changes: body.changes,
      warnings: body.warnings,
      problems: body.problems,
      conflicts: conflicts.map((conflict) => ({ ...conflict, changed_by: conflict.base ?? conflict.live ?? conflict.mine ? (who.get(conflictKey(conflict)) ?? null) : null })),
      counts: body.counts,
      staged: { total: staged.length, conflicts: conflicts.length },
      records: body.records,
    },
  };
}
