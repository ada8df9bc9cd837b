/**
 * The seeded zones' restore points (DESIGN.md section 12): each zone as it stood before its first
 * publish here, and for every third zone one earlier publish (a record set's TTL changed), so
 * the DNS logs hold real entries from the start. Skipped on a database migrated before the zone
 * versions existed.
 */
import type { SeedContext } from './seed-context.ts';

interface StoredRecord {
  name: string;
  type: string;
  ttl: number;
  content: string;
  priority: number | null;
  disabled: boolean;
  comment: string | null;
}

const day = 86_400_000;

export function seedZoneBaselines({ db }: Pick<SeedContext, 'db'>): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dns_zone_versions'").get()) return;
  const zones = db.prepare('SELECT id, group_id, serial, coalesce(published_at, created_at) AS at FROM dns_zones ORDER BY id').all();
  const recordsOf = db.prepare('SELECT name, type, ttl, content, priority, disabled, comment FROM dns_records WHERE zone_id = ? ORDER BY name, type, id');
  const userOf = db.prepare('SELECT id, username FROM users WHERE group_id = ? ORDER BY id LIMIT 1');
  const insert = db.prepare(`INSERT INTO dns_zone_versions
    (group_id, zone_id, serial, previous_serial, records, changes, counts, record_count, user_id, username, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const [index, zone] of zones.entries()) {
    const records = recordsOf.all(Number(zone.id)).map((row): StoredRecord => ({
      name: String(row.name), type: String(row.type), ttl: Number(row.ttl), content: String(row.content),
      priority: row.priority === null ? null : Number(row.priority), disabled: row.disabled === 1, comment: row.comment === null ? null : String(row.comment),
    }));
    const serial = Number(zone.serial);
    const at = String(zone.at);
    const changed = records.find((record) => record.type !== 'SOA' && record.type !== 'NS');
    const user = userOf.get(String(zone.group_id));
    if (index % 3 !== 0 || serial % 100 === 0 || !changed || !user) {
      insert.run(zone.group_id, zone.id, serial, null, JSON.stringify(records), '[]', '{}', records.length, null, null, at, at);
      continue;
    }
    // The set as it was before its last publish: another TTL.
    const oldTtl = changed.ttl === 3600 ? 300 : 3600;
    const inSet = (record: StoredRecord) => record.name === changed.name && record.type === changed.type;
    const before = records.map((record) => (inSet(record) ? { ...record, ttl: oldTtl } : record));
    const earlier = new Date(Date.parse(at) - 7 * day).toISOString();
    const change = { action: 'modify', name: changed.name, type: changed.type, before: before.filter(inSet), after: records.filter(inSet) };
    insert.run(zone.group_id, zone.id, serial - 1, null, JSON.stringify(before), '[]', '{}', before.length, null, null, earlier, earlier);
    insert.run(zone.group_id, zone.id, serial, serial - 1, JSON.stringify(records), JSON.stringify([change]), JSON.stringify({ modify: 1 }), records.length, user.id, user.username, at, at);
  }
}
