/**
 * `npm run bench:dns`: the zone editor on a zone of 10 000 records (DESIGN.md section 12, "Scale"),
 * against an API and a portal of its own on free ports and a fresh database (data/bench-dns.sqlite,
 * the default domain count or SEED_DOMAINS, SEED_LARGE_ZONE=10000), signed in as the demo admin:
 *   (a) navigation start → first record sets visible at /domains/{id}/dns in headless Chromium, p50 ≤ 500 ms;
 *   (b) staging one TTL change and reading the plan, over HTTP, ≤ 150 ms;
 *   (c) publishing 1 000 staged TTL changes (staging not timed), ≤ 1 s;
 *   (d) the gzip JS the page loads until its first record sets show, ≤ 120 KB, uPlot not among it.
 * --runs N repeats (a) N times and (b) 2N times after a warm-up (default 15); --publishes N (default 3).
 * Ends within a few minutes whatever happens; exits 1 when a target is missed.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { launchChromium, signedInContext, storedSession, type StoredSession } from './bench-browser.ts';
import { buildIfStale } from './build-freshness.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { freePort } from './free-port.ts';
import { collectScripts, gzipBytes } from './page-scripts.ts';
import { percentile } from './percentile.ts';
import { startApiServer } from '../server/api/main.ts';
import { openDatabase } from '../server/api/db/open-database.ts';
import { migrate } from '../server/api/db/migrate.ts';
import { seedDatabase, seedOptionsFromEnv } from '../server/api/db/seed/seed-database.ts';
import { createPortalServer } from '../server/portal/portal-server.ts';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const runs = option('runs', 15);
const publishes = option('publishes', 3);
const projectDir = fileURLToPath(new URL('..', import.meta.url));
const databasePath = fileURLToPath(new URL('../data/bench-dns.sqlite', import.meta.url));
const largeZoneRecords = 10_000;

setTimeout(() => {
  console.error('bench:dns gave up after 10 minutes.');
  process.exit(2);
}, 10 * 60_000).unref();

if (!buildIfStale(projectDir)) process.exit(1);

for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
const db = openDatabase(databasePath);
migrate(db);
const seeded = seedDatabase(db, seedOptionsFromEnv({ ...process.env, SEED_LARGE_ZONE: String(largeZoneRecords) }));
db.close();
const zone = seeded.largeZone!;
console.log(`Seeded ${seeded.domains} domains and the zone ${zone.name} of ${zone.records} records in ${(seeded.durationMs / 1000).toFixed(1)} s.`);

const [portalPort, apiPort] = [await freePort(), await freePort()];
const portal = `http://localhost:${portalPort}`;
const apiBase = `http://localhost:${apiPort}`;
const env = {
  ...process.env,
  API_PORT: String(apiPort),
  DATABASE_PATH: databasePath,
  PORTAL_ORIGINS: portal,
  OIDC_ISSUER: `${apiBase}/oidc`,
  PORTAL_API_BASE: apiBase,
  PORTAL_SSO_ISSUER: `${apiBase}/oidc`,
  LOG_LEVEL: 'error',
};
const api = await startApiServer(env);
const server = createPortalServer({ distDir: 'dist', env });
await server.listen({ port: portalPort, host: '127.0.0.1' });

const signIn = await signInDemoUser(apiBase, 'admin');
const zonePath = `${apiBase}/groups/${signIn.groupId}/zones/${zone.zoneId}`;
const editorPath = `${portal}/domains/${zone.domainId}/dns`;
const loadAtStart = loadavg()[0]!;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${zonePath}${path}`, {
    method,
    headers: { authorization: `Bearer ${signIn.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface LiveRecord { id: number; ttl: number }
interface Plan { base_serial: number; warnings: { code: string }[] }

/** A page of the zone's A records by id: distinct records for each run. */
const aRecords = (page: number, limit: number) => call<{ data: LiveRecord[] }>('GET', `/records?pql=${encodeURIComponent('type equals A')}&sort=id&limit=${limit}&page=${page}`);
const ttlChange = (record: LiveRecord) => ({ action: 'update', record: { id: record.id, ttl: record.ttl === 3600 ? 7200 : 3600 } });

