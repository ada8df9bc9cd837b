/**
 * PQL to a parameterised SQL WHERE expression for the reference API (node:sqlite). Conditions
 * are AND-ed; an empty query gives `1=1`, so callers can always write `WHERE ${where}`.
 * Never throws: a query the fields do not allow is an error with a position (a 400, never a 500).
 * Relative dates (`today+60d`, `now-24h`) resolve at `options.now` (epoch milliseconds, UTC),
 * which the server takes from its clock for each query; it defaults to the current time.
 * Fields with a trigram index use it for LIKE matches unless `options.trigramIndexes` is false.
 */
import { compilePqlCondition } from './compile-pql-condition.ts';
import { pqlMaxItemLength, pqlMaxSqlParameters, type PqlSqlFields, type PqlSqlParameter, type PqlSqlResult } from './pql-sql-types.ts';
import { pqlFailure as failure } from './pql-reasons.ts';
import type { PqlCondition } from './pql-types.ts';
import { quoteForReason } from './pql-text.ts';

export interface PqlSqlOptions {
  now?: number;
  trigramIndexes?: boolean;
}

export function compilePqlToSql(query: readonly PqlCondition[], fields: PqlSqlFields, options: PqlSqlOptions = {}): PqlSqlResult {
  const now = options.now ?? Date.now();
  const predicates: string[] = [];
  const params: PqlSqlParameter[] = [];
  for (const condition of query) {
    // Own entries only: a field named "constructor" must not find Object.prototype.constructor.
    const declared = Object.hasOwn(fields, condition.field) ? fields[condition.field] : undefined;
    if (!declared) return failure(condition.fieldPosition, 'unknownField', { field: quoteForReason(condition.field) });
    const spec = options.trigramIndexes === false ? { ...declared, trigramIndex: undefined } : declared;
    const { values, valuePosition } = condition;
    if (values.length === 0) return failure(valuePosition, 'missingFieldValue', { field: condition.field });
    if (params.length + values.length > pqlMaxSqlParameters) {
      return failure(valuePosition, 'tooManyValues', { max: String(pqlMaxSqlParameters) });
    }
    if (values.some((item) => item.length > pqlMaxItemLength)) {
      return failure(valuePosition, 'valueTooLong', { max: String(pqlMaxItemLength) });
    }
    const clause = compilePqlCondition(condition, spec, now);
    if (!clause.ok) return clause;
    predicates.push(clause.sql);
    params.push(...clause.params);
  }
  return { ok: true, where: predicates.length === 0 ? '1=1' : predicates.join(' AND '), params };
}
