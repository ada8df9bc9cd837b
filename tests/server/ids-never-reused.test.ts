/**
 * A record's id is never given to another record after it is deleted, so a new record never
 * inherits a deleted one's audit history (migration 0013: AUTOINCREMENT on every table with an
 * integer id, rebuilt the way SQLite documents).
 */
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/api/db/migrate.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { createResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import type { BoundResource } from '../../server/api/resources/bound-resource.ts';
import { databaseBefore, type DatabaseBefore } from './support/database-before.ts';
import { callJson } from './support/http-calls.ts';
import { listPathOf, sampleRecords } from './support/resource-samples.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;

function virtualTables(db: DatabaseSync): string[] {
  return db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all().map((table) => String(table.name));
}

function integerIdTables(db: DatabaseSync): { name: string; sql: string }[] {
  return db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    // A virtual table's own storage (an FTS5 index's shadow tables) is SQLite's, not records.
    .filter((table) => !virtualTables(db).some((virtual) => String(table.name) === virtual || String(table.name).startsWith(`${virtual}_`)))
    .filter((table) => db.prepare('SELECT 1 AS found FROM pragma_table_info(?) WHERE name = ? AND pk = 1 AND upper(type) = ?').get(table.name, 'id', 'INTEGER'))
    .map((table) => ({ name: String(table.name), sql: String(table.sql) }));
}

describe('the schema', () => {
  it('gives every table with an integer id AUTOINCREMENT, so a deleted id is never taken again', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const tables = integerIdTables(db);
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['contacts', 'domains', 'users', 'saved_filters', 'tray_items', 'audit_log']));
    for (const table of tables) expect(table.sql, table.name).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
    db.close();
  });
});

