/**
 * API latency benchmark (issue 3): with 100 000 seeded domains, p50 and p95 of
 *   (a) the default domain list, (b) a three-condition PQL query with a contains,
 *   (c) the list sorted by expiry, (d) a page of 1 000 domains (for information: mostly writing the answer),
 * as a customer (their share of the portfolio; issue 3 targets these three) and as staff across
 * every account (all 100 000 rows; issue 9 targets the PQL query, the other two are for information).
 *   node scripts/bench-api.ts [--requests 200] [--domains 100000]
 * Reuses BENCH_DATABASE_PATH (default data/bench-<domains>.sqlite) when it is already seeded
 * with that many domains, else seeds it (under a minute). The API runs in this process on a
 * free port and is called over HTTP, as the portal calls it. Target: p95 under 25 ms.
 */
import { fileURLToPath } from 'node:url';
import { buildApiServer } from '../server/api/app.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { freePort } from './free-port.ts';
import { percentile } from './percentile.ts';
import { numberOption } from './number-option.ts';

const targetP95Ms = 25;

const requests = numberOption('requests', 200);
const domains = numberOption('domains', 100_000);
const databasePath = process.env.BENCH_DATABASE_PATH || fileURLToPath(new URL(`../data/bench-${domains}.sqlite`, import.meta.url));

interface Measured {
  label: string;
  targeted: boolean;
  total: number;
  p50: number;
  p95: number;
  max: number;
}

async function measure(label: string, targeted: boolean, url: string, token: string): Promise<Measured> {
  const headers = { authorization: `Bearer ${token}` };
  let total = 0;
  for (let warm = 0; warm < 20; warm++) await (await fetch(url, { headers })).text();
  const times: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { meta?: { total: number } };
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    total = body.meta?.total ?? 0;
  }
  return { label, targeted, total, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) };
}

prepareBenchDatabase(databasePath, domains);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const app = buildApiServer({ databasePath, env: {}, config: { port, accessTokenTtlSeconds: 3600, issuer: `${baseUrl}/oidc` } });
await app.listen({ port, host: '127.0.0.1' });

try {
  const pql = 'name contains food and status equals active,expired and expires_at less_than 2028-06-01';
  const queries = [
    ['(a) default list', ''],
    ['(b) 3-condition PQL', `?pql=${encodeURIComponent(pql)}`],
    ['(c) sort by expiry', '?sort=expires_at'],
    // Mostly writing the answer (some 1 MB): how fast answers are written by their contract's schema.
    ['(d) a page of 1 000', '?limit=1000'],
  ] as const;
  const results: Measured[] = [];
  for (const [who, username] of [['customer', 'admin'], ['staff, all accounts', 'staff']] as const) {
    const { accessToken, groupId } = await signInDemoUser(baseUrl, username);
    for (const [label, query] of queries) {
      const targeted = !label.startsWith('(d)') && (username === 'admin' || label.startsWith('(b)'));
      results.push(await measure(`${label} · ${who}`, targeted, `${baseUrl}/groups/${groupId}/domains${query}`, accessToken));
    }
  }
  console.log(`\n${requests} requests each, after 20 warm-up; PQL (b): ${pql}\n`);
  console.log(`${'query'.padEnd(40)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const result of results) {
    console.log(`${result.label.padEnd(40)} ${String(result.total).padStart(8)} ${result.p50.toFixed(2).padStart(8)} ${result.p95.toFixed(2).padStart(8)} ${result.max.toFixed(2).padStart(8)}`);
  }
  const slow = results.filter((result) => result.p95 >= targetP95Ms);
  const missed = slow.filter((result) => result.targeted);
  const targeted = results.filter((result) => result.targeted).length;
  console.log(missed.length === 0 ? `\nThe ${targeted} targeted queries have p95 under ${targetP95Ms} ms.` : `\nMissed the ${targetP95Ms} ms p95 target: ${missed.map((result) => result.label).join('; ')}`);
  const alsoSlow = slow.filter((result) => !result.targeted);
  if (alsoSlow.length > 0) console.log(`Also over ${targetP95Ms} ms (not targeted): ${alsoSlow.map((result) => result.label).join('; ')}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
} finally {
  await app.close();
}
