/**
 * The watch overview, a watch's report and brand protection (issue 15) over a seeded database:
 * answers as the OpenAPI document describes; every figure equals a count written here in SQL;
 * names under a wildcard DNS record are never counted and are listed in a report's `excluded`;
 * customers see only their account (another is 404), and the demo brand viewer has new,
 * high-risk matches of this week to act on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchSchemas } from '../../server/api/openapi/watch-schemas.ts';
import { lookalikeTechniques, type BrandProtectionAnswer, type WatchOverviewAnswer, type WatchReportAnswer } from '../../src/lib/schemas/watch-insights.ts';
import { answerValidator } from './support/answer-schema.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

const dayMs = 86_400_000;

describe('the watch overview, reports and brand protection', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let brand: SignedInUser;
  let staff: SignedInUser;
  let outsider: SignedInUser;
  let adminGroup: string;
  let otherGroup: string;

  const get = async <T>(user: SignedInUser, path: string, status = 200) => {
    const answer = await callJson<{ data: T }>(api.baseUrl, 'GET', path, { token: user.token });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(status);
    return answer.body.data;
  };
  const count = (sql: string, ...params: (string | number)[]) => Number(api.db.prepare(sql).get(...params)?.total ?? 0);
  const validator = (name: string) => answerValidator(watchSchemas()[name]);

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 400 });
    adminGroup = groupOf(api.db, 'admin');
    otherGroup = String(api.db.prepare('SELECT group_id FROM watches WHERE group_id != ? GROUP BY group_id ORDER BY group_id LIMIT 1').get(adminGroup)?.group_id);
    addUser(api.db, otherGroup, 'watch-outsider', ['watch-admin']);
    admin = await signInAs(api.baseUrl, 'admin');
    brand = await signInAs(api.baseUrl, 'brand');
    staff = await signInAs(api.baseUrl, 'staff');
    outsider = await signInAs(api.baseUrl, 'watch-outsider');
  }, 60_000);
  afterAll(() => api.close());

  it('lists every watch of the account, active first, with figures SQL counts the same', async () => {
    const overview = await get<WatchOverviewAnswer>(admin, `/groups/${adminGroup}/watch_overview`);
    const valid = validator('WatchOverview');
    expect(valid({ data: overview }), JSON.stringify(valid.errors)).toBe(true);
    expect(overview.account).toEqual({ id: adminGroup, name: String(api.db.prepare('SELECT name FROM accounts WHERE id = ?').get(adminGroup)?.name) });
    const ids = api.db.prepare("SELECT id FROM watches WHERE group_id = ? ORDER BY CASE status WHEN 'active' THEN 0 ELSE 1 END, name, id").all(adminGroup).map((row) => Number(row.id));
    expect(overview.watches.map((watch) => watch.id)).toEqual(ids);
    const weekAgo = new Date(api.clock.now() - 7 * dayMs).toISOString();
    for (const watch of overview.watches) {
      expect(watch.matches).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ? AND wildcard_dns = 0', watch.id));
      expect(watch.new_this_week).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ? AND wildcard_dns = 0 AND first_seen_at >= ?', watch.id, weekAgo));
      expect(watch.high_risk).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ? AND wildcard_dns = 0 AND risk_score >= 70', watch.id));
      expect(watch.open_cases).toBe(count("SELECT count(*) AS total FROM watch_cases WHERE watch_id = ? AND status != 'closed'", watch.id));
      expect(watch.terms.length).toBe(count('SELECT count(*) AS total FROM watch_terms WHERE watch_id = ?', watch.id));
      expect(watch.trend).toHaveLength(12);
      const first = watch.trend[0]?.week ?? '';
      expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
      const trendTotal = watch.trend.reduce((sum, week) => sum + week.matches, 0);
      expect(trendTotal).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ? AND wildcard_dns = 0 AND first_seen_at >= ? AND first_seen_at <= ?',
        watch.id, `${first}T00:00:00.000Z`, new Date(api.clock.now()).toISOString()));
    }
    // The seed spreads sightings over the weeks: the trend of the main watch is no flat line.
    expect(new Set(overview.watches[0]?.trend.map((week) => week.matches)).size).toBeGreaterThan(1);
  });

  it('never counts a name under a wildcard DNS record, and lists it as excluded', async () => {
    const wildcards = api.db.prepare('SELECT watch_id, name FROM watch_domains WHERE group_id = ? AND wildcard_dns = 1 ORDER BY name, id').all(adminGroup);
    expect(wildcards.length).toBeGreaterThan(0);
    const watchId = Number(wildcards[0]?.watch_id);
    const report = await get<WatchReportAnswer>(admin, `/groups/${adminGroup}/watches/${watchId}/report`);
    const names = wildcards.filter((row) => Number(row.watch_id) === watchId).map((row) => String(row.name));
    expect(report.excluded).toEqual(names.map((name) => ({ name, reason: 'wildcard_dns' })));
    for (const name of names) expect(report.matches.some((match) => match.name === name)).toBe(false);
    expect(report.watch.matches).toBe(report.matches.length);
    const brandPage = await get<BrandProtectionAnswer>(brand, `/groups/${adminGroup}/brand_protection`);
    for (const name of names) expect(brandPage.riskiest.some((match) => match.name === name)).toBe(false);
    expect(brandPage.brands.find((entry) => entry.watch_id === watchId)?.matches).toBe(report.matches.length);
  });

  it('reports a watch: every counted match explained, riskiest first, techniques and bands adding up, cases with their timelines', async () => {
    const overview = await get<WatchOverviewAnswer>(admin, `/groups/${adminGroup}/watch_overview`);
    const valid = validator('WatchReport');
    for (const summary of overview.watches) {
      const report = await get<WatchReportAnswer>(admin, `/groups/${adminGroup}/watches/${summary.id}/report`);
      expect(valid({ data: report }), JSON.stringify(valid.errors)).toBe(true);
      expect(report.watch).toMatchObject(summary);
      expect(report.techniques.map((entry) => entry.key)).toEqual([...lookalikeTechniques]);
      expect(report.techniques.reduce((sum, entry) => sum + entry.count, 0)).toBe(report.matches.length);
      expect(report.risk_bands.reduce((sum, entry) => sum + entry.count, 0)).toBe(report.matches.length);
      expect(report.risk_bands.find((entry) => entry.key === 'high')?.count).toBe(summary.high_risk);
      const order = report.matches.map((match) => [match.risk_score, match.name] as const);
      expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
      for (const match of report.matches) {
        expect(match.risk_score).toBe(Math.min(100, match.risk_factors.reduce((sum, factor) => sum + factor.points, 0)));
        if (match.case_id !== null) expect(match.case_reference).toMatch(/^CASE-/);
      }
      expect(report.cases.length).toBe(count('SELECT count(*) AS total FROM watch_cases WHERE watch_id = ?', summary.id));
      expect(report.cases_by_status.reduce((sum, entry) => sum + entry.count, 0)).toBe(report.cases.length);
      for (const entry of report.cases) {
        expect(entry.actions.length).toBe(count('SELECT count(*) AS total FROM watch_case_actions WHERE case_id = ?', entry.id));
        expect(entry.actions.length).toBeGreaterThanOrEqual(1);
        expect(entry.actions.length).toBeLessThanOrEqual(5);
        expect(entry.actions[0]?.action).toBe('opened');
        expect(entry.actions[0]?.evidence).toMatchObject({ name: entry.domain_name, technique: expect.any(String), risk_score: expect.any(Number) });
        const times = entry.actions.map((action) => action.at);
        expect(times).toEqual([...times].sort());
      }
    }
  });

  it('gives the brand viewer new high-risk matches of this week to act on, its brands and its cases', async () => {
    const page = await get<BrandProtectionAnswer>(brand, `/groups/${adminGroup}/brand_protection`);
    const valid = validator('BrandProtection');
    expect(valid({ data: page }), JSON.stringify(valid.errors)).toBe(true);
    const weekAgo = new Date(api.clock.now() - 7 * dayMs).toISOString();
    const actionable = page.riskiest.filter((match) => match.risk_band === 'high' && match.case_id === null && match.first_seen_at >= weekAgo);
    expect(actionable.length).toBeGreaterThanOrEqual(3);
    expect(page.riskiest.length).toBe(Math.min(10, count("SELECT count(*) AS total FROM watch_domains WHERE group_id = ? AND wildcard_dns = 0 AND status = 'new'", adminGroup)));
    for (const match of page.riskiest) expect(match.status).toBe('new');
    expect(page.brands.map((entry) => entry.watch_id)).toEqual((await get<WatchOverviewAnswer>(brand, `/groups/${adminGroup}/watch_overview`)).watches.map((watch) => watch.id));
    for (const entry of page.brands) {
      const expected = api.db.prepare(`SELECT id, name FROM domains WHERE group_id = ? AND lower(replace(substr(name, 1, length(name) - length(tld) - 1), '-', '')) = ?
        ORDER BY tld != 'com', substr(name, 1, length(name) - length(tld) - 1) != ?, name LIMIT 1`).get(adminGroup, entry.brand, entry.brand);
      expect(entry.brand_domain).toEqual(expected ? { id: Number(expected.id), name: String(expected.name) } : null);
    }
    expect(page.brands.some((entry) => entry.brand_domain !== null)).toBe(true);
    for (const entry of page.cases_by_status) {
      expect(entry.count).toBe(count('SELECT count(*) AS total FROM watch_cases WHERE group_id = ? AND status = ?', adminGroup, entry.key));
    }
    expect(page.open_cases.length).toBe(Math.min(10, count("SELECT count(*) AS total FROM watch_cases WHERE group_id = ? AND status != 'closed'", adminGroup)));
    const opened = page.open_cases.map((entry) => entry.opened_at);
    expect(opened).toEqual([...opened].sort().reverse());
  });

  it('lists every found domain in the generic list, filterable by the new read-only fields', async () => {
    const watchId = Number(api.db.prepare('SELECT watch_id FROM watch_domains WHERE group_id = ? AND wildcard_dns = 1 LIMIT 1').get(adminGroup)?.watch_id);
    const list = async (pql: string) => {
      const answer = await callJson<{ data: Record<string, unknown>[]; meta: { total: number } }>(api.baseUrl, 'GET',
        `/groups/${adminGroup}/watches/${watchId}/domains?limit=1000&fields=name,technique,similarity,risk_score,resolves,has_certificate,wildcard_dns&pql=${encodeURIComponent(pql)}`, { token: admin.token });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      return answer.body;
    };
    const wildcards = await list('wildcard_dns equals true');
    expect(wildcards.meta.total).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ? AND wildcard_dns = 1', watchId));
    expect(wildcards.data.every((row) => row.wildcard_dns === true && typeof row.technique === 'string')).toBe(true);
    const all = await list('similarity greater_than_and_including 0');
    expect(all.meta.total).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ?', watchId));
    const [sample] = all.data;
    const technique = String(sample?.technique);
    expect((await list(`technique equals ${technique}`)).meta.total).toBe(count('SELECT count(*) AS total FROM watch_domains WHERE watch_id = ? AND technique = ?', watchId, technique));
    // Computed fields are read-only: a change naming them is refused.
    const id = Number(api.db.prepare('SELECT id FROM watch_domains WHERE watch_id = ? LIMIT 1').get(watchId)?.id);
    const version = Number(api.db.prepare('SELECT version FROM watch_domains WHERE id = ?').get(id)?.version);
    const patched = await callJson(api.baseUrl, 'PATCH', `/groups/${adminGroup}/watches/${watchId}/domains/${id}`, { token: admin.token, body: { risk_score: 1, version } });
    expect(patched.status).toBe(400);
  });

  it('keeps customers to their account and asks for the watch permission', async () => {
    const otherWatch = Number(api.db.prepare('SELECT id FROM watches WHERE group_id = ? LIMIT 1').get(otherGroup)?.id);
    await get(admin, `/groups/${otherGroup}/watch_overview`, 404);
    await get(admin, `/groups/${adminGroup}/watches/${otherWatch}/report`, 404);
    await get(admin, `/groups/${adminGroup}/watches/999999/report`, 404);
    await get(admin, `/groups/${adminGroup}/watches/abc/report`, 404);
    expect((await get<WatchOverviewAnswer>(outsider, `/groups/${otherGroup}/watch_overview`)).watches.length).toBeGreaterThan(0);
    // Staff read any account's watches.
    expect((await get<WatchReportAnswer>(staff, `/groups/${otherGroup}/watches/${otherWatch}/report`)).watch.id).toBe(otherWatch);
    addUser(api.db, adminGroup, 'domains-only', ['domains-viewer']);
    const plain = await signInAs(api.baseUrl, 'domains-only');
    for (const path of ['watch_overview', `watches/${otherWatch}/report`, 'brand_protection']) {
      const answer = await callJson(api.baseUrl, 'GET', `/groups/${adminGroup}/${path}`, { token: plain.token });
      expect(answer.status, path).toBe(403);
    }
    // A brand viewer without the watch area's role still has brand protection.
    addUser(api.db, adminGroup, 'brand-only', [], ['brand-viewer']);
    const brandOnly = await signInAs(api.baseUrl, 'brand-only');
    await get(brandOnly, `/groups/${adminGroup}/brand_protection`);
    await get(brandOnly, `/groups/${adminGroup}/watch_overview`, 403);
  });
});
