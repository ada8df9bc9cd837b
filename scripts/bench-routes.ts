/**
 * Route cost audit (issue 32, "heavy work off the request thread": no read may hold the API's one
 * request thread for more than 100 ms). With 100 000 seeded domains, every GET operation of the
 * OpenAPI document is called as the customer admin and as staff, its path filled from the list
 * above it (`/groups/{context}/zones/{zoneId}/plan` takes the first zone of `/groups/{context}/zones`),
 * `--runs` times each after one warm-up call. Prints the routes whose p50 is over the budget,
 * each as a ratio to `/health`'s p50 in the same run, then how many routes were called and which
 * could not be (no list above them, or a refusal).
 *   node scripts/bench-routes.ts [--runs 5] [--domains 100000] [--budget 100]
 * Reuses the benchmarks' seeded database (bench-database.ts).
 */
import { fileURLToPath } from 'node:url';
import { buildApiServer } from '../server/api/app.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { signInDemoUser } from './demo-sign-in.ts';
import { freePort } from './free-port.ts';
import { percentile } from './percentile.ts';
import { numberOption } from './number-option.ts';

const runs = numberOption('runs', 5);
const domains = numberOption('domains', 100_000);
const budgetMs = numberOption('budget', 100);
const databasePath = process.env.BENCH_DATABASE_PATH || fileURLToPath(new URL(`../data/bench-${domains}.sqlite`, import.meta.url));

interface Timed {
  route: string;
  who: string;
  status: number;
  p50: number;
  max: number;
}

type Operation = { parameters?: { name: string; in: string; required?: boolean }[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

prepareBenchDatabase(databasePath, domains);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const app = buildApiServer({ databasePath, env: {}, config: { port, accessTokenTtlSeconds: 3600, issuer: `${baseUrl}/oidc` } });
await app.listen({ port, host: '127.0.0.1' });

async function timed(path: string, token: string): Promise<{ status: number; times: number[]; body: unknown }> {
  const headers = { authorization: `Bearer ${token}` };
  let body: unknown = null;
  let status = 0;
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers });
    const text = await response.text();
    if (run > 0) times.push(performance.now() - started);
    status = response.status;
    if (run === 0 && response.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
  }
  return { status, times, body };
}

/** The id of the first row a list answers (`data[0].id`), or of the first item of a bare array. */
function firstId(body: unknown): string | null {
  const rows = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
  const first = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
  const id = first?.id ?? first?.name;
  return id === undefined || id === null ? null : String(id);
}

try {
  const openApi = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApi;
  const templates = Object.entries(openApi.paths)
    .filter(([, operations]) => operations.get !== undefined)
    .filter(([, operations]) => !(operations.get.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.required))
    .map(([path]) => path)
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  const health = await timed('/health', '');
  const results: Timed[] = [];
  const skipped: string[] = [];
  for (const [who, username] of [['customer admin', 'admin'], ['staff', 'staff']] as const) {
    const { accessToken, groupId } = await signInDemoUser(baseUrl, username);
    // Each list's first id, by the list's filled path: the paths below it take it.
    const firstIds = new Map<string, string | null>();
    const filled = (template: string): string | null => {
      let path = '';
      for (const segment of template.split('/').slice(1)) {
        if (segment === '{context}') path += `/${groupId}`;
        else if (/^\{.+\}$/.test(segment)) {
          const id = firstIds.get(path);
          if (id === undefined || id === null) return null;
          path += `/${encodeURIComponent(id)}`;
        } else path += `/${segment}`;
      }
      return path;
    };
    for (const template of templates) {
      const path = filled(template);
      if (path === null) {
        skipped.push(`${template} (${who}: no list above it)`);
        continue;
      }
      const { status, times, body } = await timed(path, accessToken);
      if (status >= 400) {
        skipped.push(`${template} (${who}: ${status})`);
        continue;
      }
      firstIds.set(path, firstId(body));
      results.push({ route: template, who, status, p50: percentile(times, 0.5), max: Math.max(...times) });
    }
  }
  const healthP50 = percentile(health.times, 0.5);
  const slow = results.filter((result) => result.p50 > budgetMs).sort((a, b) => b.p50 - a.p50);
  console.log(`\n${results.length} calls of ${templates.length} GET routes (${runs} runs each, ${domains} domains); /health p50 ${healthP50.toFixed(1)} ms\n`);
  console.log(`${'route'.padEnd(64)} ${'as'.padEnd(15)} ${'p50 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'÷ /health'.padStart(10)}`);
  for (const result of slow.length > 0 ? slow : results.sort((a, b) => b.p50 - a.p50).slice(0, 10)) {
    console.log(`${result.route.padEnd(64)} ${result.who.padEnd(15)} ${result.p50.toFixed(1).padStart(8)} ${result.max.toFixed(1).padStart(8)} ${`${(result.p50 / healthP50).toFixed(0)}×`.padStart(10)}`);
  }
  console.log(slow.length === 0 ? `\nNo route's p50 is over ${budgetMs} ms (the ten slowest above).` : `\n${slow.length} route calls over ${budgetMs} ms (above).`);
  if (skipped.length > 0) console.log(`Not called (${skipped.length}): ${skipped.join('; ')}`);
  process.exitCode = slow.length === 0 ? 0 : 1;
} finally {
  await app.close();
}
