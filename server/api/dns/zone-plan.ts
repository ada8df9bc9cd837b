/**
 * A zone's plan as the API answers it (DESIGN.md section 12): the record-set changes from the
 * live zone to the user's draft, the warnings that need confirming, and the zone-rule problems
 * of the draft, which block publishing. `base_serial` is the serial of the live zone the plan
 * was made on: publishing pins it.
 */
import { checkZone } from '../../../src/lib/dns/check-zone.ts';
import { changeCounts, planChanges, type ZoneChange, type ZoneChangeAction } from '../../../src/lib/dns/plan/plan-changes.ts';
import { planWarnings, type PlanWarning } from '../../../src/lib/dns/plan/plan-warnings.ts';
import { draftRecords, type DraftConflict, type DraftRow, type StagedChange } from './zone-drafts.ts';
import type { StoredRecord, ZoneRow } from './zone-rows.ts';

export interface ZonePlan {
  zone_id: number;
  base_serial: number;
  /** The serial the draft was begun on; when it differs from base_serial the zone moved meanwhile. */
  draft_base_serial: number | null;
  /** The version of the draft the plan shows; publishing with it refuses a draft changed since (another tab). */
  draft_version: number | null;
  changes: PlannedChange[];
  warnings: PlanWarning[];
  problems: ReturnType<typeof checkZone>;
  conflicts: DraftConflict[];
  counts: Record<ZoneChangeAction, number>;
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

export function computePlan(zone: ZoneRow, draft: DraftRow | undefined, live: readonly StoredRecord[], staged: readonly StagedChange[]): ComputedPlan {
  const { records, conflicts } = draftRecords(live, staged);
  const changes = withChangeIds(planChanges(live, records), staged);
  return {
    draftRecords: records,
    plan: {
      zone_id: zone.id,
      base_serial: zone.serial,
      draft_base_serial: draft?.base_serial ?? null,
      draft_version: draft?.version ?? null,
      changes,
      warnings: planWarnings(live, records, changes),
      problems: changes.length > 0 ? checkZone(records, { name: zone.name }) : [],
      conflicts,
      counts: changeCounts(changes),
      records: { before: live.length, after: records.length },
    },
  };
}
