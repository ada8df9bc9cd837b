/**
 * Reading the records a job names (DESIGN.md section 13, bulk jobs: up to 10 000 ids): one query
 * per chunk of ids, the ids passed as one JSON array (`… IN (SELECT value FROM json_each(?))`),
 * never one query per id. Records outside the caller's scope are left out (they read as not_found).
 */
import type { GroupScope } from '../../resources/group-scope.ts';
import type { StatementCache } from '../../resources/statement-cache.ts';

export const idChunkSize = 1000;

type Row = Record<string, unknown>;

/**
 * The rows `select` reads for `ids`, chunk by chunk. `select` is the SQL up to its WHERE clause,
 * which this adds: `<idColumn> IN (the chunk)` and, unless staff act in all accounts, `<groupColumn> = ?`.
 */
export function rowsOfIds(statements: StatementCache, scope: GroupScope, ids: readonly number[], select: string, idColumn: string, groupColumn: string): Row[] {
  const allAccounts = scope.allAccounts;
  const sql = `${select} WHERE ${idColumn} IN (SELECT value FROM json_each(?))${allAccounts ? '' : ` AND ${groupColumn} = ?`}`;
  return allAccounts ? rowsInChunks(statements, sql, ids) : rowsInChunks(statements, sql, ids, scope.context);
}

/** The rows of `sql` for every chunk of `ids`: its first parameter is the chunk (a JSON array), `extra` follow. */
export function rowsInChunks(statements: StatementCache, sql: string, ids: readonly number[], ...extra: (string | number)[]): Row[] {
  const statement = statements.get(sql);
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += idChunkSize) {
    // One by one: a chunk of zones may hold 100 000 records, too many for push(...rows).
    for (const row of statement.all(JSON.stringify(ids.slice(start, start + idChunkSize)), ...extra)) rows.push(row);
  }
  return rows;
}
