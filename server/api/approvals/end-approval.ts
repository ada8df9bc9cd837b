/**
 * Ends a pending approval request: approved or rejected by the approver (the public link),
 * cancelled by the account (POST …/approval_requests/{id}/cancel), or expired (the sweep). The
 * status moves once (a request no longer pending is a 409), the effect runs (approval-effects.ts),
 * the step is audited, and the people concerned are mailed: the requester learns the decision
 * or the expiry; the approver learns that a cancelled link no longer works. Bulk-job items waiting
 * for the request settle with it (jobs/job-approvals.ts; DESIGN.md section 13, bulk jobs).
 * Runs inside the caller's transaction.
 */
import { ApiError } from '../http/api-error.ts';
import { settleWaitingItems } from '../jobs/job-approvals.ts';
import { queueMail } from '../mail/outbox.ts';
import { applyApproval, withdrawApproval, type EffectOutcome } from './approval-effects.ts';
import type { Actor, ApprovalRow, DecisionDeps } from './approval-row.ts';
import { requestTitle, timeText } from './approval-text.ts';

export type Ending = 'approved' | 'rejected' | 'cancelled' | 'expired';

const actions: Readonly<Record<Ending, string>> = { approved: 'approve', rejected: 'reject', cancelled: 'cancel', expired: 'expire' };

const withdrawReasons: Readonly<Record<Exclude<Ending, 'approved'>, string>> = {
  rejected: 'The approver rejected it.',
  cancelled: 'Its approval request was cancelled.',
  expired: 'Its approval request expired without a decision.',
};

export function notPending(row: Pick<ApprovalRow, 'status'>): ApiError {
  return new ApiError(409, 'not_pending', `This request is ${row.status}, not pending.`, { details: { status: row.status } });
}

export function endApproval(deps: DecisionDeps, actor: Actor, row: ApprovalRow, ending: Ending, comment: string | null): EffectOutcome {
  const moved = deps.db
    .prepare(`UPDATE approval_requests SET status = ?, decided_at = ?, decision_comment = ?, updated_at = ?, version = version + 1
      WHERE id = ? AND status = 'pending'`)
    .run(ending, ending === 'expired' ? null : deps.now, comment, deps.now, row.id);
  if (Number(moved.changes) !== 1) throw notPending(row);
  const outcome = ending === 'approved' ? applyApproval(deps, actor, row) : withdrawApproval(deps, actor, row, withdrawReasons[ending]);
  settleWaitingItems(deps, row.id, ending, outcome);
  deps.audit({
    groupId: row.group_id, userId: actor.userId, username: actor.username, area: 'approvals', resourceType: 'approval_request', resourceId: row.id,
    resourceName: row.domain_name ?? requestTitle(row.kind, null), action: actions[ending],
    before: { status: row.status }, after: { status: ending, decision_comment: comment, outcome },
    ip: deps.ip, requestId: deps.requestId, at: deps.now,
  });
  if (ending === 'cancelled') mailApproverCancelled(deps, actor, row);
  else mailRequester(deps, actor, row, ending, comment, outcome);
  return outcome;
}

function mailRequester(deps: DecisionDeps, actor: Actor, row: ApprovalRow, ending: Exclude<Ending, 'cancelled'>, comment: string | null, outcome: EffectOutcome): void {
  if (row.requested_by_user_id === null) return;
  const user = deps.db.prepare("SELECT id, name, email FROM users WHERE id = ? AND status = 'active'").get(row.requested_by_user_id);
  if (!user) return;
  const title = requestTitle(row.kind, row.domain_name);
  const verdict = ending === 'approved' ? 'Approved' : ending === 'rejected' ? 'Rejected' : 'Expired';
  const first = ending === 'expired'
    ? `Your request (${title}, account ${row.account_name}) expired on ${timeText(row.expires_at)} without a decision by ${row.approver_name}. Nothing was changed; ask again if it is still needed.`
    : `${actor.name} ${ending} your request: ${title} (account ${row.account_name}).`;
  queueMail(deps.db, {
    kind: `approval_${ending}`,
    to: String(user.email),
    userId: Number(user.id),
    subject: `${verdict}: ${title}`,
    body: [
      `Hello ${String(user.name)},`,
      '',
      first,
      ...(comment ? ['', `Comment: ${comment}`] : []),
      ...(ending === 'expired' && !outcome.applied ? [] : ['', outcome.message]),
      '',
      `The request in the portal: ${deps.portalUrl.replace(/\/+$/, '')}/domains/approval-requests/${row.id}`,
    ].join('\n'),
  }, deps.now);
}

function mailApproverCancelled(deps: DecisionDeps, actor: Actor, row: ApprovalRow): void {
  const title = requestTitle(row.kind, row.domain_name);
  queueMail(deps.db, {
    kind: 'approval_cancelled',
    to: row.approver_email,
    subject: `Withdrawn: ${title} (${row.account_name})`,
    body: [
      `Hello ${row.approver_name},`,
      '',
      `${actor.name} (${actor.username}) withdrew the request for your approval: ${title} (account ${row.account_name}).`,
      'Nothing needs your decision any more; the link in the earlier mail no longer works.',
    ].join('\n'),
  }, deps.now);
}
