/**
 * The filter of a log screen (what happened, who did it, between which days), kept in the
 * address (`?action=update&user=olivia&from=2026-01-01&to=2026-01-31&page=2`) so a reload or a
 * shared link shows the same entries, and sent to the API as PQL on the audit entries.
 */
import { conditionFromFilter, printPql, type PqlTerm } from '../pql/index.ts';
import { isIsoDate } from '../pql/iso-date.ts';

export interface LogFilter {
  action?: string;
  /** Part of the username. */
  user?: string;
  /** First and last day, inclusive (`YYYY-MM-DD`). */
  from?: string;
  to?: string;
}

export type LogFilterProblem = 'invalidFrom' | 'invalidTo' | 'fromAfterTo';

const keys = ['action', 'user', 'from', 'to'] as const;

export function readLogFilter(search: URLSearchParams): LogFilter {
  const filter: LogFilter = {};
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

export function readLogPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address's query with this filter and page (page 1 and empty fields are left out). */
export function writeLogFilter(filter: LogFilter, page: number, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of keys) {
    const value = filter[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export function logFilterProblem(filter: LogFilter): LogFilterProblem | undefined {
  if (filter.from && !isIsoDate(filter.from)) return 'invalidFrom';
  if (filter.to && !isIsoDate(filter.to)) return 'invalidTo';
  if (filter.from && filter.to && filter.from > filter.to) return 'fromAfterTo';
  return undefined;
}

/** The PQL for a valid filter; undefined when it filters nothing. */
export function logFilterPql(filter: LogFilter): string | undefined {
  const terms: PqlTerm[] = [];
  if (filter.action) terms.push(conditionFromFilter('action', 'equals', filter.action));
  if (filter.user) terms.push(conditionFromFilter('username', 'contains', filter.user));
  if (filter.from && filter.to) terms.push({ field: 'created_at', operator: 'between', values: [filter.from, filter.to] });
  else if (filter.from) terms.push({ field: 'created_at', operator: 'greater_than_and_including', values: [filter.from] });
  else if (filter.to) terms.push({ field: 'created_at', operator: 'less_than_and_including', values: [filter.to] });
  return terms.length > 0 ? printPql(terms) : undefined;
}

export function isFiltering(filter: LogFilter): boolean {
  return keys.some((key) => Boolean(filter[key]));
}
