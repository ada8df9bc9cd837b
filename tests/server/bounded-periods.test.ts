/**
 * Bounded cost before work (issue 32, defects 1 and 4): every GET that takes a period of days
 * (each carries `x-max-period-days` on its `from` and `to` in the OpenAPI document) refuses a
 * period of 3.6 million days, and a day the calendar does not have, with a 400 naming the
 * parameter — as quickly as it answers a normal period, since the length is counted, not built.
 * Every other GET route takes the same parameters without a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPeriodDaysKey } from '../../src/lib/contracts/period-query.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Operation = { parameters?: Record<string, unknown>[] };
type OpenApi = { paths: Record<string, { parameters?: Record<string, unknown>[]; get?: Operation }> };

const hugePeriod = 'from=0001-01-01&to=9999-12-31';
const impossibleDays = ['2026-13-01', '2026-02-30', '2026-01-32', '2026-00-10', '2025-02-29'];

describe('periods of days are checked before any work', () => {
  let api: TestApi;
  let viewer: SignedInUser;
  const registeredGets: string[] = [];
  let samples: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi({}, { domains: 40 }, {
      onRoute: (route) => {
        if ([route.method].flat().includes('GET') && route.url.startsWith('/groups/:context')) registeredGets.push(route.url);
      },
    });
    viewer = await signInAs(api.baseUrl, 'viewer');
    const one = (sql: string, ...params: string[]) => String((api.db.prepare(sql).get(...params) as { id: number } | undefined)?.id ?? 1);
    samples = {
      domain: one('SELECT d.id FROM domains d JOIN dns_zones z ON z.domain_id = d.id WHERE d.group_id = ? ORDER BY d.id LIMIT 1', viewer.groupId),
      zone: one('SELECT id FROM dns_zones WHERE group_id = ? ORDER BY id LIMIT 1', viewer.groupId),
    };
  });
  afterAll(() => api.close());

  const concrete = (path: string) => path
    .replace(/\{context\}|:context/, viewer.groupId)
    .replace(/\/domains\/(\{id\}|:id)/, `/domains/${samples.domain}`)
    .replace(/\/zones\/(\{zoneId\}|:zoneId)/, `/zones/${samples.zone}`)
    .replace(/\/reports\/(\{name\}|:name)/, '/reports/portfolio-activity')
    .replace(/\{[a-zA-Z]+\}|:[a-zA-Z]+/g, '1');

  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${viewer.token}`, accept: 'application/json' } });
    const text = await response.text();
    const ms = performance.now() - started;
    const body = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: response.status, body, ms };
  };
  const fastest = async (path: string, times = 3) => {
    const answers = [];
    for (let index = 0; index < times; index += 1) answers.push(await get(path));
    return answers.sort((a, b) => a.ms - b.ms)[0]!;
  };
  const median = async (path: string) => {
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push(await get(path));
    return answers.sort((a, b) => a.ms - b.ms)[1]!;
  };

  /** Every GET path of the document whose from/to carry the period's maximum, with that maximum. */
  const periodRoutes = async (): Promise<[string, number][]> => {
    const document = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as OpenApi;
    return Object.entries(document.paths).flatMap(([path, item]) => {
      const parameters = [...(item.parameters ?? []), ...(item.get?.parameters ?? [])];
      const from = parameters.find((parameter) => parameter.name === 'from' && parameter.in === 'query');
      return item.get && from && typeof from[maxPeriodDaysKey] === 'number' ? [[path, from[maxPeriodDaysKey]] as [string, number]] : [];
    });
  };

  it('the document names every route that takes a period, with its maximum', async () => {
    const routes = new Map(await periodRoutes());
    expect(routes).toEqual(new Map([
      ['/groups/{context}/domains/{id}/dns_statistics', 366],
      ['/groups/{context}/pulse', 366],
      ['/groups/{context}/reports/{name}', 400],
    ]));
  });

  it('a period of 3.6 million days is a 400 naming from, no slower than ten normal answers of the same route', async () => {
    const viewerMayRead = new Set(['/groups/{context}/domains/{id}/dns_statistics']);
    for (const [path, maxDays] of await periodRoutes()) {
      const url = concrete(path);
      // The viewer reads DNS statistics; the pulse and reports need view-reports, which a
      // reports viewer has: either way the period is checked before the answer is built.
      if (!viewerMayRead.has(path)) continue;
      const normal = await median(url);
      expect(normal.status, url).toBe(200);
      const refused = await fastest(`${url}?${hugePeriod}`);
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({ code: 'invalid_parameter', parameter: 'from', max_days: maxDays });
      expect(refused.ms, `${url}: ${refused.ms.toFixed(1)} ms against ${normal.ms.toFixed(1)} ms`).toBeLessThanOrEqual(10 * normal.ms);
    }
  });

  it('every period route, for a user who may read it, refuses the huge period quickly and impossible days naming the field', async () => {
    const admin = await signInAs(api.baseUrl, 'admin');
    const asAdmin = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${admin.token}` } });
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, body, ms: performance.now() - started };
    };
    for (const [path, maxDays] of await periodRoutes()) {
      const url = concrete(path).replace(viewer.groupId, admin.groupId);
      const normals = [await asAdmin(url), await asAdmin(url), await asAdmin(url)].sort((a, b) => a.ms - b.ms);
      expect(normals[1]!.status, url).toBe(200);
      const huge = [await asAdmin(`${url}?${hugePeriod}`), await asAdmin(`${url}?${hugePeriod}`), await asAdmin(`${url}?${hugePeriod}`)].sort((a, b) => a.ms - b.ms);
      expect(huge[0]!.body, url).toMatchObject({ statusCode: 400, code: 'invalid_parameter', parameter: 'from', max_days: maxDays });
      expect(huge[0]!.ms, `${url}: ${huge[0]!.ms.toFixed(1)} ms against ${normals[1]!.ms.toFixed(1)} ms`).toBeLessThanOrEqual(10 * normals[1]!.ms);
      for (const day of impossibleDays) {
        const badFrom = await asAdmin(`${url}?from=${day}&to=2026-03-31`);
        expect(badFrom.status, `${url} from=${day}`).toBe(400);
        expect(badFrom.body, `${url} from=${day}`).toMatchObject({ code: 'invalid_parameter', parameter: 'from' });
        expect(String(badFrom.body.message)).toContain(day);
        const badTo = await asAdmin(`${url}?from=2026-01-01&to=${day}`);
        expect(badTo.body, `${url} to=${day}`).toMatchObject({ statusCode: 400, code: 'invalid_parameter', parameter: 'to' });
      }
      // One day more than the maximum is refused; the maximum itself is answered.
      const last = '2026-10-31';
      const first = new Date(Date.parse(`${last}T00:00:00Z`) - (maxDays - 1) * 86_400_000).toISOString().slice(0, 10);
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect((await asAdmin(`${url}?from=${first}&to=${last}`)).status, url).toBe(200);
      expect((await asAdmin(`${url}?from=${dayBefore}&to=${last}`)).body, url).toMatchObject({ code: 'invalid_parameter', parameter: 'from' });
    }
  });

  it('a pql longer than 4000 characters is refused before it is parsed, on lists and reports', async () => {
    // 444 names of 8 characters, the last one cut: exactly 4000 characters.
    const longest = `name equals ${Array.from({ length: 444 }, (_, index) => `n${String(index).padStart(7, '0')}`).join(',')}`.slice(0, 4000);
    expect(longest).toHaveLength(4000);
    expect((await get(`/groups/${viewer.groupId}/domains?pql=${encodeURIComponent(longest)}`)).status).toBe(200);
    for (const path of [`/groups/${viewer.groupId}/domains`, `/groups/${viewer.groupId}/audit_log`, `/groups/${viewer.groupId}/reports/domains`]) {
      const refused = await get(`${path}?pql=${encodeURIComponent(`${longest}x`)}`);
      expect(refused.body, path).toMatchObject({ statusCode: 400, code: 'invalid_parameter', parameter: 'pql', max_length: 4000 });
    }
  });

  it('no GET route answers 500 to a huge period, impossible days or the largest page', async () => {
    expect(registeredGets.length).toBeGreaterThan(50);
    const queries = [hugePeriod, 'from=2026-13-01&to=2026-02-30', 'days=99999', 'months=99999', `limit=1000&page=10000000`, `pql=${'name%20equals%20x%20and%20'.repeat(300)}name%20equals%20x`];
    for (const route of registeredGets) {
      for (const query of queries) {
        const answer = await get(`${concrete(route)}?${query}`);
        expect(answer.status, `${route}?${query}`).toBeLessThan(500);
      }
    }
  });
});
