/**
 * `npm run bench:jobs`: issue 13's benchmark of bulk jobs (DESIGN.md section 13), as the demo
 * admin on a copy of the 100 000-domain bench database (BENCH_DATABASE_PATH, default
 * data/bench-100000.sqlite, reused or seeded as bench:api does; the copy is thrown away):
 *   (a) a job of 1 000 renewals: the dry run's time, then from confirm (POST /jobs) to done on
 *       the reference API, at its item budget (JOB_ITEMS_PER_SECOND, default the API's);
 *   (b) meanwhile the built portal (dist/, which this script never builds) shows the job at
 *       /tray?job=<id> in headless Chromium: every request it makes to the API is counted, and
 *       the most reads of the job in any one second (target: at most 1);
 *   (c) with --kill: the API runs as a child process, is killed (SIGKILL) in the middle of a
 *       job of 1 000, and started again on the same file: the items done, queued and running
 *       before and after, and whether every domain was renewed exactly once (its expiry moved
 *       by one period and one renewal transaction) once the job is done.
 * Exits 1 when a target is missed or a renewal is lost or doubled.
 *   node scripts/bench-jobs.ts [--items 1000] [--kill] [--no-browser]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { launchChromium, signedInContext, storedSession } from './bench-browser.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { startBenchServers } from './bench-servers.ts';
import { isBuildStale } from './build-freshness.ts';
import { signInDemoUser, type DemoSignIn } from './demo-sign-in.ts';
import { freePort } from './free-port.ts';
import { numberOption } from './number-option.ts';

interface JobRecord {
  id: number;
  state: string;
  item_count: number;
  done_count: number;
  failed_count: number;
  skipped_count: number;
  queued_count: number;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
}

const itemCount = numberOption('items', 1000);
const withKill = process.argv.includes('--kill');
const withBrowser = !process.argv.includes('--no-browser');
const domains = 100_000;
const projectDir = fileURLToPath(new URL('..', import.meta.url));
const benchDatabase = process.env.BENCH_DATABASE_PATH || fileURLToPath(new URL(`../data/bench-${domains}.sqlite`, import.meta.url));
/** Amounts are in the currency's minor unit (DESIGN.md section 9): pence, cents, whole yen. */
const moneyText = (amount: number, currency: string) => (currency === 'JPY' ? amount.toFixed(0) : (amount / 100).toFixed(2));
/** "Not more than once a second", allowing the browser's timers a few milliseconds early. */
const minimumPollGapMs = 990;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A throw-away copy of the bench database (renewals change it). */
function copyOfBenchDatabase(): string {
  const path = join(tmpdir(), `bench-jobs-${process.pid}-${Date.now()}.sqlite`);
  const db = new DatabaseSync(benchDatabase, { readOnly: true });
  db.exec(`VACUUM INTO '${path}'`);
  db.close();
  return path;
}

function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

