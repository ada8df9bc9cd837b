/**
 * The draft states migration on a database in use: a draft kept for an undo in
 * dns_discarded_drafts (every change in one JSON text) becomes a discarded draft with its
 * changes as rows, in their order, with what the undo offer says (when, how many); the table goes.
 */
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZoneDrafts } from '../../server/api/dns/zone-drafts.ts';
import { createZoneRows } from '../../server/api/dns/zone-rows.ts';
import { listMigrations, migrate, migrationsDirectory } from '../../server/api/db/migrate.ts';
import { databaseBefore, type DatabaseBefore } from './support/database-before.ts';

const statesMigration = listMigrations().find((migration) => migration.name === 'dns_draft_states')!;

describe('the draft states migration', () => {
  let before: DatabaseBefore;
  let db: DatabaseSync;
  beforeAll(() => {
    before = databaseBefore(statesMigration.version, { domains: 300 });
    db = before.db;
  });
  afterAll(() => before.close());

  it('makes each draft kept for an undo a discarded draft, its changes rows in their order', () => {
    const zone = db.prepare("SELECT z.id, z.group_id, z.serial FROM dns_zones z WHERE z.kind = 'forward' ORDER BY z.id LIMIT 1").get()!;
    const user = db.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get()!;
    const base = JSON.stringify({ name: 'www', type: 'A', ttl: 3600, content: '192.0.2.1', priority: null, disabled: false, comment: null });
    const changes = JSON.stringify([
      ['create', null, 'kept', 'A', 600, null, '192.0.2.50', 0, 'first', null],
      ['update', 7, 'www', 'A', 300, null, '192.0.2.2', 0, null, base],
      ['delete', 8, null, null, null, null, null, 0, null, base],
    ]);
    db.prepare(`INSERT INTO dns_discarded_drafts (zone_id, user_id, group_id, base_serial, origin, restored_serial, changes, change_count, discarded_at)
      VALUES (?, ?, ?, ?, 'edit', NULL, ?, 3, '2026-11-20T10:00:00.000Z')`).run(zone.id, user.id, zone.group_id, zone.serial, changes);

    expect(migrate(db, migrationsDirectory)).toContain(statesMigration.version);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'dns_discarded_drafts'").get()?.n).toBe(0);
    const drafts = createZoneDrafts(db);
    expect(drafts.discardedOf(Number(zone.id), Number(user.id))).toEqual({
      base_serial: Number(zone.serial), origin: 'edit', restored_serial: null, change_count: 3, discarded_at: '2026-11-20T10:00:00.000Z',
    });
    expect(drafts.draftOf(Number(zone.id), Number(user.id))).toBeUndefined();
    const back = drafts.undoDiscard(createZoneRows(db).zoneById(Number(zone.id)), Number(user.id), '2026-11-28T00:00:00.000Z')!;
    expect(drafts.changes(back.id).map(({ action, record_id, record, base: was }) => [action, record_id, record?.name ?? null, record?.comment ?? null, was?.content ?? null])).toEqual([
      ['create', null, 'kept', 'first', null],
      ['update', 7, 'www', null, '192.0.2.1'],
      ['delete', 8, null, null, '192.0.2.1'],
    ]);
    expect(drafts.discardedOf(Number(zone.id), Number(user.id))).toBeUndefined();
  });
});
