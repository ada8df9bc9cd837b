/**
 * The focus pages' tables (src/lib/intelligence/focus-tables.ts) and their CSV: the rows carry the
 * answer's numbers unchanged, the chart column is the one the chart draws, shares add up, the
 * traffic's "others" row appears only when there are others, and the CSV writes raw values (money
 * as decimals with the currency in the column name).
 */
import { describe, expect, it } from 'vitest';
import { focusCsv, focusFileName } from '~/islands/intelligence/focus-csv';
import {
  lockStateTable, savingsIn, sharesOf, sslExpiryTable, sslIssuerTable, sslSavingTable, trafficDomainTable, trafficMonthTable, trafficSeriesTable, valuableDomainTable,
} from '~/lib/intelligence/focus-tables';
import type { RegistryLockFocusAnswer, SslFocusAnswer, TrafficFocusAnswer } from '~/lib/schemas/intelligence-focus';

const item = { id: 7, name: 'Fjordlys Seafood AS', primary_domain: 'fjordlys.no' };

const ssl: SslFocusAnswer = {
  item, domains: 10, with_ssl: 6, without_ssl: 4,
  issuers: [{ issuer: 'Sectigo', certificates: 4 }, { issuer: "Let's Encrypt", certificates: 2 }],
  expiry: [{ key: 'expired', certificates: 1 }, { key: '2026-11', certificates: 5 }, { key: 'later', certificates: 0 }],
  list_prices: { as_of: '2026-01', note: 'declared' },
  currency: 'GBP',
  savings: ['EUR', 'GBP'].map((currency) => ({
    currency,
    rows: [
      { issuer: 'Sectigo', certificates: 4, list_price: 4500, product_code: 'ssl-dv-sectigo', product_name: 'Sectigo PositiveSSL (DV)', our_price: 2900, list_total: 18000, our_total: 11600, saving: 6400 },
      { issuer: "Let's Encrypt", certificates: 2, list_price: 0, product_code: null, product_name: null, our_price: null, list_total: 0, our_total: 0, saving: 0 },
    ],
    list_total: 18000, our_total: 11600, saving: 6400,
  })),
};

const traffic = (domains: number): TrafficFocusAnswer => {
  const top = Array.from({ length: Math.min(domains, 10) }, (_, index) => ({ result_id: index + 1, domain_name: `d${index}.com`, visits: 1000 - index * 10 }));
  return {
    item,
    months: [{ month: '2026-09', visits: 600 }, { month: '2026-10', visits: 700 }],
    total_visits: 1300,
    domains,
    top_domains: top,
    others: { domains: Math.max(0, domains - 10), visits: domains > 10 ? 55 : 0 },
    series: top.slice(0, 2).map((entry) => ({ result_id: entry.result_id, domain_name: entry.domain_name, visits: [100, 200] })),
  };
};

const lock: RegistryLockFocusAnswer = {
  item, rule: { min_monthly_visits: 100000, categories: ['portfolio'] }, domains: 20, valuable: 3, locked: 1, unlocked: 2,
  list: [
    { result_id: 1, domain_name: 'fjordlys.no', tld: 'no', category: 'portfolio', monthly_visits: 200000, expires_at: '2027-01-02T00:00:00.000Z', registry_lock: false, reasons: ['primary_domain', 'portfolio_traffic'] },
    { result_id: 2, domain_name: 'fjordlys.com', tld: 'com', category: 'portfolio', monthly_visits: 150000, expires_at: null, registry_lock: false, reasons: ['portfolio_traffic'] },
    { result_id: 3, domain_name: 'fjordlys.de', tld: 'de', category: 'portfolio', monthly_visits: 120000, expires_at: null, registry_lock: true, reasons: ['portfolio_traffic'] },
  ],
};

const chartValues = (table: ReturnType<typeof sslIssuerTable>) => table.rows.map((row) => row.cells[table.chartColumn!]);

describe('the focus tables', () => {
  it('carries the SSL answer\'s numbers unchanged', () => {
    expect(chartValues(sslIssuerTable(ssl))).toEqual([4, 2]);
    expect(sslIssuerTable(ssl).rows.map((row) => row.cells.share)).toEqual([66.7, 33.3]);
    expect(sslExpiryTable(ssl).rows.map((row) => [row.key, row.cells.certificates])).toEqual([['expired', 1], ['2026-11', 5], ['later', 0]]);
    const saving = sslSavingTable(savingsIn(ssl, 'EUR')!);
    expect(saving.columns.filter((column) => column.kind === 'money').every((column) => column.currency === 'EUR')).toBe(true);
    expect(chartValues(saving)).toEqual([6400, 0]);
  });

  it('picks the currency asked for, else the answer\'s own', () => {
    expect(savingsIn(ssl, 'EUR')?.currency).toBe('EUR');
    expect(savingsIn(ssl, 'JPY')?.currency).toBe('GBP');
  });

  it('adds the others to the traffic domains only when there are others', () => {
    expect(trafficDomainTable(traffic(4)).rows.map((row) => row.key)).toEqual(['d0.com', 'd1.com', 'd2.com', 'd3.com']);
    const many = trafficDomainTable(traffic(14));
    expect(many.rows).toHaveLength(11);
    expect(many.rows.at(-1)).toEqual({ key: 'others', cells: { domain: 'others', visits: 55, share: expect.any(Number) } });
    expect(trafficMonthTable(traffic(2)).rows.map((row) => row.cells.visits)).toEqual([600, 700]);
    const series = trafficSeriesTable(traffic(3));
    expect(series.columns.map((column) => column.key)).toEqual(['month', 'd0.com', 'd1.com']);
    expect(series.rows.map((row) => row.cells['d1.com'])).toEqual([100, 200]);
  });

  it('counts locked and unlocked valuable domains and lists them as answered', () => {
    expect(lockStateTable(lock).rows.map((row) => [row.key, row.cells.domains])).toEqual([['unlocked', 2], ['locked', 1]]);
    expect(valuableDomainTable(lock).rows.map((row) => row.cells.reasons)).toEqual(['primary_domain portfolio_traffic', 'portfolio_traffic', 'portfolio_traffic']);
  });

  it('works out shares that are 0 when there is nothing', () => {
    expect(sharesOf([1, 1, 2])).toEqual([25, 25, 50]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });
});

describe('the focus CSV', () => {
  it('writes raw values: money as decimals with the currency in the header, empty for none', () => {
    const csv = focusCsv(sslSavingTable(savingsIn(ssl, 'GBP')!));
    const [header, first, second] = csv.trim().split('\r\n');
    expect(header).toBe('issuer,certificates,list_price_GBP,product,our_price_GBP,saving_GBP');
    expect(first).toBe('Sectigo,4,45.00,Sectigo PositiveSSL (DV),29.00,64.00');
    expect(second).toBe("Let's Encrypt,2,0.00,,,0.00");
  });

  it('writes days as days and flags as true or false', () => {
    const lines = focusCsv(valuableDomainTable(lock)).trim().split('\r\n');
    expect(lines[0]).toBe('domain,registry_lock,monthly_visits,expires_at,reasons');
    expect(lines[1]).toBe('fjordlys.no,false,200000,2027-01-02,primary_domain portfolio_traffic');
    expect(focusFileName(7, 'registry-lock-focus', { id: 'valuable' })).toBe('intelligence-7-registry-lock-focus-valuable.csv');
  });
});
