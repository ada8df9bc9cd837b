/**
 * A transaction that takes SQLite's write lock only at its first write (BEGIN DEFERRED): a worker
 * thread's long work (a large zone publish) reads and plans while other connections still write,
 * and holds the lock only for its writes. When another connection committed after it began
 * reading, its first write fails (SQLITE_BUSY_SNAPSHOT, or SQLITE_BUSY): the work is run again
 * whole in an immediate transaction (inTransaction), on what is committed then.
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './in-transaction.ts';

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT is 517): the primary code is the low byte. */
const isBusy = (error: unknown): boolean => typeof (error as { errcode?: unknown }).errcode === 'number' && ((error as { errcode: number }).errcode & 0xff) === 5;

export function inReadFirstTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  try {
    return inTransaction(db, work, 'DEFERRED');
  } catch (error) {
    if (!isBusy(error)) throw error;
  }
  return inTransaction(db, work);
}
