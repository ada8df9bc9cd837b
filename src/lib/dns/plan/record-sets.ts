/** Record sets: the records of one name and type (DESIGN.md section 12), the unit a plan changes. */
import type { ZoneRecord } from '../zone-record.ts';

export interface RecordSet<T extends ZoneRecord = ZoneRecord> {
  name: string;
  type: string;
  records: T[];
}

/** Names compare without case (DNS names do); types are upper case already. */
export function recordSetKey(record: Pick<ZoneRecord, 'name' | 'type'>): string {
  return `${record.name.toLowerCase()}\u0000${record.type}`;
}

/** Everything a publish would store of a record, as one string: equal strings, equal records. */
export function recordFingerprint(record: ZoneRecord): string {
  return JSON.stringify([record.name, record.type, record.ttl, record.content, record.priority ?? null, record.disabled ?? false, record.comment ?? null]);
}

/** What the record says in DNS (its data), ignoring TTL, comment and whether it is served. */
export function recordDataKey(record: ZoneRecord): string {
  return JSON.stringify([record.name.toLowerCase(), record.type, record.content, record.priority ?? null]);
}

export function groupRecordSets<T extends ZoneRecord>(records: readonly T[]): Map<string, RecordSet<T>> {
  const sets = new Map<string, RecordSet<T>>();
  for (const record of records) {
    const key = recordSetKey(record);
    const set = sets.get(key);
    if (set) set.records.push(record);
    else sets.set(key, { name: record.name, type: record.type, records: [record] });
  }
  return sets;
}

/** Apex first, then names in ordinal order without case, then types. */
export function compareRecordSets(a: Pick<ZoneRecord, 'name' | 'type'>, b: Pick<ZoneRecord, 'name' | 'type'>): number {
  return compareLoweredSets(a.name.toLowerCase(), a.type, b.name.toLowerCase(), b.type);
}

/** compareRecordSets for names already in lower case (a sort of 20 000 sets lowers each name once). */
export function compareLoweredSets(nameA: string, typeA: string, nameB: string, typeB: string): number {
  if (nameA !== nameB) {
    if (nameA === '@') return -1;
    if (nameB === '@') return 1;
    return nameA < nameB ? -1 : 1;
  }
  return typeA < typeB ? -1 : typeA > typeB ? 1 : 0;
}