async function api<T>(apiBase: string, signIn: DemoSignIn, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiBase}/groups/${signIn.groupId}/${path}`, {
    method,
    headers: { authorization: `Bearer ${signIn.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 400)}`);
  return JSON.parse(text) as T;
}

/** Active domains of the account whose renewal stays within ten years: the job's records. */
async function renewableDomains(apiBase: string, signIn: DemoSignIn, count: number): Promise<number[]> {
  const pql = encodeURIComponent('status equals active and expires_at less_than "2031-01-01"');
  const page = await api<{ data: { id: number }[] }>(apiBase, signIn, 'GET', `domains?limit=${count}&sort=id&fields=id&pql=${pql}`);
  if (page.data.length < count) throw new Error(`only ${page.data.length} renewable domains in the demo account`);
  return page.data.map((row) => row.id);
}

async function waitForJob(apiBase: string, signIn: DemoSignIn, id: number, final = true): Promise<JobRecord> {
  for (;;) {
    const job = await api<JobRecord>(apiBase, signIn, 'GET', `jobs/${id}`);
    if (!final || ['done', 'cancelled'].includes(job.state)) return job;
    await sleep(250);
  }
}

/** (a) and (b): one job of renewals watched by the portal. */
async function renewalRun(failures: string[]): Promise<void> {
  const databasePath = copyOfBenchDatabase();
  const browserRun = withBrowser && !isBuildStale(projectDir);
  if (withBrowser && !browserRun) console.log('dist/ is missing or older than the sources: (b) is left out (npm run build first).');
  const servers = await startBenchServers({ portalPort: await freePort(), apiPort: await freePort(), databasePath });
  const browser = browserRun ? await launchChromium() : undefined;
  try {
    const signIn = await signInDemoUser(servers.apiBase, 'admin');
    const ids = await renewableDomains(servers.apiBase, signIn, itemCount);
    const body = { action: 'renew', resource: 'domains', ids, options: { period_years: 1 } };
    const dryStarted = performance.now();
    const dry = await api<{ data: { eligible_count: number; costs: { currency: string; amount: number }[] } }>(servers.apiBase, signIn, 'POST', 'jobs', { ...body, dry_run: true });
    const dryMs = performance.now() - dryStarted;
    console.log(`(a) dry run of ${ids.length} renewals: ${dryMs.toFixed(0)} ms; ${dry.data.eligible_count} eligible; ${dry.data.costs.map((cost) => `${cost.currency} ${moneyText(cost.amount, cost.currency)}`).join(', ')}`);

    const page = browser ? await (await signedInContext(browser, servers.portal, await storedSession(servers.apiBase, signIn))).newPage() : undefined;
    const requests: { at: number; path: string }[] = [];
    page?.on('request', (request) => {
      if (request.url().startsWith(servers.apiBase) && request.method() !== 'OPTIONS') requests.push({ at: performance.now(), path: `${request.method()} ${new URL(request.url()).pathname}` });
    });

    const confirmed = performance.now();
    const job = await api<JobRecord>(servers.apiBase, signIn, 'POST', 'jobs', body);
    const watching = page ? page.goto(`${servers.portal}/tray?job=${job.id}`) : Promise.resolve(null);
    const done = await waitForJob(servers.apiBase, signIn, job.id);
    const doneMs = performance.now() - confirmed;
    await watching;
    console.log(`(a) job ${job.id}: ${done.done_count} done, ${done.failed_count} failed, ${done.skipped_count} skipped of ${done.item_count}; confirm → done ${seconds(doneMs)} (${(done.done_count / (doneMs / 1000)).toFixed(1)} items/s)`);
    if (done.done_count !== dry.data.eligible_count) failures.push(`${done.done_count} renewals done, the dry run said ${dry.data.eligible_count}`);

    if (page) {
      await page.getByRole('progressbar').first().waitFor();
      await page.waitForFunction(() => {
        const bar = document.querySelector('[role="progressbar"]');
        return bar !== null && bar.getAttribute('aria-valuenow') === bar.getAttribute('aria-valuemax');
      }, undefined, { timeout: 10_000 });
      const window = requests.filter((request) => request.at >= confirmed && request.at <= confirmed + doneMs);
      // The job page reads the job from the list (`jobs?filter[id]=`), or from its record.
      const jobPolls = window.filter((request) => new RegExp(`^GET /groups/[^/]+/jobs(/${job.id})?$`).test(request.path));
      const byPath = new Map<string, number>();
      for (const request of window) byPath.set(request.path.replace(/\/\d+/g, '/{id}').replace(/\/groups\/[^/]+/, ''), (byPath.get(request.path.replace(/\/\d+/g, '/{id}').replace(/\/groups\/[^/]+/, '')) ?? 0) + 1);
      console.log(`(b) the portal watching it made ${window.length} API requests in ${seconds(doneMs)} (${(window.length / (doneMs / 1000)).toFixed(2)}/s): ${[...byPath].map(([path, count]) => `${count} × ${path}`).join(', ')}`);
      const gaps = jobPolls.slice(1).map((poll, index) => poll.at - jobPolls[index]!.at);
      const shortest = Math.min(...gaps);
      console.log(`(b) ${jobPolls.length} reads of the job; time between two: shortest ${shortest.toFixed(0)} ms, median ${[...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!.toFixed(0)} ms (target: at most once a second, ${minimumPollGapMs} ms allowing for timer jitter)`);
      if (shortest < minimumPollGapMs) failures.push(`the portal read the job twice within ${shortest.toFixed(0)} ms`);
    }
  } finally {
    await browser?.close();
    await servers.close();
    removeDatabase(databasePath);
  }
}

function startApiProcess(databasePath: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/api/main.ts'], {
    cwd: projectDir,
    env: { ...process.env, API_PORT: String(port), DATABASE_PATH: databasePath, LOG_LEVEL: 'error', PORTAL_ORIGINS: 'http://localhost:1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://localhost:${port}/health`)).ok) return resolve(child);
      } catch { /* not listening yet */ }
      if (Date.now() - started > 60_000) return reject(new Error('the API did not start in 60 s'));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