/** A visit to the editor in a fresh context; the ms from navigation start to the first visible record set, and the page. */
async function visit(browser: Browser, session: StoredSession) {
  const context = await signedInContext(browser, portal, session);
  await context.addInitScript(() => {
    const seen = () => {
      const row = document.querySelector('[data-record-table] tr[data-record-set]');
      if (!row?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      (window as unknown as { firstSetAt: number }).firstSetAt = performance.now();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(editorPath);
  await page.waitForFunction(() => (window as unknown as { firstSetAt?: number }).firstSetAt !== undefined, undefined, { timeout: 30_000 });
  const firstSetAt = await page.evaluate(() => (window as unknown as { firstSetAt: number }).firstSetAt);
  return { context, page, scripts, firstSetAt };
}

/** (d): the scripts the page had asked for by the time its first record set showed. */
async function scriptBytes(browser: Browser, session: StoredSession) {
  const { context, page, scripts, firstSetAt } = await visit(browser, session);
  const asked = new Set(await page.evaluate((until) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= until).map((entry) => entry.name), firstSetAt));
  const bodies = await Promise.all([...scripts].filter(([url]) => asked.has(url)).map(([, body]) => body));
  await context.close();
  // uPlot's own class names: only its chunk has them.
  return { gzip: bodies.reduce((sum, body) => sum + gzipBytes(body), 0), files: bodies.length, uPlot: bodies.some((body) => body.includes('u-over')) };
}

async function firstSetTimes(browser: Browser, session: StoredSession): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const { context, firstSetAt } = await visit(browser, session);
    if (run > 0) times.push(firstSetAt);
    await context.close();
  }
  return times;
}

async function stageAndPlanTimes(): Promise<number[]> {
  const records = (await aRecords(1, 2 * runs + 3)).data;
  const times: number[] = [];
  for (const [index, record] of records.entries()) {
    await call('DELETE', '/draft');
    const started = performance.now();
    await call('POST', '/draft/changes', ttlChange(record));
    await call<Plan>('GET', '/plan');
    if (index >= 3) times.push(performance.now() - started);
  }
  await call('DELETE', '/draft');
  return times;
}

async function publishTimes(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 1; run <= publishes; run += 1) {
    await call('DELETE', '/draft');
    let staged = 0;
    for (const record of (await aRecords(run, 1000)).data) staged = (await call<{ counts: { total: number } }>('POST', '/draft/changes', ttlChange(record))).counts.total;
    if (staged !== 1000) throw new Error(`the draft holds ${staged} changes, not 1 000`);
    const plan = await call<Plan>('GET', '/plan');
    const started = performance.now();
    await call('POST', '/publish', { base_serial: plan.base_serial, confirm: plan.warnings.map((warning) => warning.code) });
    times.push(performance.now() - started);
  }
  return times;
}

const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost']);
const session = await storedSession(apiBase, signIn);
const size = await scriptBytes(browser, session);
const firstSets = await firstSetTimes(browser, session);
await browser.close();
const stageAndPlan = await stageAndPlanTimes();
const published = await publishTimes();
await server.close();
await api.close();

interface Row { label: string; runs: number; p50: number; p95: number; unit: string; target: number; judged: 'p50' | 'p95' | 'value' }
const rows: Row[] = [
  { label: '(a) navigation → first record sets visible', runs: firstSets.length, p50: percentile(firstSets, 0.5), p95: percentile(firstSets, 0.95), unit: 'ms', target: 500, judged: 'p50' },
  { label: '(b) stage one TTL change + GET plan', runs: stageAndPlan.length, p50: percentile(stageAndPlan, 0.5), p95: percentile(stageAndPlan, 0.95), unit: 'ms', target: 150, judged: 'p95' },
  { label: '(c) publish 1 000 staged changes', runs: published.length, p50: percentile(published, 0.5), p95: percentile(published, 0.95), unit: 'ms', target: 1000, judged: 'p95' },
  { label: `(d) gzip JS until first record sets (${size.files} files)`, runs: 1, p50: size.gzip / 1024, p95: size.gzip / 1024, unit: 'KB', target: 120, judged: 'value' },
];
const passes = (row: Row) => (row.judged === 'p95' ? row.p95 : row.p50) <= row.target;
const number = (value: number, unit: string) => `${value.toFixed(unit === 'KB' ? 1 : 0)} ${unit}`;

console.log(`\nZone editor on ${zone.name} (${zone.records} records), signed in as admin; load average ${loadAtStart.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end`);
console.log(`${'measure'.padEnd(50)}${'runs'.padStart(5)}${'p50'.padStart(10)}${'p95'.padStart(10)}   ${'target'.padEnd(14)}result`);
for (const row of rows) {
  const target = `${row.judged === 'value' ? '' : `${row.judged} `}≤ ${number(row.target, row.unit)}`;
  console.log(`${row.label.padEnd(50)}${String(row.runs).padStart(5)}${number(row.p50, row.unit).padStart(10)}${(row.judged === 'value' ? '' : number(row.p95, row.unit)).padStart(10)}   ${target.padEnd(14)}${passes(row) ? 'pass' : 'MISS'}`);
}
console.log(`${'(d) uPlot among those scripts'.padEnd(50)}${''.padStart(25)}   ${'no'.padEnd(14)}${size.uPlot ? 'MISS (loaded)' : 'pass'}`);
const missed = rows.some((row) => !passes(row)) || size.uPlot;
console.log(missed ? '\nA target was missed.' : '\nAll targets met.');
process.exit(missed ? 1 : 0);
