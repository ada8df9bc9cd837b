/**
 * GET …/domains/{id}/gap_analysis (issue 15, brand protection; spec section 8): for the account's
 * domain named after a watched brand, held = the account's domains with that label, missing = the
 * active generic and country-code TLDs not held, coverage = held core TLDs over all of them — each
 * equal to a count written here in SQL; other domains answer 404 `no_gap_analysis`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandProtectionAnswer, GapAnalysisAnswer } from '../../src/lib/schemas/watch-insights.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

describe('the gap analysis of a brand', () => {
  let api: TestApi;
  let brand: SignedInUser;
  let group: string;

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 400 });
    group = groupOf(api.db, 'admin');
    brand = await signInAs(api.baseUrl, 'brand');
  }, 60_000);
  afterAll(() => api.close());

  it('equals a direct count for every brand domain brand protection names', async () => {
    const page = await callJson<{ data: BrandProtectionAnswer }>(api.baseUrl, 'GET', `/groups/${group}/brand_protection`, { token: brand.token });
    const domains = page.body.data.brands.flatMap((entry) => (entry.brand_domain ? [entry.brand_domain] : []));
    expect(domains.length).toBeGreaterThan(0);
    const core = api.db.prepare("SELECT name FROM tlds WHERE status = 'active' AND kind IN ('generic', 'country_code') ORDER BY name").all().map((row) => String(row.name));
    for (const domain of domains) {
      const answer = await callJson<GapAnalysisAnswer>(api.baseUrl, 'GET', `/groups/${group}/domains/${domain.id}/gap_analysis`, { token: brand.token });
      expect(answer.status).toBe(200);
      const row = api.db.prepare('SELECT name, tld FROM domains WHERE id = ?').get(domain.id);
      const label = String(row?.name).slice(0, -(String(row?.tld).length + 1));
      const held = api.db.prepare("SELECT id, tld, status FROM domains WHERE group_id = ? AND name = ? || '.' || tld ORDER BY tld").all(group, label);
      expect(answer.body.label).toBe(label);
      expect(answer.body.held).toEqual(held.map((entry) => ({ tld: String(entry.tld), domain_id: Number(entry.id), status: String(entry.status) })));
      const heldTlds = new Set(held.map((entry) => String(entry.tld)));
      const missing = core.filter((tld) => !heldTlds.has(tld));
      expect(answer.body.missing).toEqual(missing);
      expect(answer.body.coverage_percent).toBe(Math.round(((core.length - missing.length) / core.length) * 100));
    }
  });

  it('answers 404 no_gap_analysis for a domain that is not a watched brand', async () => {
    const other = api.db.prepare("SELECT d.id FROM domains d WHERE d.group_id = ? AND NOT EXISTS (SELECT 1 FROM watches w WHERE w.group_id = d.group_id AND lower(w.brand) = lower(replace(substr(d.name, 1, length(d.name) - length(d.tld) - 1), '-', ''))) LIMIT 1").get(group);
    const answer = await callJson<{ code: string }>(api.baseUrl, 'GET', `/groups/${group}/domains/${String(other?.id)}/gap_analysis`, { token: brand.token });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('no_gap_analysis');
  });
});