function itemStates(databasePath: string, jobId: number): Record<string, number> {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const rows = db.prepare('SELECT state, count(*) AS n FROM job_items WHERE job_id = ? GROUP BY state').all(jobId) as { state: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
  } finally {
    db.close();
  }
}

/** (c): the API killed in the middle of a job and started again. */
async function killRun(failures: string[]): Promise<void> {
  const databasePath = copyOfBenchDatabase();
  const port = await freePort();
  const apiBase = `http://localhost:${port}`;
  let child = await startApiProcess(databasePath, port);
  try {
    const signIn = await signInDemoUser(apiBase, 'admin');
    const ids = await renewableDomains(apiBase, signIn, itemCount);
    const before = new DatabaseSync(databasePath, { readOnly: true });
    const expiryBefore = new Map((before.prepare(`SELECT id, expires_at FROM domains WHERE id IN (${ids.join(',')})`).all() as { id: number; expires_at: string }[])
      .map((row) => [Number(row.id), row.expires_at]));
    const renewalsBefore = Number(before.prepare(`SELECT count(*) AS n FROM transactions WHERE domain_id IN (${ids.join(',')}) AND description LIKE 'Renewal of %'`).get()?.n);
    before.close();
    const job = await api<JobRecord>(apiBase, signIn, 'POST', 'jobs', { action: 'renew', resource: 'domains', ids, options: { period_years: 1 } });
    for (;;) {
      const seen = await waitForJob(apiBase, signIn, job.id, false);
      if (seen.done_count >= itemCount / 3) break;
      await sleep(100);
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const atKill = itemStates(databasePath, job.id);
    console.log(`(c) killed the API (SIGKILL) in the middle of job ${job.id}: items ${JSON.stringify(atKill)}`);
    const restarted = performance.now();
    child = await startApiProcess(databasePath, port);
    const signInAgain = await signInDemoUser(apiBase, 'admin');
    const done = await waitForJob(apiBase, signInAgain, job.id);
    console.log(`(c) started again: the job went on and ended ${done.state} in ${seconds(performance.now() - restarted)}: ${done.done_count} done, ${done.failed_count} failed, ${done.skipped_count} skipped`);
    const after = new DatabaseSync(databasePath, { readOnly: true });
    const expiryAfter = new Map((after.prepare(`SELECT id, expires_at FROM domains WHERE id IN (${ids.join(',')})`).all() as { id: number; expires_at: string }[])
      .map((row) => [Number(row.id), row.expires_at]));
    const renewals = after.prepare(`SELECT domain_id, count(*) AS n FROM transactions WHERE domain_id IN (${ids.join(',')}) AND description LIKE 'Renewal of %' AND created_at >= ? GROUP BY domain_id`)
      .all(job.created_at) as { domain_id: number; n: number }[];
    after.close();
    const movedOnce = ids.filter((id) => {
      const from = new Date(expiryBefore.get(id)!);
      from.setUTCFullYear(from.getUTCFullYear() + 1);
      return new Date(expiryAfter.get(id)!).getTime() === from.getTime();
    }).length;
    const doubled = renewals.filter((row) => Number(row.n) > 1).length;
    console.log(`(c) expiry moved by exactly one year: ${movedOnce} of ${ids.length}; domains with two renewals: ${doubled}; renewal transactions ${renewalsBefore} before, ${renewalsBefore + renewals.reduce((sum, row) => sum + Number(row.n), 0)} after`);
    if (movedOnce !== done.done_count || doubled > 0) failures.push(`after the restart ${movedOnce} expiries moved once for ${done.done_count} done items, ${doubled} doubled`);
  } finally {
    child.kill('SIGKILL');
    removeDatabase(databasePath);
  }
}

prepareBenchDatabase(benchDatabase, domains);
const failures: string[] = [];
await renewalRun(failures);
if (withKill) await killRun(failures);
if (failures.length > 0) {
  console.error(`Missed: ${failures.join('; ')}`);
  process.exitCode = 1;
}
