/** Prepared statements reused per SQL text (one per query shape), bounded so odd shapes cannot pile up. */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export interface StatementCache {
  get(sql: string): StatementSync;
}

export function createStatementCache(db: DatabaseSync, maxEntries = 800): StatementCache {
  const statements = new Map<string, StatementSync>();
  return {
    get(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Refresh its place so the least recently used shape is the one dropped.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = db.prepare(sql);
      if (statements.size >= maxEntries) statements.delete(statements.keys().next().value ?? '');
      statements.set(sql, statement);
      return statement;
    },
  };
}
