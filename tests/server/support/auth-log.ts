/** Reads the authentication log rows written during a test. */
import type { DatabaseSync } from 'node:sqlite';

export interface LoggedEvent {
  username: string;
  event: string;
  outcome: string;
  reason: string | null;
}

export function lastAuthLogId(db: DatabaseSync): number {
  return Number(db.prepare('SELECT coalesce(max(id), 0) AS id FROM authentication_log').get()?.id ?? 0);
}

export function authEventsAfter(db: DatabaseSync, id: number): LoggedEvent[] {
  return db
    .prepare('SELECT username, event, outcome, reason FROM authentication_log WHERE id > ? ORDER BY id')
    .all(id)
    .map((row) => ({
      username: String(row.username),
      event: String(row.event),
      outcome: String(row.outcome),
      reason: row.reason === null ? null : String(row.reason),
    }));
}
