/**
 * The tables of the intelligence focus pages (spec section 4; DESIGN.md section 11, "Charts":
 * every chart has its numbers as a table): one pure declaration per section — its columns, its
 * rows as raw values, and which column its chart draws — so the chart, the table twin and the
 * CSV are made from the same rows and cannot disagree.
 */
import type { RegistryLockFocusAnswer, SslFocusAnswer, SslSavings, TrafficFocusAnswer } from '../schemas/intelligence-focus.ts';

export type FocusCell = string | number | boolean | null;

/** How a column's raw value reads: a name, a count, money in `currency` (minor units), a share (0–100), a key read by its words (months as months), a day, or words by key. */
export type FocusColumnKind = 'text' | 'count' | 'money' | 'percent' | 'key' | 'date' | 'flag' | 'reasons';

export interface FocusColumn {
  key: string;
  kind: FocusColumnKind;
  currency?: string;
  /** The column's heading as written (a domain's name); default the words `intelligence:columns.<key>`. */
  label?: string;
  /** The word key (namespace `intelligence`) an empty value reads as; default a dash. */
  none?: string;
}

export interface FocusRow {
  key: string;
  cells: Record<string, FocusCell>;
}

export interface FocusTable {
  id: string;
  columns: FocusColumn[];
  rows: FocusRow[];
  /** The column the section's chart draws (a bar, slice or point per row); absent: a table only. */
  chartColumn?: string;
}

/** Each value's share of their total, 0–100 with one decimal (0 when the total is 0). */
export function sharesOf(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => (total > 0 ? Math.round((value / total) * 1000) / 10 : 0));
}

export function sslIssuerTable(answer: SslFocusAnswer): FocusTable {
  const shares = sharesOf(answer.issuers.map((entry) => entry.certificates));
  return {
    id: 'issuers',
    chartColumn: 'certificates',
    columns: [{ key: 'issuer', kind: 'text' }, { key: 'certificates', kind: 'count' }, { key: 'share', kind: 'percent' }],
    rows: answer.issuers.map((entry, index) => ({ key: entry.issuer, cells: { issuer: entry.issuer, certificates: entry.certificates, share: shares[index]! } })),
  };
}

export function sslExpiryTable(answer: SslFocusAnswer): FocusTable {
  return {
    id: 'expiry',
    chartColumn: 'certificates',
    columns: [{ key: 'period', kind: 'key' }, { key: 'certificates', kind: 'count' }],
    rows: answer.expiry.map((entry) => ({ key: entry.key, cells: { period: entry.key, certificates: entry.certificates } })),
  };
}

/** The savings of one currency (the answer's first choice when `currency` is not answered). */
export function savingsIn(answer: SslFocusAnswer, currency: string): SslSavings | undefined {
  return answer.savings.find((entry) => entry.currency === currency) ?? answer.savings.find((entry) => entry.currency === answer.currency) ?? answer.savings[0];
}

/** Per issuer: the list price, our product and price, and the year's saving for its certificates (the totals are the page's key figures). */
export function sslSavingTable(savings: SslSavings): FocusTable {
  const { currency } = savings;
  return {
    id: 'savings',
    chartColumn: 'saving',
    columns: [
      { key: 'issuer', kind: 'text' }, { key: 'certificates', kind: 'count' }, { key: 'list_price', kind: 'money', currency },
      { key: 'product', kind: 'text', none: 'noProduct' }, { key: 'our_price', kind: 'money', currency, none: 'noProduct' }, { key: 'saving', kind: 'money', currency },
    ],
    rows: savings.rows.map((row) => ({
      key: row.issuer,
      cells: { issuer: row.issuer, certificates: row.certificates, list_price: row.list_price, product: row.product_name, our_price: row.our_price, saving: row.saving },
    })),
  };
}

export function trafficMonthTable(answer: TrafficFocusAnswer): FocusTable {
  return {
    id: 'months',
    chartColumn: 'visits',
    columns: [{ key: 'month', kind: 'key' }, { key: 'visits', kind: 'count' }],
    rows: answer.months.map((entry) => ({ key: entry.month, cells: { month: entry.month, visits: entry.visits } })),
  };
}

/** The top domains and, when there are more, every other one together (key `others`). */
export function trafficDomainTable(answer: TrafficFocusAnswer): FocusTable {
  const entries = [
    ...answer.top_domains.map((entry) => ({ key: entry.domain_name, visits: entry.visits })),
    ...(answer.others.domains > 0 ? [{ key: 'others', visits: answer.others.visits }] : []),
  ];
  const shares = sharesOf(entries.map((entry) => entry.visits));
  return {
    id: 'domains',
    chartColumn: 'visits',
    columns: [{ key: 'domain', kind: 'key' }, { key: 'visits', kind: 'count' }, { key: 'share', kind: 'percent' }],
    rows: entries.map((entry, index) => ({ key: entry.key, cells: { domain: entry.key, visits: entry.visits, share: shares[index]! } })),
  };
}

/** A row per month, a column per top domain (its name as the column key). */
export function trafficSeriesTable(answer: TrafficFocusAnswer): FocusTable {
  return {
    id: 'series',
    columns: [{ key: 'month', kind: 'key' }, ...answer.series.map((entry) => ({ key: entry.domain_name, label: entry.domain_name, kind: 'count' as const }))],
    rows: answer.months.map((month, index) => ({
      key: month.month,
      cells: { month: month.month, ...Object.fromEntries(answer.series.map((entry) => [entry.domain_name, entry.visits[index] ?? 0])) },
    })),
  };
}

export function lockStateTable(answer: RegistryLockFocusAnswer): FocusTable {
  const shares = sharesOf([answer.unlocked, answer.locked]);
  return {
    id: 'lock',
    chartColumn: 'domains',
    columns: [{ key: 'state', kind: 'key' }, { key: 'domains', kind: 'count' }, { key: 'share', kind: 'percent' }],
    rows: [
      { key: 'unlocked', cells: { state: 'unlocked', domains: answer.unlocked, share: shares[0]! } },
      { key: 'locked', cells: { state: 'locked', domains: answer.locked, share: shares[1]! } },
    ],
  };
}

export function valuableDomainTable(answer: RegistryLockFocusAnswer): FocusTable {
  return {
    id: 'valuable',
    columns: [
      { key: 'domain', kind: 'text' }, { key: 'registry_lock', kind: 'flag' }, { key: 'monthly_visits', kind: 'count' },
      { key: 'expires_at', kind: 'date' }, { key: 'reasons', kind: 'reasons' },
    ],
    rows: answer.list.map((entry) => ({
      key: entry.domain_name,
      cells: { domain: entry.domain_name, registry_lock: entry.registry_lock, monthly_visits: entry.monthly_visits, expires_at: entry.expires_at, reasons: entry.reasons.join(' ') },
    })),
  };
}
