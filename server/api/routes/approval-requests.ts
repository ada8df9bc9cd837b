/**
 * What the account does with its own approval requests, instead of editing their status:
 * POST /groups/{context}/approval_requests/{id}/resend mails the approver the same link again
 * (pending only; at most once a minute), POST …/{id}/cancel { comment? } withdraws the request
 * (pending only → cancelled; an order waiting for it is cancelled, the approver is told). Both
 * need manage-approvals, or being the user who asked; both answer the record as GET does (never
 * its public id) and are audited. A request no longer pending is 409 not_pending.
 */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import { approvalContracts } from '../../../src/lib/contracts/approval-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { approvalById, parsedObject, type Actor, type ApprovalRow } from '../approvals/approval-row.ts';
import { requestTitle } from '../approvals/approval-text.ts';
import { endApproval, notPending } from '../approvals/end-approval.ts';
import { approvalLink, approverMailBody, type ApprovalChanges } from '../approvals/request-approval.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { tooManyRequests } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { queueMail } from '../mail/outbox.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { forbidden, recordIdOf } from '../resources/resource-access.ts';
import type { RecordId } from '../resources/resource-store.ts';

/** Seconds between two mails of the same request to its approver. */
export const resendIntervalSeconds = 60;

/** What the access hook found: the request in the caller's scope, and the caller, who may act on it. */
interface Access {
  scope: GroupScope;
  id: RecordId;
  actor: Actor;
}

type RequestRecord = AnswerOf<typeof approvalContracts.cancel>;

export function registerApprovalRequestRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { registry, store, scopeOf, audit } = context.resources;
  const resource = registry.byName('approval-requests');
  if (!resource) throw new Error('the approval-requests resource is not declared');
  const portalUrl = context.config.portalOrigins[0] ?? '';

  // Signed in, the request in the account, and the caller allowed: 401, 404 and 403 come before the body is checked (http/contract-routes.ts).
  const target = requestAccess((request, params): Access => {
    const scope = scopeOf(request, params.context);
    const id = recordIdOf(resource, params.id);
    if (!store.find(resource, scope, null, id, ['id'])) throw notFound();
    const row = approvalById(db, Number(id));
    if (!row) throw notFound();
    const user = scope.auth.user;
    const manage = resource.declaration.permissions.manage;
    if (!scope.auth.can(manage) && row.requested_by_user_id !== user.id) throw forbidden(manage);
    return { scope, id, actor: { userId: user.id, username: user.username, name: user.name } };
  });
  const access = { preValidation: [context.authenticate, target.hook] };
  const pendingRow = (id: number): ApprovalRow => {
    const row = approvalById(db, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw notPending(row);
    return row;
  };
  /** The request as GET answers it (the store's record, which the contract writes by its shape). */
  const recordOf = (scope: GroupScope, id: RecordId): RequestRecord => {
    const record = store.find(resource, scope, null, id);
    if (!record) throw notFound();
    return record as RequestRecord;
  };

  routeByContract(app, approvalContracts.resend).handle(access, async (request) => {
    const { scope, id, actor } = target.of(request);
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
      return recordOf(scope, id);
    });
  });

  routeByContract(app, approvalContracts.cancel).handle(access, async (request) => {
    const { scope, id, actor } = target.of(request);
    const comment = typeof request.body.comment === 'string' && request.body.comment.trim() !== '' ? request.body.comment.trim() : null;
    return inTransaction(db, () => {
      const row = pendingRow(Number(id));
      endApproval({ db, audit, now: context.isoNow(), ip: request.ip, requestId: String(request.id), portalUrl }, actor, row, 'cancelled', comment);
      return recordOf(scope, id);
    });
  });

  function requesterUsername(row: ApprovalRow, actor: Actor): string {
    if (row.requested_by_user_id === null) return actor.username;
    return String(db.prepare('SELECT username FROM users WHERE id = ?').get(row.requested_by_user_id)?.username ?? actor.username);
  }
}
