/**
 * Writes audit entries (who, when, what, before and after). Callers run it inside the
 * transaction of the change it records, so a change never lands without its entry.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export interface AuditEntry {
  groupId: string;
  userId: number | null;
  username: string | null;
  area: string;
  resourceType: string;
  resourceId: string | number;
  resourceName: string | null;
  action: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  requestId: string | null;
  at: string;
}

export type AuditTrail = (entry: AuditEntry) => void;

export function createAuditTrail(db: DatabaseSync): AuditTrail {
  const insert: StatementSync = db.prepare(`INSERT INTO audit_log
    (group_id, user_id, username, area, resource_type, resource_id, resource_name, action, before, after, ip, request_id, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return (entry) => {
    insert.run(
      entry.groupId, entry.userId, entry.username, entry.area, entry.resourceType, String(entry.resourceId),
      entry.resourceName === null ? null : entry.resourceName.slice(0, 300), entry.action, json(entry.before), json(entry.after),
      entry.ip, entry.requestId, entry.at, entry.at,
    );
  };
}

/** The fields whose values differ, as `{ before, after }` halves. */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (key === 'version' || key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed.before[key] = before[key] ?? null;
      changed.after[key] = after[key] ?? null;
    }
  }
  return changed;
}
