/**
 * Items waiting for an approval (DESIGN.md section 13, bulk jobs: an unlock, a registrant change)
 * settle when the request ends, in the transaction that ends it (approvals/end-approval.ts):
 * approved and applied → done; approved but no longer applicable → failed with the approver's
 * outcome; rejected, expired or cancelled → failed (approval_rejected, approval_expired,
 * approval_cancelled). Their job's counts and state follow (done when nothing else waits).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AuditTrail } from '../resources/audit-trail.ts';
import { jobMessage, type JobMessageKey } from './job-messages.ts';
import { changeItem, type ItemChange, type JobItemRow } from './job-rows.ts';

export type ApprovalEnding = 'approved' | 'rejected' | 'cancelled' | 'expired';

const failures: Readonly<Record<Exclude<ApprovalEnding, 'approved'>, JobMessageKey>> = {
  rejected: 'approval_rejected',
  expired: 'approval_expired',
  cancelled: 'approval_cancelled',
};

function changeFor(ending: ApprovalEnding, outcome: { applied: boolean; message: string }, locale: string, now: string): ItemChange {
  if (ending === 'approved') {
    if (outcome.applied) return { state: 'done', finished_at: now };
    return { state: 'failed', reason_key: 'approval_not_applied', reason: jobMessage(locale, 'approval_not_applied', { message: outcome.message }), finished_at: now };
  }
  const key = failures[ending];
  return { state: 'failed', reason_key: key, reason: jobMessage(locale, key), finished_at: now };
}

/** Settles every item waiting for the request; answers how many. Runs inside the caller's transaction. */
export function settleWaitingItems(
  deps: { db: DatabaseSync; audit: AuditTrail; now: string },
  approvalRequestId: number,
  ending: ApprovalEnding,
  outcome: { applied: boolean; message: string },
): number {
  const items = deps.db
    .prepare(`SELECT i.id, i.job_id, i.state, j.locale FROM job_items i JOIN jobs j ON j.id = i.job_id
      WHERE i.approval_request_id = ? AND i.state = 'waiting' ORDER BY i.job_id, i.position`)
    .all(approvalRequestId) as unknown as Array<Pick<JobItemRow, 'id' | 'job_id' | 'state'> & { locale: string }>;
  for (const item of items) changeItem(deps.db, deps.audit, item, changeFor(ending, outcome, item.locale, deps.now), deps.now);
  return items.length;
}
