/** Rows of a section from grouped counts: in a stated order, by count, or as a yes/no pair. */
import type { ReportRow } from '../../../src/lib/schemas/report.ts';
import { equalsTerm, pqlOf } from './report-pql.ts';

export function reportRow(key: string, count: number, pql?: string): ReportRow {
  return pql === undefined ? { key, count } : { key, count, pql };
}

/** Largest first, then by key; `pqlFor` is skipped for the '' ("none") key, which PQL cannot select. */
export function rowsByCount(counts: ReadonlyMap<string, number>, pqlFor?: (key: string) => string): ReportRow[] {
  return [...counts]
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, count]) => reportRow(key, count, key === '' ? undefined : pqlFor?.(key)));
}

/** The keys of `order` that occur, in that order, then any others by count. */
export function rowsInOrder(counts: ReadonlyMap<string, number>, order: readonly string[], pqlFor?: (key: string) => string): ReportRow[] {
  const known = order.filter((key) => (counts.get(key) ?? 0) > 0).map((key) => reportRow(key, counts.get(key) ?? 0, pqlFor?.(key)));
  const others = new Map([...counts].filter(([key]) => !order.includes(key)));
  return [...known, ...rowsByCount(others, pqlFor)];
}

/** Every key of `keys`, zeros included, in that order. */
export function rowsForKeys(counts: ReadonlyMap<string, number>, keys: readonly string[], pqlFor?: (key: string) => string | undefined): ReportRow[] {
  return keys.map((key) => reportRow(key, counts.get(key) ?? 0, pqlFor?.(key)));
}

/** A boolean column grouped as SQLite stores it (1/0): rows 'true' and 'false', both always there. */
export function booleanRows(counts: ReadonlyMap<string, number>, field: string): ReportRow[] {
  return (['true', 'false'] as const).map((key) => reportRow(key, counts.get(key === 'true' ? '1' : '0') ?? 0, pqlOf(equalsTerm(field, key))));
}
