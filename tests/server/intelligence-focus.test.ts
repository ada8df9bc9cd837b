/**
 * The intelligence focus routes (spec section 4, the prospect viewer) over a seeded database:
 * each answer matches its OpenAPI schema; SSL, traffic and registry-lock figures equal counts and
 * sums worked out here with SQL; the prospect viewer and staff may read them, a user without
 * view-intelligence or prospect-viewer gets 403, another account's item and an unknown id 404;
 * seeding again gives the same traffic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intelligenceSchemas } from '../../server/api/openapi/intelligence-schemas.ts';
import { convertMinor } from '../../server/api/orders/prices.ts';
import { sslListPrices } from '../../server/api/intelligence/ssl-list-prices.ts';
import type { RegistryLockFocusAnswer, SslFocusAnswer, TrafficFocusAnswer } from '../../src/lib/schemas/intelligence-focus.ts';
import { answerValidator } from './support/answer-schema.ts';
import { callJson } from './support/http-calls.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { createSeededDatabase, startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;

describe('the intelligence focus pages\' data', () => {
  let api: TestApi;
  let prospect: SignedInUser;
  let staff: SignedInUser;
  let itemId: number;
  const schemas = intelligenceSchemas();

  const focus = async <T>(user: SignedInUser, kind: string, id: number | string = itemId, group = user.groupId) =>
    callJson<{ data: T }>(api.baseUrl, 'GET', `/groups/${group}/intelligence_items/${id}/${kind}`, { token: user.token });
  const read = async <T>(kind: string, schema: string, user = prospect): Promise<T> => {
    const answer = await focus<T>(user, kind);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const validate = answerValidator(schemas[schema]);
    expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    return answer.body.data;
  };
  const all = (sql: string, ...values: (string | number)[]): Row[] => api.db.prepare(sql).all(...values);

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 40 });
    prospect = await signInAs(api.baseUrl, 'prospect');
    staff = await signInAs(api.baseUrl, 'staff');
    // The item with the most results, so every figure has something in it.
    itemId = Number(all('SELECT item_id, count(*) AS n FROM intelligence_results GROUP BY item_id ORDER BY n DESC, item_id LIMIT 1')[0]!.item_id);
  }, 60_000);
  afterAll(() => api.close());

  it('counts certificates by issuer and expiry as the results say, and prices a move from the declaration and the catalogue', async () => {
    const data = await read<SslFocusAnswer>('ssl_focus', 'SslFocus');
    const results = all('SELECT has_ssl, ssl_issuer, ssl_expires_at FROM intelligence_results WHERE item_id = ?', itemId);
    expect(data.domains).toBe(results.length);
    expect(data.with_ssl).toBe(results.filter((row) => row.has_ssl === 1).length);
    expect(data.without_ssl).toBe(results.filter((row) => row.has_ssl === 0).length);
    const issuers = all('SELECT ssl_issuer AS issuer, count(*) AS certificates FROM intelligence_results WHERE item_id = ? AND has_ssl = 1 GROUP BY ssl_issuer', itemId);
    expect(Object.fromEntries(data.issuers.map((entry) => [entry.issuer, entry.certificates]))).toEqual(Object.fromEntries(issuers.map((row) => [row.issuer, row.certificates])));
    expect(data.issuers.map((entry) => entry.certificates)).toEqual([...data.issuers.map((entry) => entry.certificates)].sort((a, b) => b - a));

    const now = new Date(api.clock.now()).toISOString();
    const expired = all('SELECT count(*) AS n FROM intelligence_results WHERE item_id = ? AND has_ssl = 1 AND ssl_expires_at < ?', itemId, now)[0]!.n;
    const byKey = Object.fromEntries(data.expiry.map((entry) => [entry.key, entry.certificates]));
    expect(byKey.expired).toBe(expired);
    expect(data.expiry).toHaveLength(14);
    expect(data.expiry[1]!.key).toBe(now.slice(0, 7));
    for (const entry of data.expiry.slice(1, 13)) {
      const n = all('SELECT count(*) AS n FROM intelligence_results WHERE item_id = ? AND has_ssl = 1 AND ssl_expires_at >= ? AND substr(ssl_expires_at, 1, 7) = ?', itemId, now, entry.key)[0]!.n;
      expect(entry.certificates, entry.key).toBe(n);
    }
    expect(data.expiry.reduce((sum, entry) => sum + entry.certificates, 0)).toBe(data.with_ssl);

    expect(data.savings.map((entry) => entry.currency)).toEqual(['EUR', 'USD', 'GBP']);
    for (const savings of data.savings) {
      for (const row of savings.rows) {
        const declared = sslListPrices[row.issuer]!;
        const currency = savings.currency as 'EUR';
        expect(row.list_price).toBe(declared.prices[currency]);
        expect(row.list_total).toBe(declared.prices[currency] * row.certificates);
        if (declared.product === null) {
          expect([row.product_code, row.our_price, row.saving]).toEqual([null, null, 0]);
          continue;
        }
        const rule = all(`SELECT r.price, r.currency FROM pricing_rules r JOIN products p ON p.id = r.product_id
          WHERE p.code = ? AND r.action = 'ssl' AND r.scope = 'global' AND r.custom = 0 AND r.status = 'active' ORDER BY r.priority, r.id LIMIT 1`, declared.product)[0]!;
        const ours = convertMinor(Number(rule.price), String(rule.currency), currency)!;
        expect(row.our_price).toBe(ours);
        expect(row.saving).toBe((declared.prices[currency] - ours) * row.certificates);
      }
      expect(savings.saving).toBe(savings.rows.reduce((sum, row) => sum + row.saving, 0));
      expect(savings.saving).toBe(savings.list_total - savings.our_total);
    }
  });

  it('sums traffic per month and per domain as the traffic rows say', async () => {
    const data = await read<TrafficFocusAnswer>('traffic_focus', 'TrafficFocus');
    const months = all('SELECT month, sum(visits) AS visits FROM intelligence_traffic WHERE item_id = ? GROUP BY month ORDER BY month', itemId);
    expect(data.months).toEqual(months.map((row) => ({ month: row.month, visits: row.visits })));
    expect(data.months).toHaveLength(12);
    const total = Number(all('SELECT sum(visits) AS n FROM intelligence_traffic WHERE item_id = ?', itemId)[0]!.n);
    expect(data.total_visits).toBe(total);
    const perDomain = all(`SELECT r.id, r.domain_name, sum(t.visits) AS visits FROM intelligence_traffic t JOIN intelligence_results r ON r.id = t.result_id
      WHERE t.item_id = ? GROUP BY r.id ORDER BY visits DESC, r.domain_name, r.id`, itemId);
    expect(data.domains).toBe(perDomain.length);
    expect(data.top_domains).toEqual(perDomain.slice(0, 10).map((row) => ({ result_id: row.id, domain_name: row.domain_name, visits: row.visits })));
    expect(data.others).toEqual({ domains: perDomain.length - 10, visits: total - data.top_domains.reduce((sum, row) => sum + row.visits, 0) });
    expect(data.series.map((entry) => entry.result_id)).toEqual(data.top_domains.slice(0, 5).map((entry) => entry.result_id));
    for (const entry of data.series) {
      const rows = all('SELECT month, visits FROM intelligence_traffic WHERE result_id = ? ORDER BY month', entry.result_id);
      expect(entry.visits).toEqual(rows.map((row) => row.visits));
    }
  });

  it('lists the valuable domains by the declared rule, unlocked first, with their counts', async () => {
    const data = await read<RegistryLockFocusAnswer>('registry_lock_focus', 'RegistryLockFocus');
    const primary = String(all('SELECT primary_domain FROM intelligence_items WHERE id = ?', itemId)[0]!.primary_domain);
    const valuable = all(`SELECT id, registry_lock FROM intelligence_results WHERE item_id = ?
      AND (domain_name = ? OR (category = 'portfolio' AND monthly_visits >= ?))`, itemId, primary, data.rule.min_monthly_visits);
    expect(data.rule).toEqual({ min_monthly_visits: 1_000_000, categories: ['portfolio'] });
    expect(data.valuable).toBe(valuable.length);
    expect(data.valuable).toBeGreaterThan(0);
    expect(data.unlocked).toBe(valuable.filter((row) => row.registry_lock === 0).length);
    expect(data.locked + data.unlocked).toBe(data.valuable);
    expect(new Set(data.list.map((entry) => entry.result_id))).toEqual(new Set(valuable.map((row) => row.id)));
    const firstLocked = data.list.findIndex((entry) => entry.registry_lock);
    expect(firstLocked === -1 ? data.list.length : firstLocked).toBe(data.unlocked);
    expect(data.domains).toBe(Number(all('SELECT count(*) AS n FROM intelligence_results WHERE item_id = ?', itemId)[0]!.n));
  });

  it('lets staff read them too', async () => {
    await read<SslFocusAnswer>('ssl_focus', 'SslFocus', staff);
  });

  it('answers 403 without view-intelligence or prospect-viewer, and 404 for another account\'s item or an unknown id', async () => {
    const customerGroup = groupOf(api.db, 'admin');
    addUser(api.db, customerGroup, 'focus-domains', ['domains-viewer']);
    addUser(api.db, customerGroup, 'focus-intelligence', ['intelligence-viewer']);
    const plain = await signInAs(api.baseUrl, 'focus-domains');
    const customer = await signInAs(api.baseUrl, 'focus-intelligence');
    for (const kind of ['ssl_focus', 'traffic_focus', 'registry_lock_focus']) {
      const denied = await focus(plain, kind);
      expect(denied.status, kind).toBe(403);
      expect((denied.body as unknown as { code: string }).code).toBe('forbidden');
      expect((await focus(customer, kind)).status, kind).toBe(404);
      expect((await focus(prospect, kind, 999_999)).status, kind).toBe(404);
      expect((await focus(prospect, kind, 'abc')).status, kind).toBe(404);
    }
  });

  it('seeds the same traffic again from the same seed', () => {
    const directory = mkdtempSync(join(tmpdir(), 'portal-traffic-'));
    try {
      const again = openDatabase(createSeededDatabase(directory, 40));
      const rows = (db: typeof again) => db.prepare(`SELECT i.name, r.domain_name, t.month, t.visits FROM intelligence_traffic t
        JOIN intelligence_results r ON r.id = t.result_id JOIN intelligence_items i ON i.id = t.item_id ORDER BY i.name, r.domain_name, t.month`).all();
      const seeded = rows(again);
      again.close();
      expect(seeded.length).toBeGreaterThan(100);
      expect(seeded).toEqual(rows(api.db));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
