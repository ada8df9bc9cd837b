/**
 * The renewals forecast (DESIGN.md section 14; server/api/reports/renewals-walk.ts): per month and
 * currency it equals the renewal prices summed independently here (each renewing domain renews
 * at its expiry and every period after, inside the horizon; a renewal already due counts this
 * month), for two customer accounts and for staff, over 12, 24 and 36 months; the `pql` filter
 * narrows it; `months` and `drop` are checked; drop candidates meet every marked criterion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DropCriterion, ReportAnswer, ReportSection } from '../../src/lib/schemas/report.ts';
import { addYears } from '../../server/api/platform/domain-renew.ts';
import { renewalPrice } from '../../server/api/platform/renewal-price.ts';
import { addYearsText } from '../../server/api/reports/renewals-walk.ts';
import { createStatementCache, type StatementCache } from '../../server/api/resources/statement-cache.ts';
import { startJobsApp, type JobsApp } from './support/jobs-app.ts';
import { addUser } from './support/test-users.ts';

type Row = Record<string, unknown>;

const ours = ['ns1.meridian-dns.net', 'ns2.meridian-dns.net', 'ns3.meridian-dns.eu'];
const dayMs = 86_400_000;

interface Caller {
  label: string;
  token: string;
  context: string;
  sees: string | null;
}

interface MonthExpected {
  count: number;
  auto: number;
  manual: number;
  amounts: Record<string, number>;
}

interface Expected {
  months: Map<string, MonthExpected>;
  currencies: Record<string, { count: number; amount: number }>;
  auto: MonthExpected;
  manual: MonthExpected;
  renewals: number;
  /** The renewing domains, with what one renewal costs. */
  domains: Map<number, { row: Row; amount: number; currency: string }>;
}

