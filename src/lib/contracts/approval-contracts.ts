/**
 * The routes of approvals and the changes that wait for them (DESIGN.md section 13) by contract (api-contract.ts): where each is (approvalRoutes, which the
 * portal's script may carry) and what it takes and answers (approvalContracts, which the API registers
 * and the portal reads the types of).
 */
import { defineContract } from './api-contract.ts';
import {
  approvalDecidedShape, approvalPublicViewShape, approvalRequestRecordShape, decisionBody, domainContactChangeBody, domainContactChangeResultsShape,
  domainDeletionBody, domainDeletionResultsShape, requestActionBody,
} from './approval-shapes.ts';

const request = '/groups/{context}/approval_requests/{id}';

export const approvalRoutes = {
  show: { method: 'GET', path: '/approvals/{publicId}' },
  decide: { method: 'POST', path: '/approvals/{publicId}' },
  resend: { method: 'POST', path: `${request}/resend` },
  cancel: { method: 'POST', path: `${request}/cancel` },
  deleteDomains: { method: 'POST', path: '/groups/{context}/domain_deletions' },
  changeDomainContacts: { method: 'POST', path: '/groups/{context}/domain_contact_changes' },
} as const;

const tags = ['approvals'] as const;
const domainTags = ['domains'] as const;
const context = { type: 'string', description: "The account's id (36 characters)." } as const;

// The link's id is read by the route: one that cannot be an id names no request (404 approval_not_found, not the contracts' not_found).
const linkParams = {
  type: 'object',
  required: ['publicId'],
  properties: { publicId: { type: 'string', description: "The 128-bit id (base64url) in the approver's mailed link." } },
} as const;
const requestParams = {
  type: 'object',
  required: ['context', 'id'],
  properties: { context, id: { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } },
} as const;
const accountParams = { type: 'object', required: ['context'], properties: { context } } as const;

const linkRefused = 'approval_not_found or approval_expired.';
/** 409 with the status the request has now. */
const decidedAlready = (code: string) => ({
  description: code,
  carries: { type: 'object', properties: { status: { type: 'string', description: 'The status the request has now.' } } },
}) as const;
const notPending = decidedAlready('not_pending (with `status`).');
const byRequester = 'manage-approvals, or the user who asked';

export const approvalContracts = {
  show: defineContract({
    ...approvalRoutes.show,
    operationId: 'get_approval', tags, permission: 'none', public: true,
    summary: 'An approval request, by the link mailed to its approver (no sign-in)',
    params: linkParams,
    answers: { 200: { description: 'The request: pending, or decided (approved, rejected, cancelled) with its decision.', schema: approvalPublicViewShape } },
    refusals: { 404: 'approval_not_found (no such link) or approval_expired (72 hours passed without a decision).' },
  }),

  decide: defineContract({
    ...approvalRoutes.decide,
    operationId: 'decide_approval', tags, permission: 'none', public: true,
    summary: 'Approve or reject, once; approving applies the change',
    description: 'Approving applies the request by its kind (contacts set, domain to pending_delete with a refund within the add grace period, registry lock lifted, order fulfilled); rejecting applies nothing and cancels a waiting order. The requester is mailed; the step is audited under `approver:<e-mail>`.',
    params: linkParams,
    body: decisionBody,
    answers: { 200: { description: 'The decided request and what the decision did.', schema: approvalDecidedShape } },
    refusals: {
      400: 'validation_failed.',
      404: linkRefused,
      409: decidedAlready('already_decided (with `status`): the link was used, or the request cancelled.'),
    },
  }),

  resend: defineContract({
    ...approvalRoutes.resend,
    operationId: 'resend_approval_request', tags, permission: byRequester,
    summary: 'Mail the approver the same link again (manage-approvals, or the requester)',
    params: requestParams,
    bodyOptional: true,
    body: requestActionBody,
    answers: { 200: { description: 'The request as GET answers it (never its public id).', schema: approvalRequestRecordShape } },
    refusals: { 409: notPending, 429: 'too_many_requests: the approver was mailed less than a minute ago (retry-after).' },
  }),

  cancel: defineContract({
    ...approvalRoutes.cancel,
    operationId: 'cancel_approval_request', tags, permission: byRequester,
    summary: 'Withdraw a pending request (manage-approvals, or the requester)',
    description: 'The request becomes cancelled and its link stops working; an order waiting for it is cancelled; the approver is told by mail.',
    params: requestParams,
    bodyOptional: true,
    body: requestActionBody,
    answers: { 200: { description: 'The cancelled request as GET answers it.', schema: approvalRequestRecordShape } },
    refusals: { 409: notPending },
  }),

  deleteDomains: defineContract({
    ...approvalRoutes.deleteDomains,
    operationId: 'delete_domains', tags: domainTags, permission: 'manage-domains', idempotent: true,
    summary: 'Ask to delete domains: one approval request per domain (manage-domains)',
    description: 'Nothing is deleted before the approver approves. Each row says what deleting means (redemption days, refund). With dry_run nothing is asked.',
    params: accountParams,
    body: domainDeletionBody,
    answers: { 200: { description: 'Per domain: approval or refused.', schema: domainDeletionResultsShape } },
  }),

  changeDomainContacts: defineContract({
    ...approvalRoutes.changeDomainContacts,
    operationId: 'change_domain_contacts', tags: domainTags, permission: 'manage-domains', idempotent: true,
    summary: 'Change the contacts of many domains (manage-domains)',
    description: 'Admin, technical and billing contacts change at once; a registrant change becomes an approval request (kind registrant_change).',
    params: accountParams,
    body: domainContactChangeBody,
    answers: { 200: { description: 'Per domain: done, approval or refused.', schema: domainContactChangeResultsShape } },
  }),
} as const;
