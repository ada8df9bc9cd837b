/**
 * The OpenAPI paths and schemas of approvals (DESIGN.md section 13): the public approval link
 * (routes/approvals.ts), resend and cancel of a request (routes/approval-requests.ts), and the
 * per-domain changes that ask for approval (routes/domain-changes.ts).
 */
import { decisionSchema } from '../routes/approvals.ts';
import { cancelSchema } from '../routes/approval-requests.ts';
import { domainContactChangeSchema, domainDeletionSchema } from '../routes/domain-changes.ts';
import { groupErrors, idempotentWriteErrors } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const nullableString = (description?: string): JsonObject => ({ type: ['string', 'null'], ...(description ? { description } : {}) });
const approvalRef = (): JsonObject => ({
  type: 'object',
  required: ['id', 'expires_at'],
  properties: { id: { type: 'integer' }, expires_at: { type: 'string', format: 'date-time' } },
  description: 'The approval request made (its id in /groups/{context}/approval_requests). Its public id goes only to the approver, by mail.',
});
const money = (): JsonObject => ({
  type: 'object',
  required: ['amount', 'currency'],
  properties: { amount: { type: 'integer', description: 'Minor units (cents; whole yen for JPY).' }, currency: { type: 'string', minLength: 3, maxLength: 3 } },
});

const publicView = (): JsonObject => ({
  type: 'object',
  required: ['public_id', 'kind', 'status', 'account', 'changes', 'requested_at', 'expires_at'],
  properties: {
    public_id: { type: 'string' },
    kind: { enum: ['registrant_change', 'contact_update', 'transfer_out', 'order', 'ssl_approval', 'domain_deletion', 'registry_unlock'] },
    status: { enum: ['pending', 'approved', 'rejected', 'cancelled'], description: 'An expired request is a 404 approval_expired instead.' },
    account: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    domain_name: nullableString(),
    approver_name: { type: 'string' },
    requested_by: { type: 'object', properties: { name: nullableString() } },
    changes: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { before: {}, after: {} } },
      description: 'What changes, field by field, with names (not ids): `{ registrant: { before: "Jane Roe, Aurora", after: "John Doe, Aurora Holdings" } }`.',
    },
    amount: { type: ['integer', 'null'], description: 'What it costs, in minor units (orders).' },
    currency: nullableString(),
    requested_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time', description: '72 hours after the request.' },
    decided_at: nullableString('When it was approved, rejected or cancelled.'),
    decision_comment: nullableString(),
  },
});

export function approvalSchemas(): Record<string, JsonObject> {
  const view = publicView();
  return {
    ApprovalPublicView: view,
    ApprovalDecided: {
      ...view,
      required: [...(view.required as string[]), 'outcome'],
      properties: {
        ...(view.properties as JsonObject),
        outcome: {
          type: 'object',
          required: ['applied', 'message'],
          properties: { applied: { type: 'boolean' }, message: { type: 'string' } },
          description: 'What the decision did: the change applied (or why it could not be any more), the order moved on or cancelled.',
        },
      },
    },
    ApprovalDecision: decisionSchema,
    ApprovalCancel: cancelSchema,
    DomainDeletionInput: { ...domainDeletionSchema, description: '`reason` is required unless `dry_run` (400 reason_required).' },
    DomainDeletionResults: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          description: 'One row per domain id asked, in order.',
          items: {
            type: 'object',
            required: ['domain_id', 'name', 'outcome', 'redemption_days', 'refund'],
            properties: {
              domain_id: { type: 'integer' },
              name: nullableString('null for an id not in the account.'),
              outcome: { enum: ['approval', 'refused'], description: 'approval: an approval request was made (with dry_run: would be).' },
              reason_key: { enum: ['not_found', 'duplicate', 'external', 'status', 'registry_locked', 'approval_pending'] },
              reason: { type: 'string' },
              redemption_days: { type: 'integer', description: 'Days the name stays restorable after deletion; 0 within the 5-day add grace period.' },
              refund: { oneOf: [{ type: 'null' }, money()], description: 'Refunded on deletion within the add grace period: the registration charges.' },
              approval: approvalRef(),
            },
          },
        },
      },
    },
    DomainContactChangeInput: domainContactChangeSchema,
    DomainContactChangeResults: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          description: 'One row per domain id asked, in order.',
          items: {
            type: 'object',
            required: ['domain_id', 'name', 'outcome', 'applied'],
            properties: {
              domain_id: { type: 'integer' },
              name: nullableString('null for an id not in the account.'),
              outcome: { enum: ['done', 'approval', 'refused'], description: 'approval: the registrant change waits for approval (the other roles are applied).' },
              applied: { type: 'array', items: { enum: ['admin', 'tech', 'billing'] }, description: 'The roles changed now.' },
              approval: approvalRef(),
              reason_key: { enum: ['not_found', 'duplicate', 'external', 'status', 'contact_not_found', 'approval_pending'] },
              reason: { type: 'string' },
            },
          },
        },
      },
    },
  };
}

