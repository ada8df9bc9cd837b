/**
 * `npm run bench:ui`: in headless Chromium against the API on a 100 000-domain database, the time
 * from navigation start to the first 25 rows of /domains visible, and from submitting a filter
 * to its rows; then the gzip JS bytes of every list route. Targets (issue 5): first rows within
 * 300 ms on localhost; the heaviest list route at most 120 KB gzip.
 * BENCH_DATABASE_PATH reuses or creates the database (default data/bench-100000.sqlite; the first
 * seed takes about 40 s); --runs N sets the repetitions (default 15); --timeline prints what one
 * visit fetched and when.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { launchChromium, signedInContext as sessionContext, storedSession } from './bench-browser.ts';
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

if (!buildIfStale(projectDir)) process.exit(1);
if (!existsSync(databasePath)) console.log(`Seeding ${databasePath} with 100 000 domains…`);
const servers = await startBenchServers({ portalPort, apiPort, databasePath, env: { SEED_DOMAINS: '100000' } });
const { portal, apiBase } = servers;

const session = await storedSession(apiBase, await signInDemoUser(apiBase, 'admin'));
const browser = await launchChromium();

async function signedInContext(): Promise<BrowserContext> {
  const context = await sessionContext(browser, portal, session);
  await context.addInitScript(() => {
    // The moment 25 loaded rows are in the table, in ms since navigation start.
    new MutationObserver((_, observer) => {
      const table = document.querySelector('table[aria-busy="false"]');
      if (table && table.querySelectorAll('tr[data-row-index]').length >= 25) {
        (window as unknown as { firstRowsAt: number }).firstRowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
    // Main-thread work of 50 ms or more, for --timeline.
    const longTasks: [number, number][] = [];
    (window as unknown as { longTasks: [number, number][] }).longTasks = longTasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return context;
}

const firstRows: number[] = [];
const filtered: number[] = [];
for (let run = 0; run <= runs; run += 1) {
  const context = await signedInContext();
  const page = await context.newPage();
  await page.goto(`${portal}/domains`);
  await page.waitForFunction(() => (window as unknown as { firstRowsAt?: number }).firstRowsAt !== undefined, undefined, { timeout: 30_000 });
  const at = await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt);
  const box = page.locator('input[name="pql"]');
  await box.fill(`name contains ${['food', 'shop', 'cloud'][run % 3]}`);
  const started = await page.evaluate(() => performance.now());
  await box.press('Enter');
  await page.waitForFunction(() => location.search.includes('pql') && document.querySelector('table')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 30_000, polling: 5 });
  const done = await page.evaluate(() => performance.now());
  if (run > 0) {
    firstRows.push(at);
    filtered.push(done - started);
  }
  await context.close();
}

if (process.argv.includes('--timeline')) {
  // One more visit, with what the browser fetched and when: where the time to first rows goes.
  const context = await signedInContext();
  const page = await context.newPage();
  await page.goto(`${portal}/domains`);
  await page.waitForFunction(() => (window as unknown as { firstRowsAt?: number }).firstRowsAt !== undefined, undefined, { timeout: 30_000 });
  const timeline = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      document: [navigation.requestStart, navigation.responseEnd, navigation.domInteractive, navigation.domContentLoadedEventEnd],
      resources: entries.map((entry) => [new URL(entry.name).pathname + new URL(entry.name).search.slice(0, 40), entry.initiatorType, entry.startTime, entry.responseEnd] as const),
      firstRowsAt: (window as unknown as { firstRowsAt: number }).firstRowsAt,
      longTasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
    };
  });
  const [requestStart, responseEnd, interactive, loaded] = timeline.document;
  console.log(`\ntimeline of one visit (ms since navigation start)\n  document            ${requestStart!.toFixed(0)} → ${responseEnd!.toFixed(0)}; interactive ${interactive!.toFixed(0)}; DOMContentLoaded ${loaded!.toFixed(0)}`);
  for (const [name, kind, start, end] of timeline.resources.sort((a, b) => a[2] - b[2])) {
    console.log(`  ${kind.padEnd(18)}${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)}  ${name}`);
  }
  for (const [start, duration] of timeline.longTasks) console.log(`  long task         ${start.toFixed(0).padStart(5)} → ${(start + duration).toFixed(0).padStart(5)}`);
  console.log(`  first 25 rows visible at ${timeline.firstRowsAt.toFixed(0)}`);
  await context.close();
}

console.log(`\n/domains as a customer (admin) on ${databasePath}, ${runs} runs after one warm-up`);
console.log('measure                                   p50 ms   p95 ms   max ms');
for (const [label, values] of [['navigation start → first 25 rows visible', firstRows], ['filter submitted → filtered rows shown', filtered]] as const) {
  console.log(`${label.padEnd(42)}${percentile(values, 0.5).toFixed(0).padStart(6)}${percentile(values, 0.95).toFixed(0).padStart(9)}${Math.max(...values).toFixed(0).padStart(9)}`);
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
const missed = percentile(firstRows, 0.95) > 300 || sizes[0]![1] > 120 * 1024;
console.log(missed ? '\nA target was missed.' : '\nTargets met: first rows p95 within 300 ms, heaviest list route within 120 KB.');
process.exit(0);
