/**
 * The shapes the approval routes take and answer (DESIGN.md section 13), shared by their contracts
 * (approval-contracts.ts): a request as its approver reads it by the mailed link, the account's
 * record of a request, and the rows of the per-domain changes that ask for approval. Each names
 * all its fields (`additionalProperties: false`): what it does not name is not sent.
 */
import { approvalKinds, approvalStatuses } from '../schemas/approval-request.ts';

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** A comment of at most 1 000 characters (null or blank: none). */
const comment = { type: ['string', 'null'], maxLength: 1000 } as const;

/** The approver's decision on the public page. */
export const decisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: ['approve', 'reject'] },
    comment,
  },
} as const;

/** What resend and cancel take: cancel keeps the comment as the request's decision comment. */
export const requestActionBody = {
  type: 'object',
  additionalProperties: false,
  properties: { comment: { ...comment, description: "Cancel: why, kept as the request's decision comment. Resend takes the same body and does not use it." } },
} as const;

/** What the approver sees: never the account id, the approver's address or internal ids. */
export const approvalPublicViewShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'public_id', 'kind', 'status', 'account', 'domain_name', 'approver_name', 'requested_by', 'changes', 'amount', 'currency',
    'requested_at', 'expires_at', 'decided_at', 'decision_comment',
  ],
  properties: {
    public_id: { type: 'string' },
    kind: { type: 'string', enum: approvalKinds },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'cancelled'], description: 'An expired request is a 404 approval_expired instead.' },
    account: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string' } } },
    domain_name: nullableString,
    approver_name: { type: 'string' },
    requested_by: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: nullableString } },
    changes: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: false, properties: { before: {}, after: {} } },
      description: 'What changes, field by field, with names (not ids): `{ registrant: { before: "Jane Roe, Aurora", after: "John Doe, Aurora Holdings" } }`.',
    },
    amount: { ...nullableInteger, description: 'What it costs, in minor units (orders).' },
    currency: nullableString,
    requested_at: dateTime,
    expires_at: { ...dateTime, description: '72 hours after the request.' },
    decided_at: { ...nullableString, description: 'When it was approved, rejected or cancelled.' },
    decision_comment: nullableString,
  },
} as const;

/** The request decided, with what the decision did. */
export const approvalDecidedShape = {
  ...approvalPublicViewShape,
  required: [...approvalPublicViewShape.required, 'outcome'],
  properties: {
    ...approvalPublicViewShape.properties,
    outcome: {
      type: 'object',
      additionalProperties: false,
      required: ['applied', 'message'],
      properties: { applied: { type: 'boolean' }, message: { type: 'string' } },
      description: 'What the decision did: the change applied (or why it could not be any more), the order moved on or cancelled.',
    },
  },
} as const;

/** A stored JSON value, written whole. */
const storedJson = { type: ['object', 'array'], additionalProperties: true } as const;
const joinedName = { type: 'object', additionalProperties: false, properties: { name: nullableString } } as const;

/**
 * An approval request as the account's routes answer it (GET approval_requests/{id}: the table's
 * columns but its public id, and the names of its contact and account).
 */
export const approvalRequestRecordShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'integer' }, group_id: { type: 'string' },
    kind: { type: 'string', enum: approvalKinds }, status: { type: 'string', enum: approvalStatuses },
    domain_id: nullableInteger, domain_name: nullableString, contact_id: nullableInteger, order_id: nullableInteger,
    approver_name: { type: 'string' }, approver_email: { type: 'string' },
    requested_by_user_id: nullableInteger, requested_by_name: nullableString,
    changes: storedJson, payload: storedJson,
    amount: nullableInteger, currency: nullableString,
    expires_at: { type: 'string' }, decided_at: nullableString, decision_comment: nullableString,
    created_at: { type: 'string' }, updated_at: { type: 'string' }, version: { type: 'integer' },
    contact: joinedName, account: joinedName,
  },
} as const;

const domainIds = { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } as const;

export const domainDeletionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['domain_ids'],
  description: '`reason` is required unless `dry_run` (400 reason_required).',
  properties: {
    domain_ids: domainIds,
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    dry_run: { type: 'boolean' },
  },
} as const;

const contactId = { type: 'integer', minimum: 1 } as const;

export const domainContactChangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['domain_ids', 'contacts'],
  properties: {
    domain_ids: domainIds,
    contacts: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { registrant_contact_id: contactId, admin_contact_id: contactId, tech_contact_id: contactId, billing_contact_id: contactId },
    },
  },
} as const;

/** The approval request a domain's change made, or the one it waits for. */
const approvalMade = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'expires_at'],
  properties: { id: { type: 'integer' }, expires_at: dateTime },
  description: 'The approval request made (its id in /groups/{context}/approval_requests). Its public id goes only to the approver, by mail.',
} as const;

const money = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currency'],
  properties: { amount: { type: 'integer', description: 'Minor units (cents; whole yen for JPY).' }, currency: { type: 'string', minLength: 3, maxLength: 3 } },
} as const;

/** `{ data: [row] }`: one row per domain id asked, in order. */
const rowsOf = <const Row extends object>(row: Row) => ({
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'array', description: 'One row per domain id asked, in order.', items: row } },
}) as const;

const domainNamed = {
  domain_id: { type: 'integer' },
  name: { ...nullableString, description: 'null for an id not in the account.' },
} as const;

export const domainDeletionResultsShape = rowsOf({
  type: 'object',
  additionalProperties: false,
  required: ['domain_id', 'name', 'outcome', 'redemption_days', 'refund'],
  properties: {
    ...domainNamed,
    outcome: { type: 'string', enum: ['approval', 'refused'], description: 'approval: an approval request was made (with dry_run: would be).' },
    reason_key: { type: 'string', enum: ['not_found', 'duplicate', 'external', 'status', 'registry_locked', 'approval_pending'] },
    reason: { type: 'string' },
    redemption_days: { type: 'integer', description: 'Days the name stays restorable after deletion; 0 within the 5-day add grace period.' },
    refund: { ...money, type: ['object', 'null'], description: 'Refunded on deletion within the add grace period: the registration charges.' },
    approval: approvalMade,
  },
} as const);

export const domainContactChangeResultsShape = rowsOf({
  type: 'object',
  additionalProperties: false,
  required: ['domain_id', 'name', 'outcome', 'applied'],
  properties: {
    ...domainNamed,
    outcome: { type: 'string', enum: ['done', 'approval', 'refused'], description: 'approval: the registrant change waits for approval (the other roles are applied).' },
    applied: { type: 'array', items: { type: 'string', enum: ['admin', 'tech', 'billing'] }, description: 'The roles changed now.' },
    approval: approvalMade,
    reason_key: { type: 'string', enum: ['not_found', 'duplicate', 'external', 'status', 'contact_not_found', 'approval_pending'] },
    reason: { type: 'string' },
  },
} as const);
