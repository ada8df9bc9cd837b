/** Runs work inside BEGIN IMMEDIATE … COMMIT, rolling back if it throws. Not reentrant. */
import type { DatabaseSync } from 'node:sqlite';

export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
