/**
 * What the account does with its own approval requests, instead of editing their status:
 * POST /groups/{context}/approval_requests/{id}/resend mails the approver the same link again
 * (pending only; at most once a minute), POST …/{id}/cancel { comment? } withdraws the request
 * (pending only → cancelled; an order waiting for it is cancelled, the approver is told). Both
 * need manage-approvals, or being the user who asked; both answer the record as GET does (never
 * its public id) and are audited. A request no longer pending is 409 not_pending.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { approvalById, parsedObject, type Actor, type ApprovalRow } from '../approvals/approval-row.ts';
import { requestTitle } from '../approvals/approval-text.ts';
import { endApproval, notPending } from '../approvals/end-approval.ts';
import { approvalLink, approverMailBody, type ApprovalChanges } from '../approvals/request-approval.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { tooManyRequests } from '../http/api-error.ts';
import { queueMail } from '../mail/outbox.ts';
import { notFound } from '../resources/group-scope.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { forbidden, recordIdOf } from '../resources/resource-access.ts';

type Params = Record<string, string>;

export const cancelSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { comment: { type: ['string', 'null'], maxLength: 1000 } },
};

/** Seconds between two mails of the same request to its approver. */
export const resendIntervalSeconds = 60;

export function registerApprovalRequestRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { registry, store, scopeOf, audit } = context.resources;
  const resource = registry.byName('approval-requests');
  if (!resource) throw new Error('the approval-requests resource is not declared');
  const portalUrl = context.config.portalOrigins[0] ?? '';
  const base = `${resource.listPath}/:id`;
  const options = { preHandler: context.authenticate };

  /** The request in the caller's scope, and the caller when they may act on it. */
  const target = (request: FastifyRequest) => {
    const params = request.params as Params;
    const scope = scopeOf(request, params.context);
    const id = recordIdOf(resource, params.id);
    if (!store.find(resource, scope, null, id, ['id'])) throw notFound();
    const row = approvalById(db, Number(id));
    if (!row) throw notFound();
    const user = scope.auth.user;
    const manage = resource.declaration.permissions.manage;
    if (!scope.auth.can(manage) && row.requested_by_user_id !== user.id) throw forbidden(manage);
    const actor: Actor = { userId: user.id, username: user.username, name: user.name };
    return { scope, id, actor };
  };
  const pendingRow = (id: number): ApprovalRow => {
    const row = approvalById(db, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw notPending(row);
    return row;
  };

  app.post(`${base}/resend`, options, async (request) => {
    const { scope, id, actor } = target(request);
    validateBody(cancelSchema, request.body ?? {}, requestLocale(request));
    return inTransaction(db, () => {
      const row = pendingRow(Number(id));
      const now = context.isoNow();
      const last = db
        .prepare("SELECT max(created_at) AS at FROM audit_log WHERE resource_type = 'approval_request' AND resource_id = ? AND action IN ('create', 'resend')")
        .get(String(row.id));
      const wait = last?.at ? Math.ceil(resendIntervalSeconds - (Date.parse(now) - Date.parse(String(last.at))) / 1000) : 0;
      if (wait > 0) {
        throw tooManyRequests('The approver was mailed moments ago.', wait);
      }
      const title = requestTitle(row.kind, row.domain_name);
      queueMail(db, {
        kind: 'approval_request',
        to: row.approver_email,
        subject: `Reminder: approval needed: ${title} (${row.account_name})`,
        body: approverMailBody({
          approverName: row.approver_name, accountName: row.account_name, requestedBy: { name: row.requested_by_name ?? actor.name, username: requesterUsername(row, actor) },
          title, changes: parsedObject(row.changes) as ApprovalChanges, amount: row.amount, currency: row.currency, expiresAt: row.expires_at,
          link: approvalLink(portalUrl, row.public_id), reminder: true,
        }),
      }, now);
      audit({
        groupId: row.group_id, userId: actor.userId, username: actor.username, area: 'approvals', resourceType: 'approval_request', resourceId: row.id,
        resourceName: row.domain_name ?? title, action: 'resend', before: null, after: { mailed_to: row.approver_email, expires_at: row.expires_at },
        ip: request.ip, requestId: String(request.id), at: now,
      });
      return store.find(resource, scope, null, id);
    });
  });

  app.post(`${base}/cancel`, options, async (request) => {
    const { scope, id, actor } = target(request);
    const body = validateBody(cancelSchema, request.body ?? {}, requestLocale(request));
    const comment = typeof body.comment === 'string' && body.comment.trim() !== '' ? body.comment.trim() : null;
    return inTransaction(db, () => {
      const row = pendingRow(Number(id));
      endApproval({ db, audit, now: context.isoNow(), ip: request.ip, requestId: String(request.id), portalUrl }, actor, row, 'cancelled', comment);
      return store.find(resource, scope, null, id);
    });
  });

  function requesterUsername(row: ApprovalRow, actor: Actor): string {
    if (row.requested_by_user_id === null) return actor.username;
    return String(db.prepare('SELECT username FROM users WHERE id = ?').get(row.requested_by_user_id)?.username ?? actor.username);
  }
}
