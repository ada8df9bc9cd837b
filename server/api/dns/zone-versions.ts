/**
 * Restore points of a zone (DESIGN.md section 12): every publish keeps the whole record set it
 * left and its diff; the first publish also keeps the state it started from. Restoring a
 * version stages, in the user's draft, the changes that bring its records back
 * (zone-restore-plan.ts).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { recordSetKey } from '../../../src/lib/dns/plan/record-sets.ts';
import type { ZoneRecord } from '../../../src/lib/dns/zone-record.ts';
import type { Caller } from '../resources/resource-store.ts';
import type { ZoneRow } from './zone-rows.ts';

export interface ZoneVersionSummary {
  serial: number;
  previous_serial: number | null;
  record_count: number;
  counts: Record<string, number>;
  user_id: number | null;
  username: string | null;
  created_at: string;
  /** The serial this publish brought back, when it restored one. */
  restored_serial: number | null;
}

/** A record set as a publish changed it: what the version keeps as its diff. */
export interface PublishedChange {
  action: 'create' | 'modify' | 'delete';
  name: string;
  type: string;
  before: ZoneRecord[];
  after: ZoneRecord[];
}

export interface ChangedBy {
  serial: number;
  username: string | null;
  at: string;
}

export interface ZoneVersions {
  /** Keeps the zone as it is now, when no restore point exists yet (before its first publish). */
  keepBaseline(zone: ZoneRow, caller: Caller, records: readonly ZoneRecord[], at: string): void;
  keep(zone: ZoneRow, serial: number, caller: Caller, records: readonly ZoneRecord[], changes: unknown, counts: Record<string, number>, at: string, restoredSerial?: number | null): void;
  /** Newest first. */
  list(zoneId: number, limit: number, offset: number): { data: ZoneVersionSummary[]; total: number };
  recordsOf(zoneId: number, serial: number): ZoneRecord[] | undefined;
  /** How many records the version holds; undefined when the zone has no such version. */
  recordCountOf(zoneId: number, serial: number): number | undefined;
  /** Who last published a change to each record set (name + type key, recordSetKey) after a serial, when. */
  changedSince(zoneId: number, serial: number, keys: ReadonlySet<string>): Map<string, ChangedBy>;
  /** One version whole: its summary, the diff that made it and its records. */
  one(zoneId: number, serial: number): (ZoneVersionSummary & { changes: PublishedChange[]; records: ZoneRecord[] }) | undefined;
}

export function createZoneVersions(db: DatabaseSync): ZoneVersions {
  const count: StatementSync = db.prepare('SELECT count(*) AS n FROM dns_zone_versions WHERE zone_id = ?');
  const insert: StatementSync = db.prepare(`INSERT INTO dns_zone_versions
    (group_id, zone_id, serial, previous_serial, records, changes, counts, record_count, user_id, username, created_at, updated_at, restored_serial)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const page: StatementSync = db.prepare(`SELECT serial, previous_serial, record_count, counts, user_id, username, created_at, restored_serial
    FROM dns_zone_versions WHERE zone_id = ? ORDER BY serial DESC LIMIT ? OFFSET ?`);
  const records: StatementSync = db.prepare('SELECT records FROM dns_zone_versions WHERE zone_id = ? AND serial = ?');
  const recordCount: StatementSync = db.prepare('SELECT record_count FROM dns_zone_versions WHERE zone_id = ? AND serial = ?');
  const whole: StatementSync = db.prepare('SELECT * FROM dns_zone_versions WHERE zone_id = ? AND serial = ?');
  const since: StatementSync = db.prepare('SELECT serial, username, created_at, changes FROM dns_zone_versions WHERE zone_id = ? AND serial > ? ORDER BY serial DESC');
  const summaryOf = (row: Record<string, unknown>): ZoneVersionSummary => ({
    serial: Number(row.serial),
    previous_serial: row.previous_serial === null ? null : Number(row.previous_serial),
    record_count: Number(row.record_count),
    counts: JSON.parse(String(row.counts)) as Record<string, number>,
    user_id: row.user_id === null ? null : Number(row.user_id),
    username: row.username === null ? null : String(row.username),
    created_at: String(row.created_at),
    restored_serial: row.restored_serial === null || row.restored_serial === undefined ? null : Number(row.restored_serial),
  });
  const keep = (zone: ZoneRow, serial: number, previous: number | null, caller: Caller | null, list: readonly ZoneRecord[], changes: unknown, counts: Record<string, number>, at: string, restored: number | null = null) => {
    const user = caller?.scope.auth.user;
    insert.run(zone.group_id, zone.id, serial, previous, JSON.stringify(list), JSON.stringify(changes), JSON.stringify(counts), list.length, user?.id ?? null, user?.username ?? null, at, at, restored);
  };
  return {
    keepBaseline(zone, _caller, list, at) {
      if (Number(count.get(zone.id)?.n) > 0) return;
      keep(zone, zone.serial, null, null, list, [], {}, zone.published_at ?? at);
    },
    keep(zone, serial, caller, list, changes, counts, at, restoredSerial = null) {
      keep(zone, serial, zone.serial, caller, list, changes, counts, at, restoredSerial);
    },
    list(zoneId, limit, offset) {
      const data = page.all(zoneId, limit, offset).map(summaryOf);
      return { data, total: Number(count.get(zoneId)?.n) };
    },
    recordsOf(zoneId, serial) {
      const row = records.get(zoneId, serial);
      return row ? (JSON.parse(String(row.records)) as ZoneRecord[]) : undefined;
    },
    recordCountOf(zoneId, serial) {
      const row = recordCount.get(zoneId, serial);
      return row ? Number(row.record_count) : undefined;
    },
    changedSince(zoneId, serial, keys) {
      const found = new Map<string, ChangedBy>();
      if (keys.size === 0) return found;
      for (const row of since.iterate(zoneId, serial)) {
        for (const change of JSON.parse(String(row.changes)) as { name: string; type: string }[]) {
          const key = recordSetKey(change);
          if (keys.has(key) && !found.has(key)) found.set(key, { serial: Number(row.serial), username: row.username === null ? null : String(row.username), at: String(row.created_at) });
        }
        if (found.size === keys.size) break;
      }
      return found;
    },
    one(zoneId, serial) {
      const row = whole.get(zoneId, serial);
      if (!row) return undefined;
      return { ...summaryOf(row), changes: JSON.parse(String(row.changes)) as PublishedChange[], records: JSON.parse(String(row.records)) as ZoneRecord[] };
    },
  };
}