describe('the renewals forecast', () => {
  let app: JobsApp;
  let statements: StatementCache;
  let groupA: string;
  let groupB: string;
  let callers: Caller[];
  let admin: Caller;

  const all = (sql: string, ...params: (string | number)[]) => app.db.prepare(sql).all(...params) as Row[];
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  async function report(caller: Caller, query: string): Promise<ReportAnswer> {
    const answer = await app.call<{ data: ReportAnswer }>(caller.token, 'GET', `/groups/${caller.context}/reports/renewals-forecast${query}`);
    expect(answer.status, `${caller.label} ${query}: ${answer.text}`).toBe(200);
    return answer.body.data;
  }
  const section = (answer: ReportAnswer, id: string): ReportSection => {
    const found = answer.sections.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no section ${id}`);
    return found;
  };

  /** The forecast worked out from the tables, with dates as Date objects and prices one by one. */
  function expected(caller: Caller, months: number, extraSql = '', ...extraParams: (string | number)[]): Expected {
    const now = new Date(app.clock.now());
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1);
    const keys = Array.from({ length: months }, (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + index, 1)).toISOString().slice(0, 7));
    const empty = (): MonthExpected => ({ count: 0, auto: 0, manual: 0, amounts: {} });
    const result: Expected = { months: new Map(keys.map((key) => [key, empty()])), currencies: {}, auto: empty(), manual: empty(), renewals: 0, domains: new Map() };
    const where = ["status IN ('active', 'expired')", 'external = 0', ...(caller.sees === null ? [] : ['group_id = ?']), ...(extraSql ? [extraSql] : [])];
    const rows = all(`SELECT * FROM domains WHERE ${where.join(' AND ')}`, ...(caller.sees === null ? [] : [caller.sees]), ...extraParams);
    const add = (totals: MonthExpected, auto: boolean, currency: string, amount: number) => {
      totals.count++;
      totals[auto ? 'auto' : 'manual']++;
      totals.amounts[currency] = (totals.amounts[currency] ?? 0) + amount;
    };
    for (const row of rows) {
      const years = Number(row.renewal_period_years);
      const price = renewalPrice(statements, String(row.group_id), row.product_id === null ? null : Number(row.product_id));
      const amount = price.amountPerYear * years;
      const auto = row.auto_renew === 1;
      const date = new Date(String(row.expires_at));
      if (date.getTime() < end) result.domains.set(Number(row.id), { row, amount, currency: price.currency });
      for (; date.getTime() < end; date.setUTCFullYear(date.getUTCFullYear() + years)) {
        const key = date.getTime() < start ? (keys[0] as string) : date.toISOString().slice(0, 7);
        add(result.months.get(key) as MonthExpected, auto, price.currency, amount);
        add(auto ? result.auto : result.manual, auto, price.currency, amount);
        const currency = result.currencies[price.currency] ?? { count: 0, amount: 0 };
        result.currencies[price.currency] = { count: currency.count + 1, amount: currency.amount + amount };
        result.renewals++;
      }
    }
    return result;
  }

  function expectForecast(answer: ReportAnswer, wanted: Expected, label: string): void {
    const currencies = Object.keys(wanted.currencies).sort();
    const byMonth = section(answer, 'by_month');
    expect(byMonth.series, label).toEqual(currencies);
    expect(byMonth.rows.map((row) => row.key), label).toEqual([...wanted.months.keys()]);
    for (const row of byMonth.rows) {
      const month = wanted.months.get(row.key) as MonthExpected;
      expect(row.count, `${label} ${row.key}`).toBe(month.count);
      expect(row.values, `${label} ${row.key}`).toEqual({ auto: month.auto, manual: month.manual });
      expect(row.amounts, `${label} ${row.key}`).toEqual(Object.fromEntries(currencies.map((currency) => [currency, month.amounts[currency] ?? 0])));
    }
    expect(section(answer, 'by_currency').rows, label).toEqual(currencies.map((currency) => ({
      key: currency, count: wanted.currencies[currency]?.count, amounts: { [currency]: wanted.currencies[currency]?.amount },
    })));
    const split = section(answer, 'auto_vs_manual').rows;
    expect(split.map((row) => [row.key, row.count]), label).toEqual([['auto', wanted.auto.count], ['manual', wanted.manual.count]]);
    expect(split[0]?.amounts, label).toEqual(Object.fromEntries(currencies.map((currency) => [currency, wanted.auto.amounts[currency] ?? 0])));
    expect(answer.key_figures.filter((entry) => entry.id === 'forecast_total'), label).toEqual(currencies.map((currency) => ({
      id: 'forecast_total', value: wanted.currencies[currency]?.amount, unit: 'money', currency,
    })));
    expect(answer.key_figures.find((entry) => entry.id === 'renewals_count')?.value, label).toBe(wanted.renewals);
    expect(answer.total, label).toBe(wanted.domains.size);
  }

  beforeAll(async () => {
    app = await startJobsApp({ domains: 700 });
    statements = createStatementCache(app.db);
    groupA = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    const currencyA = app.db.prepare('SELECT default_currency FROM accounts WHERE id = ?').get(groupA)?.default_currency;
    // Another customer, in another currency.
    groupB = String(app.db.prepare(`SELECT d.group_id FROM domains d JOIN accounts a ON a.id = d.group_id WHERE d.group_id != ? AND a.default_currency != ?
      GROUP BY d.group_id ORDER BY count(*) DESC LIMIT 1`).get(groupA, String(currencyA))?.group_id);
    addUser(app.db, groupB, 'forecast-b', ['reports-viewer', 'domains-viewer']);
    const staffGroup = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'staff'").get()?.group_id);
    // What the seed does not make: an external domain (never renewed here), a long-expired one renewing twice, a two-year period.
    const ids = all("SELECT id FROM domains WHERE group_id = ? AND status = 'active' ORDER BY id", groupA).map((row) => Number(row.id));
    const now = app.clock.now();
    app.db.prepare('UPDATE domains SET external = 1 WHERE id = ?').run(ids[20] as number);
    app.db.prepare("UPDATE domains SET status = 'expired', expires_at = ?, renewal_period_years = 1 WHERE id = ?").run(new Date(now - 400 * dayMs).toISOString(), ids[21] as number);
    app.db.prepare('UPDATE domains SET renewal_period_years = 2, expires_at = ? WHERE id = ?').run(new Date(now + 40 * dayMs).toISOString(), ids[22] as number);
    const staffToken = await app.signIn('staff');
    admin = { label: 'customer A', token: await app.signIn('admin'), context: groupA, sees: groupA };
    callers = [
      admin,
      { label: 'customer B', token: await app.signIn('forecast-b'), context: groupB, sees: groupB },
      { label: 'staff (every account)', token: staffToken, context: staffGroup, sees: null },
      { label: 'staff in account B', token: staffToken, context: groupB, sees: groupB },
    ];
  }, 60_000);
  afterAll(() => app.close());

  it('equals the renewal prices summed per month and currency, for 12, 24 and 36 months', async () => {
    for (const caller of callers) {
      for (const months of [12, 24, 36]) {
        const answer = await report(caller, months === 12 ? '' : `?months=${months}`);
        expect(answer.report).toBe('renewals-forecast');
        expectForecast(answer, expected(caller, months), `${caller.label} ${months}`);
        expect(answer.drop_candidates).toBeUndefined();
      }
    }
    const staff = await report(callers[2] as Caller, '?months=24');
    expect(section(staff, 'by_month').series?.length, 'staff sees more than one currency').toBeGreaterThan(1);
  });

  it('counts a domain renewing twice inside the horizon twice, and leaves external domains out', async () => {
    const wanted = expected(admin, 12);
    const twice = [...wanted.domains.values()].filter(({ row }) => Date.parse(String(row.expires_at)) < app.clock.now() - 365 * dayMs);
    expect(twice.length).toBeGreaterThan(0);
    expect(wanted.renewals).toBeGreaterThan(wanted.domains.size);
    const answer = await report(admin, '');
    const external = Number(all('SELECT id FROM domains WHERE group_id = ? AND external = 1', groupA)[0]?.id);
    const candidates = await report(admin, '?drop=auto_renew_off,expiring_90_days');
    expect(candidates.drop_candidates?.ids).not.toContain(external);
    expect(answer.total).toBe(wanted.domains.size);
  });

  it('narrows the walk with pql, and its auto and manual rows select the domains they count', async () => {
    const pql = 'tld equals com,co.uk and renewal_period_years less_than 3';
    const answer = await report(admin, `?pql=${encodeURIComponent(pql)}`);
    expect(answer.filter).toBe(pql);
    expectForecast(answer, expected(admin, 12, "tld IN ('com', 'co.uk') AND renewal_period_years < 3"), 'filtered');
    const full = expected(admin, 12);
    for (const row of section(await report(admin, ''), 'auto_vs_manual').rows) {
      const domains = await app.call<{ data: ReportAnswer }>(admin.token, 'GET', `/groups/${groupA}/reports/domains?pql=${encodeURIComponent(String(row.pql))}`);
      const counted = [...full.domains.values()].filter(({ row: domain }) => (domain.auto_renew === 1) === (row.key === 'auto')).length;
      expect(domains.body.data.total, row.key).toBe(counted);
    }
  });

  it('moves an expiry by whole years as the renewal operation does, 29 February included', () => {
    const dates = ['2024-02-29T09:00:00.000Z', '2028-02-29T00:00:00.000Z', '2027-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z', '2099-02-28T12:00:00.000Z', '2096-02-29T01:02:03.456Z'];
    for (const date of dates) {
      for (const years of [1, 2, 4, 5, 100]) {
        expect(Date.parse(addYearsText(date, years)), `${date} + ${years}`).toBe(Date.parse(addYears(date, years)));
        expect(addYearsText(date, years), `${date} + ${years}`).toBe(addYears(date, years));
      }
    }
  });

  it('refuses months other than 12, 24 or 36 and unknown drop criteria', async () => {
    for (const query of ['?months=6', '?months=twelve', '?months=12&months=24', '?months=012']) {
      const answer = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/renewals-forecast${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ code: 'invalid_parameter', parameter: 'months' });
    }
    const drop = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/renewals-forecast?drop=auto_renew_off,nope`);
    expect(drop.body).toMatchObject({ statusCode: 400, code: 'invalid_parameter', parameter: 'drop' });
    const pql = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/renewals-forecast?pql=${encodeURIComponent('name is x')}`);
    expect(pql.body).toMatchObject({ statusCode: 400, code: 'invalid_query', parameter: 'pql' });
  });

  describe('drop candidates', () => {
    let picked: number[];

    beforeAll(() => {
      // Renewing domains of A with a zone full of records, queried lately and delegated to us, to change one way each.
      const today = dayOf(app.clock.now());
      picked = all(`SELECT d.id FROM domains d JOIN dns_zones z ON z.domain_id = d.id WHERE d.group_id = ? AND d.status = 'active' AND d.external = 0
        AND d.expires_at < ? AND EXISTS (SELECT 1 FROM dns_records r WHERE r.zone_id = z.id AND r.type = 'A') ORDER BY d.id LIMIT 4`,
      groupA, new Date(app.clock.now() + 300 * dayMs).toISOString()).map((row) => Number(row.id));
      expect(picked).toHaveLength(4);
      const zoneOf = (id: number) => Number(all('SELECT id FROM dns_zones WHERE domain_id = ?', id)[0]?.id);
      const since = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * dayMs).toISOString().slice(0, 10);
      // No statistics lately at all; a day counted with nothing asked (still no queries).
      app.db.prepare('DELETE FROM dns_query_statistics WHERE zone_id = ? AND day >= ?').run(zoneOf(picked[0] as number), since);
      app.db.prepare('DELETE FROM dns_query_statistics WHERE zone_id = ? AND day >= ?').run(zoneOf(picked[1] as number), since);
      app.db.prepare('INSERT INTO dns_query_statistics (group_id, zone_id, day) VALUES (?, ?, ?)').run(groupA, zoneOf(picked[1] as number), today);
      // Only SOA and NS left.
      app.db.prepare("DELETE FROM dns_records WHERE zone_id = ? AND type NOT IN ('SOA', 'NS')").run(zoneOf(picked[2] as number));
      // Delegated elsewhere; auto-renew off.
      app.db.prepare('UPDATE domains SET nameservers = ?, auto_renew = 0 WHERE id = ?').run(JSON.stringify(['ns1.cloudhost-dns.com', 'ns2.cloudhost-dns.com']), picked[3] as number);
    });

    /** Whether a domain meets a criterion, decided from the tables. */
    function meets(criterion: DropCriterion, row: Row): boolean {
      const id = Number(row.id);
      const today = dayOf(app.clock.now());
      switch (criterion) {
        case 'auto_renew_off':
          return row.auto_renew === 0;
        case 'expiring_90_days':
          return String(row.expires_at).slice(0, 10) <= dayOf(Date.parse(`${today}T00:00:00Z`) + 90 * dayMs);
        case 'not_our_nameservers':
          return !(JSON.parse(String(row.nameservers)) as string[]).some((name) => ours.includes(name.toLowerCase().replace(/\.$/, '')));
        case 'no_records':
          return all("SELECT 1 FROM dns_zones z JOIN dns_records r ON r.zone_id = z.id WHERE z.domain_id = ? AND r.type NOT IN ('SOA', 'NS')", id).length === 0;
        case 'no_dns_queries': {
          const since = dayOf(Date.parse(`${today}T00:00:00Z`) - 30 * dayMs);
          return all(`SELECT 1 FROM dns_zones z JOIN dns_query_statistics s ON s.zone_id = z.id WHERE z.domain_id = ? AND s.day >= ?
            AND s.rcode_noerror + s.rcode_nxdomain + s.rcode_servfail + s.rcode_refused > 0`, id, since).length === 0;
        }
      }
    }

    async function expectCandidates(caller: Caller, criteria: DropCriterion[], months = 12): Promise<number[]> {
      const answer = await report(caller, `?months=${months}&drop=${criteria.join(',')}`);
      const wanted = [...expected(caller, months).domains.values()]
        .filter(({ row }) => criteria.every((criterion) => meets(criterion, row)))
        .sort((a, b) => String(a.row.expires_at).localeCompare(String(b.row.expires_at)) || Number(a.row.id) - Number(b.row.id));
      const label = `${caller.label} ${criteria.join(',')}`;
      expect(answer.drop_candidates?.count, label).toBe(wanted.length);
      expect(answer.drop_candidates?.ids, label).toEqual(wanted.slice(0, 10_000).map(({ row }) => Number(row.id)));
      expect(answer.drop_candidates?.rows, label).toEqual(wanted.slice(0, 50).map(({ row, amount, currency }) => ({
        id: Number(row.id), name: row.name, expires_at: row.expires_at, amount, currency,
      })));
      // The forecast itself does not change.
      expectForecast(answer, expected(caller, months), label);
      return answer.drop_candidates?.ids ?? [];
    }

    it('finds the domains meeting each criterion', async () => {
      const [quiet, counted, bare, elsewhere] = picked as [number, number, number, number];
      expect(await expectCandidates(admin, ['no_dns_queries'])).toEqual(expect.arrayContaining([quiet, counted]));
      expect(await expectCandidates(admin, ['no_records'])).toContain(bare);
      expect(await expectCandidates(admin, ['not_our_nameservers'])).toContain(elsewhere);
      expect(await expectCandidates(admin, ['auto_renew_off'])).toContain(elsewhere);
      await expectCandidates(admin, ['expiring_90_days']);
      const none = await expectCandidates(admin, ['no_records']);
      expect(none).not.toContain(quiet);
    });

    it('keeps only the domains meeting every marked criterion, in every scope', async () => {
      const both = await expectCandidates(admin, ['auto_renew_off', 'not_our_nameservers']);
      expect(both).toContain(picked[3]);
      for (const caller of callers) {
        await expectCandidates(caller, ['auto_renew_off', 'expiring_90_days'], 24);
        await expectCandidates(caller, ['no_dns_queries', 'no_records', 'not_our_nameservers'], 36);
        await expectCandidates(caller, ['auto_renew_off', 'no_dns_queries', 'no_records', 'expiring_90_days', 'not_our_nameservers']);
      }
    });
  });
});