describe('migration 0013 on a database in use', () => {
  let before13: DatabaseBefore;
  let db: DatabaseSync;
  const snapshot = () => ({
    rows: Object.fromEntries(integerIdTables(db).map(({ name }) => [name, db.prepare(`SELECT count(*) AS n, coalesce(sum(id), 0) AS ids FROM ${name}`).get()])),
    indexes: db.prepare("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name").all(),
    references: Object.fromEntries(integerIdTables(db).map(({ name }) => [name, db.prepare('SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq').all(name)])),
  });

  beforeAll(() => {
    // The migrations as they were before 0013.
    before13 = databaseBefore(13, { domains: 40 });
    db = before13.db;
  });
  afterAll(() => before13.close());

  it('keeps every row, index and reference, and takes no id that a deleted record had', () => {
    // A contact created and deleted before the migration, as the API leaves it: the audit log names its id.
    const groupId = String(db.prepare('SELECT group_id FROM contacts LIMIT 1').get()?.group_id);
    const created = db.prepare(`INSERT INTO contacts (group_id, label, name, email, street1, city, country_code) VALUES (?, 'Legal', 'Gone', 'gone@example.com', '1 Road', 'Town', 'gb')`).run(groupId);
    const deletedId = Number(created.lastInsertRowid);
    for (const action of ['create', 'delete']) {
      db.prepare("INSERT INTO audit_log (group_id, area, resource_type, resource_id, action) VALUES (?, 'contacts', 'contact', ?, ?)").run(groupId, String(deletedId), action);
    }
    db.prepare('DELETE FROM contacts WHERE id = ?').run(deletedId);
    const before = snapshot();

    // Up to 0013 only: later migrations add indexes of their own.
    expect(migrate(db, before13.migrationsUpTo(13))).toContain(13);

    expect(snapshot()).toEqual(before);
    expect(db.prepare('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.prepare('PRAGMA integrity_check').get()?.integrity_check).toBe('ok');
    const next = db.prepare(`INSERT INTO contacts (group_id, label, name, email, street1, city, country_code) VALUES (?, 'Legal', 'New', 'new@example.com', '1 Road', 'Town', 'gb')`).run(groupId);
    expect(Number(next.lastInsertRowid)).toBeGreaterThan(deletedId);
    // References still act: a contact's registry handles go with it.
    const handle = db.prepare('SELECT contact_id FROM registry_handles LIMIT 1').get();
    if (handle) {
      db.prepare('DELETE FROM domains WHERE registrant_contact_id = ?1 OR admin_contact_id = ?1 OR tech_contact_id = ?1 OR billing_contact_id = ?1').run(handle.contact_id as number);
      db.prepare('DELETE FROM contacts WHERE id = ?').run(handle.contact_id as number);
      expect(db.prepare('SELECT count(*) AS n FROM registry_handles WHERE contact_id = ?').get(handle.contact_id as number)?.n).toBe(0);
    }
    expect(() => db.prepare("INSERT INTO registry_handles (group_id, contact_id, registry, handle) VALUES (?, 99999999, 'r', 'h')").run(groupId)).toThrow(/FOREIGN KEY/);
  });
});

describe('create, delete, create again', () => {
  let api: TestApi;
  let staff: SignedInUser;
  beforeAll(async () => {
    api = await startTestApi();
    staff = await signInAs(api.baseUrl, 'staff');
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, body?: unknown) => callJson(api.baseUrl, method, path, { token: staff.token, body });

  /** The create fields of a stored record, nulls left out. */
  function createBody(resource: BoundResource, record: Row): Row {
    const properties = Object.keys((resource.createSchema.properties ?? {}) as Row);
    return Object.fromEntries(properties.filter((name) => record[name] !== null && record[name] !== undefined).map((name) => [name, record[name]]));
  }

  /**
   * The value with its last letter or digit moved on by `step`, so it keeps its form (`BE-000123` →
   * `BE-000124`); a host name moves its first letter instead, so it stays under its domain.
   */
  function variant(value: string, step: number, field: string): string {
    const index = field === 'hostname' ? value.search(/[a-z0-9]/i) : value.search(/[a-z0-9][^a-z0-9]*$/i);
    if (index < 0) return `${value}${step}`;
    const character = value[index]!;
    const [first, size] = /[0-9]/.test(character) ? ['0', 10] : /[a-z]/.test(character) ? ['a', 26] : ['A', 26];
    const moved = String.fromCharCode(first.charCodeAt(0) + ((character.charCodeAt(0) - first.charCodeAt(0) + step) % size));
    return `${value.slice(0, index)}${moved}${value.slice(index + 1)}`;
  }

  /**
   * Creates a copy of a stored record, moving on the values another record already has; when the
   * clash involves what the path fixes (the parent), the stored record makes room by going first.
   */
  async function createCopy(listPath: string, sourcePath: string, body: Row): Promise<{ body: Row; created: Row }> {
    let attempt = body;
    for (let step = 1; step <= 30; step += 1) {
      const answer = await call('POST', listPath, attempt);
      if (answer.status === 201) return { body: attempt, created: answer.body };
      expect(answer.body.code, JSON.stringify(answer.body)).toBe('duplicate');
      const fields = answer.body.fields as string[];
      if (fields.some((field) => !(field in body))) expect((await call('DELETE', sourcePath)).status).toBe(204);
      // A number moves on as a number (a DS key tag), text keeps its form.
      else attempt = { ...attempt, ...Object.fromEntries(fields.map((field) => [field, typeof body[field] === 'number' ? Number(body[field]) + step : variant(String(body[field]), step, field)])) };
    }
    throw new Error(`no free value for a copy in ${listPath}`);
  }

  const registry = () => createResourceRegistry(api.db);
  const deletable = () => registry().all.filter((resource) => resource.declaration.operations.create && resource.declaration.operations.remove && resource.integerIds);

  it('covers every resource whose records can be created and deleted', () => {
    expect(deletable().map((resource) => resource.declaration.name)).toEqual(expect.arrayContaining(['contacts', 'ssl-organisations', 'users', 'watch-templates']));
  });

  it.each(createResourceRegistryNames())('%s: the record created after a delete gets a new id and only its own history', async (name) => {
    const resource = deletable().find((candidate) => candidate.declaration.name === name)!;
    const [newest] = sampleRecords(api.db, resource, { writable: true }, 'newest', 1);
    expect(newest, 'a stored record to copy').toBeDefined();
    const listPath = listPathOf(resource, newest!.groupId ?? staff.groupId, newest!);
    const sourcePath = `${listPath}/${newest!.id}`;
    const { body, created } = await createCopy(listPath, sourcePath, createBody(resource, (await call('GET', sourcePath)).body));
    expect((await call('DELETE', `${listPath}/${String(created.id)}`)).status).toBe(204);

    const again = await call('POST', listPath, body);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(Number(again.body.id)).toBeGreaterThan(Number(created.id));
    const log = await call('GET', `${listPath}/${String(again.body.id)}/log?sort=id`);
    expect((log.body.data as Row[]).map((entry) => [entry.action, entry.resource_id])).toEqual([['create', String(again.body.id)]]);
    const deletedLog = await call('GET', `${listPath}/${String(created.id)}/log?sort=id`);
    expect((deletedLog.body.data as Row[]).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('holds for saved filters and tray items too', async () => {
    const savedFilter = { resource: 'domains', name: 'Expiring', pql: 'status equals active' };
    const first = await call('POST', `/groups/${staff.groupId}/saved_filters`, savedFilter);
    expect(first.status).toBe(201);
    expect((await call('DELETE', `/groups/${staff.groupId}/saved_filters/${String(first.body.id)}`)).status).toBe(204);
    const second = await call('POST', `/groups/${staff.groupId}/saved_filters`, savedFilter);
    expect(Number(second.body.id)).toBeGreaterThan(Number(first.body.id));

    const domain = api.db.prepare('SELECT id FROM domains WHERE group_id = ? LIMIT 1').get(staff.groupId) ?? api.db.prepare('SELECT id FROM domains LIMIT 1').get();
    const tray = `/groups/${staff.groupId}/tray_items`;
    const items = async () => ((await call('GET', tray)).body.data as Row[]).map((item) => Number(item.id));
    expect((await call('POST', tray, { resource: 'domains', ids: [domain?.id] })).status).toBeLessThan(300);
    const [firstItem] = await items();
    expect((await call('DELETE', `${tray}/${firstItem}`)).status).toBe(204);
    expect((await call('POST', tray, { resource: 'domains', ids: [domain?.id] })).status).toBeLessThan(300);
    const [secondItem] = await items();
    expect(secondItem).toBeGreaterThan(firstItem!);
  });
});

/** The names the create-delete-create case runs for, read from the declarations (a test needs them before the API starts). */
function createResourceRegistryNames(): string[] {
  const db = openDatabase(':memory:');
  migrate(db);
  const names = createResourceRegistry(db).all
    .filter((resource) => resource.declaration.operations.create && resource.declaration.operations.remove && resource.integerIds)
    .map((resource) => resource.declaration.name);
  db.close();
  return names;
}
