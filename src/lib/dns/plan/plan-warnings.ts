/**
 * The safety checks of a plan (DESIGN.md section 12): each needs an explicit confirmation
 * before publishing. Codes are stable; the portal words them from `values`.
 */
import type { ZoneRecord } from '../zone-record.ts';
import type { ZoneChange } from './plan-changes.ts';
import { recordDataKey, recordFingerprint } from './record-sets.ts';

/** What a plan may ask the user to confirm before it is published. */
export const planWarningCodes = ['apex_ns_change', 'mass_delete', 'low_ttl', 'cname_shadow'] as const;
export type PlanWarningCode = (typeof planWarningCodes)[number];

export interface PlanWarning {
  code: PlanWarningCode;
  message: string;
  confirm: true;
  values: Record<string, string>;
}

/** octoDNS's safety stop: more than this share of the records deleted, in zones of at least `massDeleteMinimumRecords`. */
export const massDeleteShare = 0.3;
export const massDeleteMinimumRecords = 10;
export const lowTtlSeconds = 300;

/** Records of `before` whose data no longer appears in `after` (as multisets). */
export function deletedRecordCount(change: ZoneChange): number {
  // A created set deletes nothing, a deleted one all it held: no record need be keyed (an import creates 20 000 sets).
  if (change.before.length === 0 || change.after.length === 0) return change.before.length;
  const remaining = new Map<string, number>();
  for (const record of change.after) {
    const key = recordDataKey(record);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  let deleted = 0;
  for (const record of change.before) {
    const key = recordDataKey(record);
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else deleted += 1;
  }
  return deleted;
}

function lowTtlRecords(changes: readonly ZoneChange[]): ZoneRecord[] {
  return changes.flatMap((change) => {
    const low = change.after.filter((record) => record.ttl < lowTtlSeconds);
    if (low.length === 0 || change.before.length === 0) return low;
    const unchanged = new Set(change.before.map(recordFingerprint));
    return low.filter((record) => !unchanged.has(recordFingerprint(record)));
  });
}

function shadowingCnames(draft: readonly ZoneRecord[], changes: readonly ZoneChange[]): string[] {
  const touched = new Set(changes.map((change) => change.name.toLowerCase()));
  const atName = new Map<string, ZoneRecord[]>();
  for (const record of draft) {
    if (record.disabled) continue;
    const name = record.name.toLowerCase();
    if (!touched.has(name)) continue;
    const records = atName.get(name);
    if (records) records.push(record);
    else atName.set(name, [record]);
  }
  return [...atName].filter(([, records]) => records.length > 1 && records.some((record) => record.type === 'CNAME')).map(([name]) => name).sort();
}

const list = (names: readonly string[]) => [...new Set(names)].slice(0, 10).join(', ');

export function planWarnings(live: readonly ZoneRecord[], draft: readonly ZoneRecord[], changes: readonly ZoneChange[]): PlanWarning[] {
  const warnings: PlanWarning[] = [];
  if (changes.some((change) => change.name === '@' && change.type === 'NS')) {
    warnings.push({ code: 'apex_ns_change', confirm: true, values: {}, message: 'The name servers at the apex change: the zone may stop resolving if they are wrong.' });
  }
  const deleted = changes.reduce((sum, change) => sum + deletedRecordCount(change), 0);
  if (live.length >= massDeleteMinimumRecords && deleted > live.length * massDeleteShare) {
    const percent = String(Math.round((deleted / live.length) * 100));
    warnings.push({ code: 'mass_delete', confirm: true, values: { count: String(deleted), total: String(live.length), percent }, message: `${deleted} of the zone's ${live.length} records (${percent} %) would be deleted.` });
  }
  const lowTtl = lowTtlRecords(changes);
  if (lowTtl.length > 0) {
    const names = list(lowTtl.map((record) => record.name));
    warnings.push({ code: 'low_ttl', confirm: true, values: { count: String(lowTtl.length), names, ttl: String(lowTtlSeconds) }, message: `${lowTtl.length} changed records have a TTL below ${lowTtlSeconds} seconds (${names}).` });
  }
  const shadowed = shadowingCnames(draft, changes);
  if (shadowed.length > 0) {
    const names = list(shadowed);
    warnings.push({ code: 'cname_shadow', confirm: true, values: { names }, message: `A CNAME would share its name with other records (${names}); resolvers would ignore them.` });
  }
  return warnings;
}
