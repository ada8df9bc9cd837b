/** An approval request as stored, and how the decision routes read one. */
import type { DatabaseSync } from 'node:sqlite';
import type { AuditTrail } from '../resources/audit-trail.ts';

export interface ApprovalRow {
  id: number;
  group_id: string;
  public_id: string;
  kind: string;
  status: string;
  domain_id: number | null;
  domain_name: string | null;
  contact_id: number | null;
  order_id: number | null;
  approver_name: string;
  approver_email: string;
  requested_by_user_id: number | null;
  requested_by_name: string | null;
  changes: string;
  payload: string;
  amount: number | null;
  currency: string | null;
  expires_at: string;
  decided_at: string | null;
  decision_comment: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  account_name: string;
}

const selectApproval = `SELECT a.*, account.name AS account_name FROM approval_requests a JOIN accounts account ON account.id = a.group_id`;

export function approvalByPublicId(db: DatabaseSync, publicId: string): ApprovalRow | undefined {
  return db.prepare(`${selectApproval} WHERE a.public_id = ?`).get(publicId) as unknown as ApprovalRow | undefined;
}

export function approvalById(db: DatabaseSync, id: number): ApprovalRow | undefined {
  return db.prepare(`${selectApproval} WHERE a.id = ?`).get(id) as unknown as ApprovalRow | undefined;
}

/** Whoever acts on a request: the approver (through the link), a user (resend, cancel) or the system (expiry). */
export interface Actor {
  userId: number | null;
  username: string;
  name: string;
}

export interface DecisionDeps {
  db: DatabaseSync;
  audit: AuditTrail;
  now: string;
  ip: string | null;
  requestId: string | null;
  portalUrl: string;
}

export const systemActor: Actor = { userId: null, username: 'system', name: 'The portal' };

export function approverActor(row: Pick<ApprovalRow, 'approver_email' | 'approver_name'>): Actor {
  return { userId: null, username: `approver:${row.approver_email}`, name: row.approver_name };
}

/** The stored JSON of a column, an empty object when it does not parse. */
export function parsedObject(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Whether a pending request is past its expiry at `now`. */
export function isOverdue(row: Pick<ApprovalRow, 'status' | 'expires_at'>, now: string): boolean {
  return row.status === 'pending' && row.expires_at <= now;
}
