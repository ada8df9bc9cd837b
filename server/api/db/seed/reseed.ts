/**
 * Developer command: builds a fresh seeded database and reports how long seeding took.
 *   SEED_DOMAINS=100000 node server/api/db/seed/reseed.ts [--replace]
 * Writes DATABASE_PATH (default data/portal.sqlite); an existing file is only replaced with --replace.
 */
import { existsSync, rmSync } from 'node:fs';
import { apiConfigFromEnv } from '../../api-config.ts';
import { openDatabase } from '../open-database.ts';
import { migrate } from '../migrate.ts';
import { seedDatabase, seedOptionsFromEnv } from './seed-database.ts';

const { databasePath } = apiConfigFromEnv(process.env);
if (existsSync(databasePath)) {
  if (!process.argv.includes('--replace')) {
    console.error(`${databasePath} exists; pass --replace to rebuild it.`);
    process.exit(1);
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
}
const db = openDatabase(databasePath);
migrate(db);
const summary = seedDatabase(db, seedOptionsFromEnv(process.env));
db.close();
console.log(JSON.stringify(summary, null, 2));
console.log(`Seeded ${summary.domains} domains in ${(summary.durationMs / 1000).toFixed(2)} s into ${databasePath}`);
