/**
 * The DNS drafts migration on a database in use: dns_records is rebuilt to take the 18 record types and
 * keeps every row, its indexes, and the AUTOINCREMENT sequence (an id deleted before the
 * migration is never taken again); the draft and version tables come with it.
 */
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../server/api/db/migrate.ts';
import { databaseBefore, type DatabaseBefore } from './support/database-before.ts';

// Found by name, so the test holds whatever number the migration ends up with.
const draftsMigration = listMigrations().find((migration) => migration.name === 'dns_drafts_versions')!.version;

describe('the DNS drafts migration', () => {
  let before: DatabaseBefore;
  let db: DatabaseSync;
  beforeAll(() => {
    before = databaseBefore(draftsMigration, { domains: 30 });
    db = before.db;
  });
  afterAll(() => before.close());

  it('keeps the records, their indexes and their id sequence, and takes the new types', () => {
    expect(draftsMigration).toBeGreaterThan(15);
    const record = db.prepare('SELECT group_id, zone_id FROM dns_records LIMIT 1').get()!;
    const insert = (type: string) => db.prepare("INSERT INTO dns_records (group_id, zone_id, name, type, ttl, content) VALUES (?, ?, 'x', ?, 3600, 'y')").run(record.group_id, record.zone_id, type);
    expect(() => insert('URI')).toThrow(/CHECK/);
    const deletedId = Number(insert('A').lastInsertRowid);
    db.prepare('DELETE FROM dns_records WHERE id = ?').run(deletedId);
    const rows = db.prepare('SELECT * FROM dns_records ORDER BY id').all();
    const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dns_records' ORDER BY name").all();

    // This migration alone: later ones add their own tables and indexes.
    expect(migrate(db, before.migrationsUpTo(draftsMigration))).toContain(draftsMigration);
    expect(db.prepare('SELECT * FROM dns_records ORDER BY id').all()).toEqual(rows);
    expect(db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dns_records' ORDER BY name").all()).toEqual(indexes);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    for (const type of ['ALIAS', 'NAPTR', 'SSHFP', 'URI']) expect(Number(insert(type).lastInsertRowid)).toBeGreaterThan(deletedId);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'dns_*' ORDER BY name").all().map((row) => row.name)).toEqual(
      ['dns_draft_changes', 'dns_records', 'dns_zone_drafts', 'dns_zone_versions', 'dns_zones'],
    );
  });
});
