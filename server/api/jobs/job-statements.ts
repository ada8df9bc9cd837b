/** The jobs' prepared statements, one cache per database connection. */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { createStatementCache, type StatementCache } from '../resources/statement-cache.ts';

const caches = new WeakMap<DatabaseSync, StatementCache>();

/** The prepared statement of `sql` on this database. */
export function jobStatement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = createStatementCache(db, 64);
    caches.set(db, cache);
  }
  return cache.get(sql);
}
