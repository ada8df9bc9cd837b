/**
 * The public approval page's calls (spec section 6: approvals/{id} needs no sign-in): outside any
 * account, through the data path of public pages (src/lib/data/public-call.ts). The mailed link's
 * public id is their only key; the API answers 404 approval_not_found or approval_expired, which
 * reach the page (spec section 8), and 409 already_decided to a second decision.
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { approvalContracts } from '~/lib/contracts/approval-contracts';
import { publicCall } from '~/lib/data/public-call';

export type Decision = 'approve' | 'reject';

export function fetchApproval(publicId: string, signal?: AbortSignal): Promise<AnswerOf<typeof approvalContracts.show>> {
  return publicCall('GET', ['approvals', publicId], signal ? { signal } : {});
}

/** Decides the request once, with the approver's comment when there is one. */
export function decideApproval(publicId: string, decision: Decision, comment: string): Promise<AnswerOf<typeof approvalContracts.decide>> {
  const trimmed = comment.trim();
  return publicCall('POST', ['approvals', publicId], { body: { decision, ...(trimmed ? { comment: trimmed } : {}) } });
}
