/**
 * What the account does with its own approval requests (DESIGN.md section 13), through the data
 * provider (docs/ARCHITECTURE.md, "One data path"): resend the link, or cancel the request. Both
 * answer the record as it now stands, and 409 not_pending once it no longer waits for a decision.
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { approvalContracts } from '~/lib/contracts/approval-contracts';
import { call } from '~/lib/data';

/** Seconds the API wants between two mails of one request (it answers 429 sooner). */
export const resendIntervalSeconds = 60;

const actionPath = (id: number | string, action: 'resend' | 'cancel') => `approval_requests/${encodeURIComponent(String(id))}/${action}`;

/** Mails the approver the same link again. */
export function resendApprovalRequest(id: number | string): Promise<AnswerOf<typeof approvalContracts.resend>> {
  return call('POST', actionPath(id, 'resend'), { body: {} });
}

/** Withdraws the request, with the reason kept as its comment (an order waiting for it is cancelled too). */
export function cancelApprovalRequest(id: number | string, comment: string): Promise<AnswerOf<typeof approvalContracts.cancel>> {
  const trimmed = comment.trim();
  return call('POST', actionPath(id, 'cancel'), { body: trimmed ? { comment: trimmed } : {} });
}
