/**
 * Runs work inside BEGIN IMMEDIATE (or DEFERRED: read-first-transaction.ts) … COMMIT, rolling
 * back if it throws. Re-entrant: inside a transaction already open (a platform operation a bulk job's item runs, DESIGN.md section 13)
 * it only runs the work, and the outermost call commits or rolls back everything.
 */
import type { DatabaseSync } from 'node:sqlite';

export function inTransaction<T>(db: DatabaseSync, work: () => T, begin: 'IMMEDIATE' | 'DEFERRED' = 'IMMEDIATE'): T {
  if (db.isTransaction) return work();
  db.exec(`BEGIN ${begin}`);
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
