/** Zones and their live records as the zone routes read them (DESIGN.md section 12). */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ZoneRecord } from '../../../src/lib/dns/zone-record.ts';
import { notFound, inScope, type GroupScope } from '../resources/group-scope.ts';

export interface ZoneRow {
  id: number;
  group_id: string;
  name: string;
  serial: number;
  /** The TTL an exported zone file names in `$TTL`. */
  default_ttl: number;
  published_at: string | null;
}

/** A record with the id it has (live) or the change that stages it (draft). */
export interface StoredRecord extends ZoneRecord {
  id?: number;
  change_id?: number;
}

export function recordOfRow(row: Record<string, unknown>): StoredRecord {
  return {
    id: Number(row.id),
    name: String(row.name),
    type: String(row.type),
    ttl: Number(row.ttl),
    content: String(row.content),
    priority: row.priority === null || row.priority === undefined ? null : Number(row.priority),
    disabled: Number(row.disabled) === 1,
    comment: row.comment === null || row.comment === undefined ? null : String(row.comment),
  };
}

export { plainRecord } from '../../../src/lib/dns/zone-record.ts';

export interface ZoneRows {
  /** The zone in the scope, or a 404 (another account's zone does not exist for a customer). */
  zoneOf(scope: GroupScope, rawId: string | undefined): ZoneRow;
  zoneById(id: number): ZoneRow;
  liveRecords(zoneId: number): StoredRecord[];
  liveCount(zoneId: number): number;
  liveRecord(zoneId: number, id: number): StoredRecord | undefined;
}

export function createZoneRows(db: DatabaseSync): ZoneRows {
  const zone: StatementSync = db.prepare('SELECT id, group_id, name, serial, default_ttl, published_at FROM dns_zones WHERE id = ?');
  const records: StatementSync = db.prepare('SELECT id, name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id = ? ORDER BY id');
  const record: StatementSync = db.prepare('SELECT id, name, type, ttl, priority, content, disabled, comment FROM dns_records WHERE zone_id = ? AND id = ?');
  const count: StatementSync = db.prepare('SELECT count(*) AS n FROM dns_records WHERE zone_id = ?');
  const zoneById = (id: number): ZoneRow => {
    const row = zone.get(id);
    if (!row) throw notFound('No such zone in this account.');
    return { id: Number(row.id), group_id: String(row.group_id), name: String(row.name), serial: Number(row.serial), default_ttl: Number(row.default_ttl), published_at: row.published_at === null ? null : String(row.published_at) };
  };
  return {
    zoneOf(scope, rawId) {
      if (rawId === undefined || !/^[0-9]{1,15}$/.test(rawId)) throw notFound('No such zone in this account.');
      const found = zoneById(Number(rawId));
      if (!inScope(scope, found.group_id)) throw notFound('No such zone in this account.');
      return found;
    },
    zoneById,
    liveRecords: (zoneId) => records.all(zoneId).map(recordOfRow),
    liveCount: (zoneId) => Number(count.get(zoneId)?.n),
    liveRecord(zoneId, id) {
      const row = record.get(zoneId, id);
      return row ? recordOfRow(row) : undefined;
    },
  };
}
