/**
 * The public approval page's calls (no sign-in; the public id in the mailed link is the key):
 * GET /approvals/{publicId} shows the request, POST /approvals/{publicId} { decision:
 * 'approve' | 'reject', comment? } decides it, once. Unknown and expired requests are 404
 * (the portal passes approvals 404s to the page, spec section 8); a second decision is 409.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';

type Params = Record<string, string>;

const decisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: ['approve', 'reject'] },
    comment: { type: ['string', 'null'], maxLength: 1000 },
  },
};

interface ApprovalRow {
  id: number;
  group_id: string;
  public_id: string;
  kind: string;
  status: string;
  domain_name: string | null;
  order_id: number | null;
  approver_name: string;
  approver_email: string;
  changes: string;
  expires_at: string;
  decided_at: string | null;
  decision_comment: string | null;
  created_at: string;
  version: number;
  account_name: string;
}

function publicView(row: ApprovalRow) {
  return {
    public_id: row.public_id,
    kind: row.kind,
    status: row.status,
    account: { name: row.account_name },
    domain_name: row.domain_name,
    approver_name: row.approver_name,
    changes: JSON.parse(row.changes) as unknown,
    requested_at: row.created_at,
    expires_at: row.expires_at,
    decided_at: row.decided_at,
    decision_comment: row.decision_comment,
  };
}

export function registerApprovalRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { audit } = context.resources;
  const find = db.prepare(`SELECT a.*, account.name AS account_name FROM approval_requests a
    JOIN accounts account ON account.id = a.group_id WHERE a.public_id = ?`);
  const decide = db.prepare(`UPDATE approval_requests SET status = ?, decided_at = ?, decision_comment = ?, updated_at = ?, version = version + 1
    WHERE id = ? AND status = 'pending'`);
  const moveOrder = db.prepare(`UPDATE orders SET status = ?, updated_at = ?, version = version + 1 WHERE id = ? AND status = 'awaiting_approval'`);

  const current = (publicId: string | undefined): ApprovalRow => {
    const row = publicId && publicId.length <= 100 ? (find.get(publicId) as unknown as ApprovalRow | undefined) : undefined;
    if (!row) throw new ApiError(404, 'approval_not_found', 'No such approval request.');
    const expired = row.status === 'expired' || (row.status === 'pending' && row.expires_at < context.isoNow());
    if (expired) throw new ApiError(404, 'approval_expired', 'This approval request has expired.');
    return row;
  };

  app.get('/approvals/:publicId', async (request) => publicView(current((request.params as Params).publicId)));

  app.post('/approvals/:publicId', async (request) => {
    const body = validateBody(decisionSchema, request.body, requestLocale(request));
    const approve = body.decision === 'approve';
    const comment = typeof body.comment === 'string' && body.comment.trim() !== '' ? body.comment.trim() : null;
    return inTransaction(db, () => {
      const row = current((request.params as Params).publicId);
      if (row.status !== 'pending') {
        throw new ApiError(409, 'already_decided', `This request was already ${row.status}.`, { details: { status: row.status } });
      }
      const now = context.isoNow();
      const status = approve ? 'approved' : 'rejected';
      decide.run(status, now, comment, now, row.id);
      if (row.order_id !== null) moveOrder.run(approve ? 'processing' : 'cancelled', now, row.order_id);
      audit({
        groupId: row.group_id, userId: null, username: `approver:${row.approver_email}`, area: 'approvals', resourceType: 'approval_request',
        resourceId: row.id, resourceName: row.domain_name, action: approve ? 'approve' : 'reject',
        before: { status: row.status }, after: { status, decision_comment: comment }, ip: request.ip, requestId: String(request.id), at: now,
      });
      return publicView(current(row.public_id));
    });
  });
}
