/**
 * Starts the reference API: opens the database (DATABASE_PATH, default data/portal.sqlite),
 * migrates it, seeds it when empty (SEED_DOMAINS, DEMO_PASSWORD), listens on API_PORT (default
 * 4322) and prints the address and the demo users.
 */
import { apiConfigFromEnv } from './api-config.ts';
import { buildApiServer } from './app.ts';
import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seedDatabase, seedOptionsFromEnv } from './db/seed/seed-database.ts';
import { defaultDemoPassword, demoTotpSecret, demoUsers } from './db/seed/demo-users.ts';

export interface StartedApi {
  address: string;
  close(): Promise<void>;
}

function prepareDatabase(env: Record<string, string | undefined>, path: string): void {
  const db = openDatabase(path);
  try {
    migrate(db);
    if (!isSeeded(db)) {
      console.log(`Seeding ${path} …`);
      const summary = seedDatabase(db, seedOptionsFromEnv(env));
      console.log(
        `Seeded ${summary.domains} domains, ${summary.dnsRecords} DNS records, ${summary.certificates} certificates, ` +
          `${summary.orders} orders, ${summary.transactions} transactions in ${(summary.durationMs / 1000).toFixed(1)} s.`,
      );
      if (summary.largeZone) {
        console.log(`Large zone: ${summary.largeZone.name} (domain ${summary.largeZone.domainId}, zone ${summary.largeZone.zoneId}) with ${summary.largeZone.records} records.`);
      }
    }
  } finally {
    db.close();
  }
}

function printDemoUsers(env: Record<string, string | undefined>): void {
  const password = env.DEMO_PASSWORD || defaultDemoPassword;
  console.log(`Demo users (password "${password}"):`);
  for (const user of demoUsers) console.log(`  ${user.username.padEnd(10)} ${user.description}`);
  console.log(`  TOTP secret of twofactor: ${demoTotpSecret}`);
  console.log(`  (otpauth://totp/Meridian%20Portal:twofactor?secret=${demoTotpSecret}&issuer=Meridian%20Portal&algorithm=SHA1&digits=6&period=30)`);
}

export async function startApiServer(env: Record<string, string | undefined> = process.env): Promise<StartedApi> {
  const config = apiConfigFromEnv(env);
  prepareDatabase(env, config.databasePath);
  const app = buildApiServer({ env, logger: true });
  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  console.log(`API: ${address} (single sign-on issuer ${config.issuer}, environment ${config.environmentName})`);
  printDemoUsers(env);
  return { address, close: () => app.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startApiServer()
    .then((api) => {
      const stop = () => {
        api.close().then(() => process.exit(0), () => process.exit(1));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
