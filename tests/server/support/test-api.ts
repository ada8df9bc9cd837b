/**
 * A real API on a real SQLite file in a fresh temporary directory, seeded small, listening
 * on a free port, with a clock the test controls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApiServer } from '../../../server/api/app.ts';
import type { ApiConfig } from '../../../server/api/api-config.ts';
import { openDatabase } from '../../../server/api/db/open-database.ts';
import { migrate } from '../../../server/api/db/migrate.ts';
import { seedDatabase } from '../../../server/api/db/seed/seed-database.ts';
import { createTestClock, type TestClock } from './test-clock.ts';

export const portalOrigin = 'http://localhost:4321';
export const demoPassword = 'portal-demo';

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  clock: TestClock;
  /** A second connection for looking into the database (outbox, logs). */
  db: DatabaseSync;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function createSeededDatabase(directory: string, domains = 40): string {
  const path = join(directory, 'portal.sqlite');
  const db = openDatabase(path);
  migrate(db);
  seedDatabase(db, { domains });
  db.close();
  return path;
}

export interface TestApiHooks {
  /** Sees every route registered after the server is built (all but the sign-on provider's own). */
  onRoute?: (route: RouteOptions) => void;
}

export async function startTestApi(config: Partial<ApiConfig> = {}, seed: { domains?: number } = {}, hooks: TestApiHooks = {}): Promise<TestApi> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const databasePath = createSeededDatabase(directory, seed.domains);
  const port = await freePort();
  const clock = createTestClock();
  const baseUrl = `http://localhost:${port}`;
  const app = buildApiServer({
    databasePath,
    env: {},
    clock: clock.now,
    config: { port, issuer: `${baseUrl}/oidc`, portalOrigins: [portalOrigin], environmentName: 'test-env', strictAnswers: true, ...config },
  });
  if (hooks.onRoute) app.addHook('onRoute', hooks.onRoute);
  await app.listen({ port, host: '127.0.0.1' });
  const db = openDatabase(databasePath);
  return {
    app,
    baseUrl,
    clock,
    db,
    async close() {
      db.close();
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
