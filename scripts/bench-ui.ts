/**
 * `npm run bench:ui`: in headless Chromium against the API on a 100 000-domain database, the time
 * from navigation start to the first 25 rows of /domains visible, measured two ways:
 * - in use: the user is in the portal and opens /domains in the same tab (from the home page);
 * - first visit: a new browser profile opens /domains (a fresh renderer process, nothing cached or
 *   compiled), next to what the browser and this machine cost before the portal's scripts do
 *   anything (bench-first-rows.ts): a blank page making the same call, and the page's own markup
 *   and stylesheet without its scripts.
 * Then the time from submitting a filter to its rows, and the gzip JS bytes of every list route.
 * Targets (issue 9): first rows at p50 ≤ 300 ms (each way is reported against it); the heaviest list
 * route at most 120 KB gzip.
 * BENCH_DATABASE_PATH reuses or creates the database (default data/bench-100000.sqlite; the first
 * seed takes a few minutes); --runs N sets the repetitions (default 15); --timeline prints what one
 * first visit fetched and when.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { launchChromium, signedInContext as sessionContext, storedSession } from './bench-browser.ts';
import { firstPaintOf, firstRowsOf, floorPath, recordFirstRows, serveFloorPage, serveShellPage, shellPath } from './bench-first-rows.ts';
import { buildIfStale } from './build-freshness.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { collectScripts, gzipBytes } from './page-scripts.ts';
import { percentile } from './percentile.ts';
import { startBenchServers } from './bench-servers.ts';
import { resourceDeclarations } from '../src/lib/resources/index.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 15;
const projectDir = fileURLToPath(new URL('..', import.meta.url));
const databasePath = process.env.BENCH_DATABASE_PATH ?? 'data/bench-100000.sqlite';
const portalPort = 4395;
const apiPort = 4396;
const targetMs = 300;

if (!buildIfStale(projectDir)) process.exit(1);
if (!existsSync(databasePath)) console.log(`Seeding ${databasePath} with 100 000 domains…`);
const servers = await startBenchServers({ portalPort, apiPort, databasePath, env: { SEED_DOMAINS: '100000' } });
const { portal, apiBase } = servers;

const session = await storedSession(apiBase, await signInDemoUser(apiBase, 'admin'));
// The blank page is answered by the browser context, an address space Chromium counts as public:
// without this its call to the API on loopback is refused (the portal's pages are loopback already).
const browser = await launchChromium(['--disable-features=LocalNetworkAccessChecks']);

async function signedInContext(): Promise<BrowserContext> {
  const context = await sessionContext(browser, portal, session);
  await recordFirstRows(context);
  return context;
}

const firstVisit: number[] = [];
const blankPage: number[] = [];
const shellPaint: number[] = [];
const inUse: number[] = [];
const filtered: number[] = [];

/** One first visit: a new profile, prepared, opens a page; what `measure` answers. */
async function inNewProfile(prepare: (context: BrowserContext) => Promise<void>, measure: (page: Page) => Promise<number>): Promise<number> {
  const context = await signedInContext();
  await prepare(context);
  const value = await measure(await context.newPage());
  await context.close();
  return value;
}

// First visits: a new profile each time, the three pages in turn so they meet the same load.
for (let run = 0; run <= runs; run += 1) {
  const at = await inNewProfile(async () => undefined, (page) => firstRowsOf(page, `${portal}/domains`));
  const floorAt = await inNewProfile((context) => serveFloorPage(context, portal, apiBase), (page) => firstRowsOf(page, portal + floorPath));
  const shellAt = await inNewProfile((context) => serveShellPage(context, portal, 'dist/domains/index.html'), (page) => firstPaintOf(page, portal + shellPath));
  if (run > 0) {
    firstVisit.push(at);
    blankPage.push(floorAt);
    shellPaint.push(shellAt);
  }
}

// In use: one tab goes home and then opens /domains, then filters the list.
const tabContext = await signedInContext();
const tab = await tabContext.newPage();
for (let run = 0; run <= runs; run += 1) {
  await tab.goto(`${portal}/`, { waitUntil: 'networkidle' });
  const at = await firstRowsOf(tab, `${portal}/domains`);
  const box = tab.locator('input[name="pql"]');
  await box.fill(`name contains ${['food', 'shop', 'cloud'][run % 3]}`);
  const started = await tab.evaluate(() => performance.now());
  await box.press('Enter');
  await tab.waitForFunction(() => location.search.includes('pql') && document.querySelector('table')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 30_000, polling: 5 });
  const done = await tab.evaluate(() => performance.now());
  if (run > 0) {
    inUse.push(at);
    filtered.push(done - started);
  }
}
await tabContext.close();

