/**
 * `npm start`: builds the portal when the build is missing or stale, then runs the reference API
 * (database created, migrated and seeded on first start) and the portal server beside it.
 * PORT and API_PORT choose the ports; the two sides are pointed at each other unless
 * PORTAL_API_BASE, PORTAL_SSO_ISSUER or PORTAL_ORIGINS say otherwise. DATABASE_FRESH=1 starts
 * from a new database (the end-to-end tests use it). A new database's demo data is dated around
 * today (SEED_BASE_DATE, default the moment it is seeded), so home and pulse show this week's changes.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-freshness.ts';
import { startPortalServer, defaultPortalPort } from '../server/portal/main.ts';
import { startApiServer } from '../server/api/main.ts';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };
const portalPort = env.PORT ?? String(defaultPortalPort);
const apiPort = env.API_PORT ?? '4322';
env.PORTAL_API_BASE ??= `http://localhost:${apiPort}`;
env.PORTAL_SSO_ISSUER ??= `http://localhost:${apiPort}/oidc`;
env.OIDC_ISSUER ??= env.PORTAL_SSO_ISSUER;
env.PORTAL_ORIGINS ??= `http://localhost:${portalPort},http://127.0.0.1:${portalPort}`;
env.SEED_BASE_DATE ??= new Date().toISOString();

if (!buildIfStale(projectDir)) process.exit(1);

if (env.DATABASE_FRESH === '1' && env.DATABASE_PATH) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${env.DATABASE_PATH}${suffix}`, { force: true });
}

const api = await startApiServer(env);
await startPortalServer(env);

const stop = () => {
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
