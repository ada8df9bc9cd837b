/**
 * What restoring a version stages (DESIGN.md section 12), planned without writing: the changes
 * that turn the live records into the version's, as the slices the draft is staged from
 * (zone-draft-staging.ts), and the plan of that draft (imported-plan.ts), so that the plan the
 * user asks for next is read, not computed on the request thread. The same code runs in the zone worker (zone-worker.ts) for a large
 * zone and on the request thread for a small one.
 */
import { recordFingerprint } from '../../../src/lib/dns/plan/record-sets.ts';
import { soaSerialOf, withSoaSerial } from '../../../src/lib/dns/plan/soa-serial.ts';
import type { ZoneRecord } from '../../../src/lib/dns/zone-record.ts';
import { slicesOf, type PlannedChanges } from './zone-draft-staging.ts';
import { basedOn, changeRow, draftRecords, type NewChange, type StagedChange } from './zone-drafts.ts';
import { importedPlan, type ImportedPlan } from './imported-plan.ts';
import { planBody } from './zone-plan.ts';
import { plainRecord, type StoredRecord, type ZoneRow } from './zone-rows.ts';

/**
 * The changes that turn the live records into the version's: live records the version does not
 * hold are deleted, the version's records the zone lacks are created; the SOA is compared
 * with the live serial, which publishing moves on anyway.
 */
export function restoreChanges(live: readonly StoredRecord[], version: readonly ZoneRecord[]): NewChange[] {
  const liveSerial = live.map((record) => (record.type === 'SOA' ? soaSerialOf(record.content) : null)).find((serial) => serial !== null) ?? null;
  const target = version.map((record) => (record.type === 'SOA' && liveSerial !== null ? { ...record, content: withSoaSerial(record.content, liveSerial) } : record));
  const wanted = new Map<string, ZoneRecord[]>();
  for (const record of target) {
    const key = recordFingerprint(record);
    wanted.set(key, [...(wanted.get(key) ?? []), record]);
  }
  const changes: NewChange[] = [];
  for (const record of live) {
    const matches = wanted.get(recordFingerprint(record));
    if (matches && matches.length > 0) matches.pop();
    else changes.push({ action: 'delete', record_id: record.id ?? null, record: null });
  }
  for (const remaining of wanted.values()) for (const record of remaining) changes.push({ action: 'create', record_id: null, record });
  return changes;
}

export interface RestoreChanges extends PlannedChanges {
  /** The plan of the draft the changes make, which the user reviews next, made here as an import makes its own. */
  readonly plan: ImportedPlan;
}

/** The restore's changes, each delete with the live record it is staged on, as slices to stage, and the plan they make. */
export function planZoneRestore(zone: ZoneRow, live: readonly StoredRecord[], version: readonly ZoneRecord[]): RestoreChanges {
  const changes = basedOn(restoreChanges(live, version), live);
  // Stand-in ids, 1, 2 … in staging order, as an import's plan has them (importedPlanPages maps them to the draft's).
  const staged: StagedChange[] = changes.map((change, index) => ({ ...change, record: change.record && plainRecord(change.record), base: change.base ?? null, id: index + 1 }));
  const plan = importedPlan(planBody(zone, live, draftRecords(live, staged).records, staged));
  return { slices: slicesOf(changes, changeRow), total: changes.length, plan };
}
