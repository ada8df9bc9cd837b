import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { migrate } from '../../server/api/db/migrate.ts';
import { describeTable, rowToRecord } from '../../server/api/db/table-columns.ts';

describe('reading column kinds from the schema', () => {
  const db = openDatabase(':memory:');
  migrate(db);

  it('knows booleans and JSON columns of domains and the common columns of group-scoped tables', () => {
    const columns = describeTable(db, 'domains');
    const kind = (name: string) => columns.find((column) => column.name === name)?.kind;
    expect(kind('auto_renew')).toBe('boolean');
    expect(kind('registry_lock')).toBe('boolean');
    expect(kind('nameservers')).toBe('json');
    expect(kind('tags')).toBe('json');
    expect(kind('expires_at')).toBe('text');
    expect(kind('version')).toBe('integer');
    expect(columns.find((column) => column.name === 'id')?.primaryKey).toBe(true);
  });

  it('turns a stored row into an API record', () => {
    const columns = describeTable(db, 'domains');
    expect(rowToRecord(columns, { name: 'example.com', auto_renew: 1, privacy: 0, nameservers: '["ns1.example.net"]', notes: null }))
      .toEqual({ name: 'example.com', auto_renew: true, privacy: false, nameservers: ['ns1.example.net'], notes: null });
  });

  it('gives every group-scoped table group_id, id, created_at, updated_at and version', () => {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%group_id TEXT%'").all().map((row) => String(row.name));
    expect(tables.length).toBeGreaterThan(35);
    for (const table of tables.filter((name) => name !== 'auth_sessions')) {
      const names = describeTable(db, table).map((column) => column.name);
      expect(names, table).toEqual(expect.arrayContaining(['id', 'group_id', 'created_at', 'updated_at', 'version']));
    }
  });
});
