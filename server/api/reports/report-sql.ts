/**
 * The few SQL shapes reports aggregate with, over a report's filter (report-scope.ts): a count,
 * and counts grouped by a trusted key expression. Statements are reused per SQL text.
 */
import type { StatementCache } from '../resources/statement-cache.ts';
import type { ReportFilter, SqlParameter } from './report-scope.ts';

/** The key as a row's key: NULL is '' ("none"), numbers as their text. */
export function keyText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function countOf(statements: StatementCache, filter: ReportFilter): number {
  return Number(statements.get(`SELECT count(*) AS n FROM ${filter.from} WHERE ${filter.where}`).get(...filter.params)?.n ?? 0);
}

/**
 * Counts per value of `keySql` (trusted SQL over alias `t`; its own parameters, if any, come
 * first), in the order SQL answers them.
 */
export function countsBy(statements: StatementCache, filter: ReportFilter, keySql: string, keyParams: readonly SqlParameter[] = []): Map<string, number> {
  const sql = `SELECT ${keySql} AS key, count(*) AS n FROM ${filter.from} WHERE ${filter.where} GROUP BY 1`;
  const counts = new Map<string, number>();
  for (const row of statements.get(sql).all(...keyParams, ...filter.params)) {
    const key = keyText(row.key);
    counts.set(key, (counts.get(key) ?? 0) + Number(row.n));
  }
  return counts;
}

/** A share in per cent with one decimal; 0 of nothing. */
export function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}

/** A SQL string literal of a trusted server constant (never user input). */
export function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
