/**
 * The public approval page's calls (no sign-in; the public id in the mailed link is the key):
 * GET /approvals/{publicId} shows the request (a decided or cancelled one with its decision),
 * POST /approvals/{publicId} { decision: 'approve' | 'reject', comment? } decides it, once, and
 * applies what approving means (approvals/approval-effects.ts). Unknown ids are 404
 * approval_not_found, expired requests 404 approval_expired (the portal passes approvals 404s to
 * the page, spec section 8); a second decision is 409 already_decided.
 *
 * Also the expiry sweep's hook: before any route that reads approval requests or orders, overdue
 * pending requests become expired (approvals/approval-expiry.ts), so every reader agrees.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import { approvalContracts } from '../../../src/lib/contracts/approval-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { sweepExpiredApprovals } from '../approvals/approval-expiry.ts';
import { approvalById, approvalByPublicId, approverActor, isOverdue, parsedObject, type ApprovalRow, type DecisionDeps } from '../approvals/approval-row.ts';
import { endApproval } from '../approvals/end-approval.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';

/** Routes whose answers depend on whether a request expired: approval requests, orders (and their items), and the calls that make approvals. */
const sweptRoutes = /approval|\/orders(\/|$)|order_items|platform_calls|domain_deletions|domain_contact_changes/;

type PublicView = AnswerOf<typeof approvalContracts.show>;

/** What the approver sees: never the account id, the approver's address or internal ids. */
export function publicView(row: ApprovalRow): PublicView {
  return {
    public_id: row.public_id,
    // The table holds a request to the kinds the contract names; one shown is never expired (`current` below).
    kind: row.kind as PublicView['kind'],
    status: row.status as PublicView['status'],
    account: { name: row.account_name },
    domain_name: row.domain_name,
    approver_name: row.approver_name,
    requested_by: { name: row.requested_by_name },
    // Stored as requestApproval wrote them: field by field, before and after (approvals/request-approval.ts).
    changes: parsedObject(row.changes) as PublicView['changes'],
    amount: row.amount,
    currency: row.currency,
    requested_at: row.created_at,
    expires_at: row.expires_at,
    decided_at: row.decided_at,
    decision_comment: row.decision_comment,
  };
}

export function registerApprovalRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { audit } = context.resources;
  const portalUrl = context.config.portalOrigins[0] ?? '';
  const decisionDeps = (request: FastifyRequest): DecisionDeps => ({ db, audit, now: context.isoNow(), ip: request.ip, requestId: String(request.id), portalUrl });

  // Before the access checks of the routes registered by contract, which run before their body is checked (http/contract-routes.ts).
  app.addHook('preValidation', async (request) => {
    // A sweep is a write: while a worker thread writes (db/write-lease.ts), the next request sweeps.
    if (!context.writeLease.held && sweptRoutes.test(request.routeOptions.url ?? '')) sweepExpiredApprovals({ ...decisionDeps(request), ip: null });
  });

  const current = (publicId: string | undefined): ApprovalRow => {
    const row = publicId && publicId.length <= 100 ? approvalByPublicId(db, publicId) : undefined;
    if (!row) throw new ApiError(404, 'approval_not_found', 'No such approval request.');
    if (row.status === 'expired' || isOverdue(row, context.isoNow())) throw new ApiError(404, 'approval_expired', 'This approval request has expired.');
    return row;
  };

  routeByContract(app, approvalContracts.show).handle({}, async (request) => publicView(current(request.params.publicId)));

  // A link that names no request open to a decision is a 404 before anything about the decision; the transaction reads the request again.
  const linkOpen = async (request: FastifyRequest) => {
    current((request.params as Readonly<Record<string, string>>).publicId);
  };

  routeByContract(app, approvalContracts.decide).handle({ preValidation: linkOpen }, async (request) => {
    const approve = request.body.decision === 'approve';
    const comment = typeof request.body.comment === 'string' && request.body.comment.trim() !== '' ? request.body.comment.trim() : null;
    return inTransaction(db, () => {
      const row = current(request.params.publicId);
      if (row.status !== 'pending') {
        throw new ApiError(409, 'already_decided', `This request was already ${row.status}.`, { details: { status: row.status } });
      }
      const outcome = endApproval(decisionDeps(request), approverActor(row), row, approve ? 'approved' : 'rejected', comment);
      const decided = approvalById(db, row.id);
      if (!decided) throw new Error(`approval request ${row.id} vanished`);
      return { ...publicView(decided), outcome };
    });
  });
}
