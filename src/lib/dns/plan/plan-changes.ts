/**
 * The plan of a draft (DESIGN.md section 12, "Draft, plan, publish"): the difference between
 * the live zone and the draft per record set — create, modify (old → new) or delete — sorted
 * by name then type. A record set whose records are the same (as multisets) is not a change.
 */
import type { ZoneRecord } from '../zone-record.ts';
import { compareLoweredSets, groupRecordSets, recordFingerprint, recordSetKey } from './record-sets.ts';

export type ZoneChangeAction = 'create' | 'modify' | 'delete';

export interface ZoneChange<T extends ZoneRecord = ZoneRecord> {
  action: ZoneChangeAction;
  name: string;
  type: string;
  before: T[];
  after: T[];
}

function sortedFingerprints(records: readonly ZoneRecord[]): string[] {
  return records.map(recordFingerprint).sort();
}

function sameRecords(a: readonly ZoneRecord[], b: readonly ZoneRecord[]): boolean {
  if (a.length !== b.length) return false;
  // A set no change touched holds the very same objects: no need to print them (zones of 10 000 records).
  if (a.every((record, index) => record === b[index])) return true;
  const [left, right] = [sortedFingerprints(a), sortedFingerprints(b)];
  return left.every((fingerprint, index) => fingerprint === right[index]);
}

function inOrder<T extends ZoneRecord>(records: readonly T[]): T[] {
  if (records.length < 2) return [...records];
  return records
    .map((record) => ({ record, key: recordFingerprint(record) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.record);
}

export function planChanges<T extends ZoneRecord>(live: readonly T[], draft: readonly T[]): ZoneChange<T>[] {
  const liveSets = groupRecordSets(live);
  const draftSets = groupRecordSets(draft);
  const changes: ZoneChange<T>[] = [];
  for (const [key, set] of liveSets) {
    const next = draftSets.get(key);
    if (!next) changes.push({ action: 'delete', name: set.name, type: set.type, before: inOrder(set.records), after: [] });
    else if (!sameRecords(set.records, next.records)) {
      changes.push({ action: 'modify', name: next.name, type: next.type, before: inOrder(set.records), after: inOrder(next.records) });
    }
  }
  for (const [key, set] of draftSets) {
    if (!liveSets.has(key)) changes.push({ action: 'create', name: set.name, type: set.type, before: [], after: inOrder(set.records) });
  }
  return sortedBySet(changes);
}

/** compareRecordSets' order, each name lowered once rather than at every comparison (plans of 20 000 sets). */
function sortedBySet<T extends ZoneRecord>(changes: ZoneChange<T>[]): ZoneChange<T>[] {
  return changes
    .map((change) => ({ change, name: change.name.toLowerCase() }))
    .sort((a, b) => compareLoweredSets(a.name, a.change.type, b.name, b.change.type))
    .map((entry) => entry.change);
}

/** Applies a plan to the live zone: each changed record set is replaced by its `after`. */
export function applyPlan<T extends ZoneRecord>(live: readonly T[], changes: readonly ZoneChange<T>[]): T[] {
  const changed = new Set(changes.map((change) => recordSetKey(change)));
  const kept = live.filter((record) => !changed.has(recordSetKey(record)));
  return [...kept, ...changes.flatMap((change) => change.after)];
}

export function changeCounts(changes: readonly ZoneChange[]): Record<ZoneChangeAction, number> {
  const counts: Record<ZoneChangeAction, number> = { create: 0, modify: 0, delete: 0 };
  for (const change of changes) counts[change.action] += 1;
  return counts;
}