const publicOnly = { security: [] };
const errors = (description: string): JsonObject => jsonResponse(description, ref('schemas', 'Error'));
const idParameters = (): JsonObject[] => [ref('parameters', 'context'), { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const body = (name: string, required = true): JsonObject => ({ required, content: jsonContent(ref('schemas', name)) });
const tags = ['approvals'];

export function approvalPaths(): Record<string, PathItem> {
  return {
    '/approvals/{publicId}': {
      parameters: [{ name: 'publicId', in: 'path', required: true, description: 'The 128-bit id (base64url) in the approver\'s mailed link.', schema: { type: 'string', maxLength: 100 } }],
      get: {
        operationId: 'get_approval', summary: 'An approval request, by the link mailed to its approver (no sign-in)', tags, ...publicOnly,
        responses: {
          '200': jsonResponse('The request: pending, or decided (approved, rejected, cancelled) with its decision.', ref('schemas', 'ApprovalPublicView')),
          '404': errors('approval_not_found (no such link) or approval_expired (72 hours passed without a decision).'),
        },
      },
      post: {
        operationId: 'decide_approval', summary: 'Approve or reject, once; approving applies the change', tags, ...publicOnly,
        description: 'Approving applies the request by its kind (contacts set, domain to pending_delete with a refund within the add grace period, registry lock lifted, order fulfilled); rejecting applies nothing and cancels a waiting order. The requester is mailed; the step is audited under `approver:<e-mail>`.',
        requestBody: body('ApprovalDecision'),
        responses: {
          '200': jsonResponse('The decided request and what the decision did.', ref('schemas', 'ApprovalDecided')),
          '400': errors('validation_failed.'),
          '404': errors('approval_not_found or approval_expired.'),
          '409': errors('already_decided (with `status`): the link was used, or the request cancelled.'),
        },
      },
    },
    '/groups/{context}/approval_requests/{id}/resend': {
      parameters: idParameters(),
      post: {
        operationId: 'resend_approval_request', summary: 'Mail the approver the same link again (manage-approvals, or the requester)', tags,
        responses: {
          '200': jsonResponse('The request as GET answers it (never its public id).', ref('schemas', 'ApprovalRequests')),
          ...groupErrors(),
          '409': errors('not_pending (with `status`).'),
          '429': errors('too_many_requests: the approver was mailed less than a minute ago (retry-after).'),
        },
      },
    },
    '/groups/{context}/approval_requests/{id}/cancel': {
      parameters: idParameters(),
      post: {
        operationId: 'cancel_approval_request', summary: 'Withdraw a pending request (manage-approvals, or the requester)', tags,
        description: 'The request becomes cancelled and its link stops working; an order waiting for it is cancelled; the approver is told by mail.',
        requestBody: body('ApprovalCancel', false),
        responses: { '200': jsonResponse('The cancelled request as GET answers it.', ref('schemas', 'ApprovalRequests')), ...groupErrors(), '409': errors('not_pending (with `status`).') },
      },
    },
    '/groups/{context}/domain_deletions': {
      parameters: [ref('parameters', 'context'), ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'delete_domains', summary: 'Ask to delete domains: one approval request per domain (manage-domains)', tags: ['domains'],
        description: 'Nothing is deleted before the approver approves. Each row says what deleting means (redemption days, refund). With dry_run nothing is asked.',
        requestBody: body('DomainDeletionInput'),
        responses: { '200': jsonResponse('Per domain: approval or refused.', ref('schemas', 'DomainDeletionResults')), ...groupErrors(), ...idempotentWriteErrors() },
      },
    },
    '/groups/{context}/domain_contact_changes': {
      parameters: [ref('parameters', 'context'), ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'change_domain_contacts', summary: 'Change the contacts of many domains (manage-domains)', tags: ['domains'],
        description: 'Admin, technical and billing contacts change at once; a registrant change becomes an approval request (kind registrant_change).',
        requestBody: body('DomainContactChangeInput'),
        responses: { '200': jsonResponse('Per domain: done, approval or refused.', ref('schemas', 'DomainContactChangeResults')), ...groupErrors(), ...idempotentWriteErrors() },
      },
    },
  };
}