if (process.argv.includes('--timeline')) {
  // One more first visit, with what the browser fetched and when: where the time to first rows goes.
  const context = await signedInContext();
  const page = await context.newPage();
  await firstRowsOf(page, `${portal}/domains`);
  const timeline = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const timed = window as unknown as { firstRowsAt: number; longTasks: [number, number][] };
    return {
      document: [navigation.requestStart, navigation.responseEnd, navigation.domInteractive, navigation.domContentLoadedEventEnd],
      resources: entries.map((entry) => [new URL(entry.name).pathname + new URL(entry.name).search.slice(0, 40), entry.initiatorType, entry.startTime, entry.responseEnd] as const),
      firstRowsAt: timed.firstRowsAt,
      longTasks: timed.longTasks,
    };
  });
  const [requestStart, responseEnd, interactive, loaded] = timeline.document;
  console.log(`\ntimeline of one first visit (ms since navigation start)\n  document            ${requestStart!.toFixed(0)} → ${responseEnd!.toFixed(0)}; interactive ${interactive!.toFixed(0)}; DOMContentLoaded ${loaded!.toFixed(0)}`);
  for (const [name, kind, start, end] of timeline.resources.sort((a, b) => a[2] - b[2])) {
    console.log(`  ${kind.padEnd(18)}${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)}  ${name}`);
  }
  for (const [start, duration] of timeline.longTasks) console.log(`  long task         ${start.toFixed(0).padStart(5)} → ${(start + duration).toFixed(0).padStart(5)}`);
  console.log(`  first 25 rows visible at ${timeline.firstRowsAt.toFixed(0)}`);
  await context.close();
}

console.log(`\n/domains as a customer (admin) on ${databasePath}, ${runs} runs after one warm-up`);
console.log('measure                                                   p50 ms   p95 ms   max ms');
for (const [label, values] of [
  ['in use: home → /domains, first 25 rows visible', inUse],
  ['first visit (new profile): first 25 rows visible', firstVisit],
  ['  the harness alone: a blank page, same call, 25 rows', blankPage],
  ['  the page\'s markup and CSS, no script: first paint', shellPaint],
  ['filter submitted → filtered rows shown', filtered],
] as const) {
  console.log(`${label.padEnd(58)}${percentile(values, 0.5).toFixed(0).padStart(6)}${percentile(values, 0.95).toFixed(0).padStart(9)}${Math.max(...values).toFixed(0).padStart(9)}`);
}

const context = await signedInContext();
const sizes: [string, number][] = [];
const listRoutes = [...new Set(resourceDeclarations.map((declaration) => declaration.routes.list).filter((route): route is string => Boolean(route)))];
for (const route of listRoutes) {
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(portal + route.replace(/\{[^}]+\}/g, '1'), { waitUntil: 'networkidle' });
  sizes.push([route, (await Promise.all(scripts.values())).reduce((sum, body) => sum + gzipBytes(body), 0)]);
  await page.close();
}
sizes.sort((a, b) => b[1] - a[1]);
console.log(`\ngzip JS of the ${sizes.length} list routes: heaviest ${sizes[0]![0]} ${(sizes[0]![1] / 1024).toFixed(1)} KB, lightest ${sizes.at(-1)![0]} ${(sizes.at(-1)![1] / 1024).toFixed(1)} KB (budget 120 KB)`);
for (const [route, bytes] of sizes.slice(0, 5)) console.log(`  ${route.padEnd(52)}${(bytes / 1024).toFixed(1).padStart(7)} KB`);

await browser.close();
await servers.close();
const verdict = (met: boolean) => (met ? 'met' : 'missed');
const heaviest = sizes[0]![1] / 1024;
console.log(`\ntargets (issue 9)
  in use: first rows p50 ≤ ${targetMs} ms            ${percentile(inUse, 0.5).toFixed(0).padStart(5)} ms   ${verdict(percentile(inUse, 0.5) <= targetMs)}
  first visit: first rows p50 ≤ ${targetMs} ms       ${percentile(firstVisit, 0.5).toFixed(0).padStart(5)} ms   ${verdict(percentile(firstVisit, 0.5) <= targetMs)}
  heaviest list route ≤ 120 KB gzip           ${heaviest.toFixed(1).padStart(5)} KB   ${verdict(heaviest <= 120)}`);
process.exit(0);
