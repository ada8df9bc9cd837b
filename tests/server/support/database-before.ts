/**
 * A database in use before a migration, for testing that migration: in a temporary folder,
 * migrated with every migration numbered below `version`, then seeded. `migrationsUpTo(last)`
 * gives a folder of the migrations up to `last`, to migrate it that far and no further (later
 * migrations add indexes and tables of their own).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { migrate, migrationsDirectory } from '../../../server/api/db/migrate.ts';
import { openDatabase } from '../../../server/api/db/open-database.ts';
import { seedDatabase } from '../../../server/api/db/seed/seed-database.ts';

export interface DatabaseBefore {
  readonly db: DatabaseSync;
  migrationsUpTo(last: number): string;
  close(): void;
}

export function databaseBefore(version: number, seed: { domains: number }): DatabaseBefore {
  const directory = mkdtempSync(join(tmpdir(), `portal-migration-${version}-`));
  const migrationsUpTo = (last: number): string => {
    const folder = join(directory, `migrations-${last}`);
    mkdirSync(folder, { recursive: true });
    for (const file of readdirSync(migrationsDirectory).filter((name) => /^\d{4}_/.test(name) && Number(name.slice(0, 4)) <= last)) {
      copyFileSync(join(migrationsDirectory, file), join(folder, file));
    }
    return folder;
  };
  const db = openDatabase(join(directory, 'portal.sqlite'));
  migrate(db, migrationsUpTo(version - 1));
  seedDatabase(db, seed);
  return {
    db,
    migrationsUpTo,
    close() {
      db.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
