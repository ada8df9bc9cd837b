/**
 * The benchmarks' seeded database (bench:api, bench:availability): the file at `databasePath`
 * is reused when it already holds `domains` domains (migrated and analysed first), else replaced
 * by a fresh seed of that many (under a minute for 100 000).
 */
import { existsSync, rmSync } from 'node:fs';
import { openDatabase } from '../server/api/db/open-database.ts';
import { migrate } from '../server/api/db/migrate.ts';
import { seedDatabase } from '../server/api/db/seed/seed-database.ts';

export function prepareBenchDatabase(databasePath: string, domains: number): void {
  if (existsSync(databasePath)) {
    const db = openDatabase(databasePath);
    migrate(db);
    const count = Number(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'domains'").get()?.n) > 0
      ? Number(db.prepare('SELECT count(*) AS n FROM domains').get()?.n ?? 0)
      : 0;
    db.exec('ANALYZE');
    db.close();
    if (count === domains) {
      console.log(`Reusing ${databasePath} (${count} domains).`);
      return;
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  }
  console.log(`Seeding ${domains} domains into ${databasePath} …`);
  const db = openDatabase(databasePath);
  migrate(db);
  const summary = seedDatabase(db, { domains });
  db.close();
  console.log(`Seeded in ${(summary.durationMs / 1000).toFixed(1)} s (${summary.dnsRecords} DNS records).`);
}
