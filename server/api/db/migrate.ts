/**
 * Applies the numbered .sql files of db/migrations in order, each once, each in its own
 * transaction, recording them in schema_migrations. A migration whose first line is
 * `-- rebuilds tables` runs with foreign keys off, as SQLite's procedure for changing a table's
 * definition requires (dropping a table with them on would delete or orphan the rows that refer
 * to it), and commits only when every reference still resolves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './in-transaction.ts';

export const migrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));

const migrationFilePattern = /^(\d+)_([a-z0-9_]+)\.sql$/;
const rebuildsTablesLine = '-- rebuilds tables\n';

export interface Migration {
  version: number;
  name: string;
  file: string;
}

export function listMigrations(directory = migrationsDirectory): Migration[] {
  return readdirSync(directory)
    .flatMap((file) => {
      const match = migrationFilePattern.exec(file);
      return match ? [{ version: Number(match[1]), name: match[2] ?? file, file }] : [];
    })
    .sort((a, b) => a.version - b.version);
}

/** Returns the versions it applied. */
export function migrate(db: DatabaseSync, directory = migrationsDirectory): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of listMigrations(directory)) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(`${directory}/${migration.file}`, 'utf8');
    const rebuildsTables = sql.startsWith(rebuildsTablesLine);
    const foreignKeysWereOn = Number(db.prepare('PRAGMA foreign_keys').get()?.foreign_keys) === 1;
    if (rebuildsTables) db.exec('PRAGMA foreign_keys = OFF');
    try {
      inTransaction(db, () => {
        db.exec(sql);
        if (rebuildsTables) ensureReferencesResolve(db, migration);
        record.run(migration.version, migration.name, new Date().toISOString());
      });
    } finally {
      if (rebuildsTables && foreignKeysWereOn) db.exec('PRAGMA foreign_keys = ON');
    }
    done.push(migration.version);
  }
  return done;
}

function ensureReferencesResolve(db: DatabaseSync, migration: Migration): void {
  const broken = db.prepare('PRAGMA foreign_key_check').all();
  if (broken.length > 0) {
    const tables = [...new Set(broken.map((row) => String(row.table)))].join(', ');
    throw new Error(`Migration ${migration.file} would leave ${broken.length} references to no record (in ${tables}).`);
  }
}
