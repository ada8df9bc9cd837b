/**
 * The DNS drafts migration on a database in use: dns_records is rebuilt to take the 18 record types and
 * keeps every row, its indexes, and the AUTOINCREMENT sequence (an id deleted before the
 * migration is never taken again); the draft and version tables come with it.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { listMigrations, migrate, migrationsDirectory } from '../../server/api/db/migrate.ts';
import { seedDatabase } from '../../server/api/db/seed/seed-database.ts';

// Found by name, so the test holds whatever number the migration ends up with.
const draftsMigration = listMigrations().find((migration) => migration.name === 'dns_drafts_versions')!.version;

describe('the DNS drafts migration', () => {
  let directory: string;
  let db: DatabaseSync;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'portal-migration-16-'));
    const earlier = join(directory, 'migrations');
    mkdirSync(earlier);
    for (const file of readdirSync(migrationsDirectory).filter((name) => /^\d{4}_/.test(name) && Number(name.slice(0, 4)) < draftsMigration)) {
      copyFileSync(join(migrationsDirectory, file), join(earlier, file));
    }
    db = openDatabase(join(directory, 'portal.sqlite'));
    migrate(db, earlier);
    seedDatabase(db, { domains: 30 });
  });
  afterAll(() => {
    db.close();
    rmSync(directory, { recursive: true, force: true });
  });

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
    const draftsFile = listMigrations().find((migration) => migration.version === draftsMigration)!.file;
    copyFileSync(join(migrationsDirectory, draftsFile), join(directory, 'migrations', draftsFile));
    expect(migrate(db, join(directory, 'migrations'))).toContain(draftsMigration);
    expect(db.prepare('SELECT * FROM dns_records ORDER BY id').all()).toEqual(rows);
    expect(db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dns_records' ORDER BY name").all()).toEqual(indexes);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    for (const type of ['ALIAS', 'NAPTR', 'SSHFP', 'URI']) expect(Number(insert(type).lastInsertRowid)).toBeGreaterThan(deletedId);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'dns_*' ORDER BY name").all().map((row) => row.name)).toEqual(
      ['dns_draft_changes', 'dns_records', 'dns_zone_drafts', 'dns_zone_versions', 'dns_zones'],
    );
  });
});
