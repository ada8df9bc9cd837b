/**
 * Creates an approval request (DESIGN.md section 13): a material change (a registrant change, a
 * deletion, a registry unlock, a large order …) waits until the account's approver decides it
 * through the link mailed to them. The public id in that link is the only key to the decision:
 * 128 random bits (base64url), never answered to the requester (the group API hides it, the
 * audit log never holds it); the request expires 72 hours after it was made.
 *
 * Runs inside the caller's transaction (it does not open one): the row, its audit entry and the
 * approver's mail land with the change that asked for them, or not at all.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import { queueMail } from '../mail/outbox.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import { changeLines, moneyText, requestTitle, timeText } from './approval-text.ts';

export interface ApprovalDeps {
  db: DatabaseSync;
  audit: AuditTrail;
  /** ISO time the request is made; it expires approvalLifetimeSeconds later. */
  now: string;
  ip: string;
  requestId: string;
  /** The portal's origin; the approver's link is `${portalUrl}/approvals/${public_id}`. */
  portalUrl: string;
}

export const approvalKinds = ['registrant_change', 'contact_update', 'transfer_out', 'order', 'ssl_approval', 'domain_deletion', 'registry_unlock'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

export type ApprovalChanges = Record<string, { before: unknown; after: unknown }>;

export interface ApprovalInput {
  groupId: string;
  kind: ApprovalKind;
  domainId?: number | null;
  domainName?: string | null;
  contactId?: number | null;
  orderId?: number | null;
  /** What changes, by human names (contact names, not ids): the approval page shows it. */
  changes: ApprovalChanges;
  /** What approving applies (approval-effects.ts reads it by kind). */
  payload?: unknown;
  /** What it costs, in the currency's minor unit. */
  amount?: number | null;
  currency?: string | null;
  requestedBy: { id: number | null; username: string; name: string };
}

export interface RequestedApproval {
  id: number;
  /** The secret of the approver's link: hand it to no one but the mail. */
  public_id: string;
  expires_at: string;
}

export const approvalLifetimeSeconds = 72 * 3600;

/** 128 random bits, base64url (22 characters). */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

export function approvalLink(portalUrl: string, publicId: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/approvals/${encodeURIComponent(publicId)}`;
}

export interface Approver {
  name: string;
  email: string;
  accountName: string;
}

/** Whether accounts has approver_name and approver_email (migration 0018); asked each time, it costs microseconds. */
function hasApproverColumns(db: DatabaseSync): boolean {
  const found = db.prepare("SELECT count(*) AS n FROM pragma_table_info('accounts') WHERE name IN ('approver_name', 'approver_email')").get();
  return Number(found?.n) === 2;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The account's approver: approver_name / approver_email, else its contact address under the account's name. */
export function approverOf(db: DatabaseSync, groupId: string): Approver {
  const columns = hasApproverColumns(db) ? 'name, contact_email, approver_name, approver_email' : 'name, contact_email';
  const row = db.prepare(`SELECT ${columns} FROM accounts WHERE id = ?`).get(groupId);
  if (!row) throw new ApiError(404, 'not_found', 'No such account.');
  const accountName = String(row.name);
  const approverEmail = text(row.approver_email);
  const email = approverEmail ?? text(row.contact_email);
  if (!email) {
    throw new ApiError(409, 'no_approver', `${accountName} has no approver to ask: give the account an approver (or a contact address) first.`);
  }
  return { name: (approverEmail ? text(row.approver_name) : null) ?? accountName, email, accountName };
}

export function requestApproval(deps: ApprovalDeps, input: ApprovalInput): RequestedApproval {
  const { db, now } = deps;
  const approver = approverOf(db, input.groupId);
  const publicId = newPublicId();
  const expiresAt = new Date(Date.parse(now) + approvalLifetimeSeconds * 1000).toISOString();
  const amount = typeof input.amount === 'number' ? input.amount : null;
  const currency = amount !== null && input.currency ? input.currency : null;
  const inserted = db
    .prepare(`INSERT INTO approval_requests (group_id, public_id, kind, status, domain_id, domain_name, contact_id, order_id, approver_name, approver_email,
      requested_by_user_id, requested_by_name, changes, payload, amount, currency, expires_at, created_at, updated_at)
      VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      input.groupId, publicId, input.kind, input.domainId ?? null, input.domainName ?? null, input.contactId ?? null, input.orderId ?? null,
      approver.name, approver.email, input.requestedBy.id, input.requestedBy.name, JSON.stringify(input.changes), JSON.stringify(input.payload ?? {}),
      amount, currency, expiresAt, now, now,
    );
  const id = Number(inserted.lastInsertRowid);

  const title = requestTitle(input.kind, input.domainName ?? null);
  queueMail(db, {
    kind: 'approval_request',
    to: approver.email,
    subject: `Approval needed: ${title} (${approver.accountName})`,
    body: approverMailBody({
      approverName: approver.name, accountName: approver.accountName, requestedBy: input.requestedBy, title, changes: input.changes,
      amount, currency, expiresAt, link: approvalLink(deps.portalUrl, publicId),
    }),
  }, now);

  deps.audit({
    groupId: input.groupId, userId: input.requestedBy.id, username: input.requestedBy.username, area: 'approvals', resourceType: 'approval_request',
    resourceId: id, resourceName: input.domainName ?? title, action: 'create', before: null,
    // Never the public id: the audit log is readable by the requester.
    after: {
      kind: input.kind, status: 'pending', domain_id: input.domainId ?? null, domain_name: input.domainName ?? null, contact_id: input.contactId ?? null,
      order_id: input.orderId ?? null, approver_name: approver.name, approver_email: approver.email, changes: input.changes, amount, currency,
      expires_at: expiresAt, mailed_to: approver.email,
    },
    ip: deps.ip, requestId: deps.requestId, at: now,
  });
  return { id, public_id: publicId, expires_at: expiresAt };
}

export interface ApproverMail {
  approverName: string;
  accountName: string;
  requestedBy: { username: string; name: string };
  title: string;
  changes: ApprovalChanges;
  amount: number | null;
  currency: string | null;
  expiresAt: string;
  link: string;
  /** A reminder sent again by resend. */
  reminder?: boolean;
}

export function approverMailBody(mail: ApproverMail): string {
  const lines = changeLines(mail.changes);
  return [
    `Hello ${mail.approverName},`,
    '',
    mail.reminder
      ? `A reminder: ${mail.requestedBy.name} (${mail.requestedBy.username}) is still waiting for your approval in the account ${mail.accountName}:`
      : `${mail.requestedBy.name} (${mail.requestedBy.username}) asks for your approval in the account ${mail.accountName}:`,
    '',
    `  ${mail.title.charAt(0).toUpperCase()}${mail.title.slice(1)}`,
    ...(lines.length > 0 ? ['', 'The change:', ...lines] : []),
    ...(mail.amount !== null && mail.currency ? ['', `Cost: ${moneyText(mail.amount, mail.currency)}`] : []),
    '',
    `Approve or reject it here, without signing in. The link works once, until ${timeText(mail.expiresAt)}:`,
    '',
    mail.link,
    '',
    'Nothing changes without your decision. If you did not expect this request, reject it or ignore this mail.',
  ].join('\n');
}
