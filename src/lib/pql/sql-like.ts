/** LIKE predicates built from literal parts joined by wildcards, always with `ESCAPE '\'`. */
import type { PqlSqlField, PqlSqlParameter } from './pql-sql-types.ts';
import { trigramQuery } from './trigram-query.ts';

export interface SqlClause {
  sql: string;
  params: PqlSqlParameter[];
}

export function likePattern(literals: readonly string[]): string {
  return literals.map((literal) => literal.replace(/[\\%_]/g, '\\$&')).join('%');
}

/**
 * SQLite's LIKE ignores ASCII case by default (unless PRAGMA case_sensitive_like is on). With a
 * trigram index, the rows it finds for the literal parts come first and the LIKE then decides,
 * so the answer is the LIKE's alone.
 */
export function likeClause(operand: string, literals: readonly string[], trigramIndex?: PqlSqlField['trigramIndex']): SqlClause {
  const like: SqlClause = { sql: `${operand} LIKE ? ESCAPE '\\'`, params: [likePattern(literals)] };
  const query = trigramIndex ? trigramQuery(literals) : undefined;
  if (!trigramIndex || query === undefined) return like;
  const { table, rowid } = trigramIndex;
  return { sql: `(${rowid} IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?) AND ${like.sql})`, params: [query, ...like.params] };
}

/** Any of the clauses, parenthesised when there are several so it can be AND-ed with others. */
export function anyOf(clauses: readonly SqlClause[]): SqlClause {
  if (clauses.length === 1) return clauses[0]!;
  return { sql: `(${clauses.map((clause) => clause.sql).join(' OR ')})`, params: clauses.flatMap((clause) => clause.params) };
}

/** A trusted column expression, parenthesised unless it is a plain (qualified) identifier. */
export function sqlOperand(column: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(column) ? column : `(${column})`;
}
