/**
 * `npm run bench:reports`: the reports (DESIGN.md section 14; server/api/reports/) timed for staff
 * in their own account, so over every account's records: 100 000 domains by default. Each report
 * (and the catalogue, the forecast over 36 months and with every drop criterion, the activity of
 * 400 days, a report with a PQL filter) is called once to warm up, then `--runs` times; the table
 * gives p50 and max per call. The API is built in this process and called in-process (inject: no
 * port). Target: every report's p50 under 1.5 s. Then /health is sampled while the heaviest report
 * runs, against its idle p95: reports are made off the request thread.
 *   node scripts/bench-reports.ts [--runs 5] [--domains 100000]
 * The database is BENCH_REPORTS_DATABASE_PATH, default /tmp/portal-bench-reports-<domains>.sqlite:
 * reused when it holds that many domains, else seeded afresh (about a minute for 100 000).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiServer } from '../server/api/app.ts';
import { defaultDemoPassword } from '../server/api/db/seed/demo-users.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { percentile } from './percentile.ts';
import { numberOption } from './number-option.ts';

const targetP50Ms = 1500;

const runs = numberOption('runs', 5);
const domains = numberOption('domains', 100_000);
const databasePath = process.env.BENCH_REPORTS_DATABASE_PATH || join(tmpdir(), `portal-bench-reports-${domains}.sqlite`);

interface Measured {
  label: string;
  total: number | null;
  p50: number;
  max: number;
}

prepareBenchDatabase(databasePath, domains);
const app = buildApiServer({ databasePath, env: {}, config: { accessTokenTtlSeconds: 3600, jobRunnerIntervalMs: 0 } });
await app.ready();

try {
  const login = await app.inject({ method: 'POST', url: '/login', payload: { username: 'staff', password: process.env.DEMO_PASSWORD || defaultDemoPassword } });
  if (login.statusCode !== 200) throw new Error(`staff could not sign in: ${login.body}`);
  const { access_token: token, user } = login.json() as { access_token: string; user: { group_id: string } };
  const base = `/groups/${user.group_id}/reports`;

  async function measure(label: string, path: string): Promise<Measured> {
    const call = async () => {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: `${base}${path}`, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
      const body = answer.json() as { data: { total?: number } };
      return { ms, total: typeof body.data.total === 'number' ? body.data.total : null };
    };
    await call();
    const times: number[] = [];
    let total: number | null = null;
    for (let run = 0; run < runs; run++) {
      const result = await call();
      times.push(result.ms);
      total = result.total;
    }
    return { label, total, p50: percentile(times, 0.5), max: Math.max(...times) };
  }

  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 399 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string][] = [
    ['catalogue', ''],
    ['domains', '/domains'],
    ['dns', '/dns'],
    ['dns-records', '/dns-records'],
    ['ssls', '/ssls'],
    ['renewals-forecast (12 months)', '/renewals-forecast'],
    ['renewals-forecast (36 months)', '/renewals-forecast?months=36'],
    ['renewals-forecast + every drop criterion', '/renewals-forecast?drop=auto_renew_off,no_dns_queries,no_records,expiring_90_days,not_our_nameservers'],
    ['renewals-forecast + drop no_dns_queries', '/renewals-forecast?drop=no_dns_queries'],
    ['portfolio-activity (30 days)', '/portfolio-activity'],
    ['portfolio-activity (400 days, weeks)', `/portfolio-activity?from=${from}&to=${today}`],
    ['domains, pql status + expiry', `/domains?pql=${encodeURIComponent('status equals active and expires_at less_than today+1y')}`],
    ['dns-records, pql type MX', `/dns-records?pql=${encodeURIComponent('type equals MX')}`],
  ];
  const results: Measured[] = [];
  for (const [label, path] of cases) results.push(await measure(label, path));

  console.log(`\nstaff in every account, ${domains} domains; ${runs} runs each after one warm-up\n`);
  console.log(`${'report'.padEnd(44)} ${'records'.padStart(9)} ${'p50 ms'.padStart(9)} ${'max ms'.padStart(9)}`);
  for (const result of results) {
    console.log(`${result.label.padEnd(44)} ${(result.total === null ? '-' : String(result.total)).padStart(9)} ${result.p50.toFixed(1).padStart(9)} ${result.max.toFixed(1).padStart(9)}`);
  }
  // The API answers every user on one thread: a report is made off it (report-thread.ts), so /health answers while the heaviest runs.
  // Each call waits a turn of the event loop, as a request arriving over the network does (inject alone never lets the worker's answer in): a busy thread shows in its time.
  const health = async () => {
    const started = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    await app.inject({ method: 'GET', url: '/health' });
    return performance.now() - started;
  };
  const idle: number[] = [];
  for (let index = 0; index < 200; index++) idle.push(await health());
  let running = true;
  const heaviest = measure('heaviest', '/renewals-forecast?drop=no_dns_queries').finally(() => { running = false; });
  const busy: number[] = [];
  while (running) busy.push(await health());
  await heaviest;
  const longest = Math.max(...busy);
  console.log(`\n/health while the heaviest report ran ${runs + 1} times: ${busy.length} answers, longest ${longest.toFixed(1)} ms = ${(longest / percentile(idle, 0.95)).toFixed(1)}× the idle p95 (${percentile(idle, 0.95).toFixed(2)} ms)`);
  const slow = results.filter((result) => result.p50 >= targetP50Ms);
  console.log(slow.length === 0 ? `\nEvery report's p50 is under ${targetP50Ms} ms.` : `\nOver ${targetP50Ms} ms p50: ${slow.map((result) => result.label).join('; ')}`);
  process.exitCode = slow.length === 0 ? 0 : 1;
} finally {
  await app.close();
}
