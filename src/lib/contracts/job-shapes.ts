/**
 * The shapes the bulk job routes answer with (DESIGN.md section 13, bulk jobs), shared by their
 * contracts (job-contracts.ts): a job as its record is read, the dry run of a start or a retry,
 * and a job's items. Each names all its fields (`additionalProperties: false`): what it does not
 * name is not sent.
 */
import { jobItemStates, jobResources, jobStates } from '../schemas/job.ts';

const integer = { type: 'integer' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
/** A JSON field of the job, written whole. */
const stored = { type: ['object', 'array'], additionalProperties: true } as const;

/** An amount in its currency's minor unit. */
export const moneyShape = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currency'],
  properties: { amount: { type: 'number', description: 'Minor units (cents; whole yen for JPY).' }, currency: { type: 'string', minLength: 3, maxLength: 3 } },
} as const;

/** A job as its record reads (GET jobs/{id} answers the same): the action, its state and how many of its items are in each state. */
export const jobShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'group_id', 'user_id', 'username', 'action', 'resource', 'options', 'state', 'locale', 'retry_of', 'item_count', 'queued_count', 'running_count',
    'waiting_count', 'done_count', 'failed_count', 'skipped_count', 'cancelled_count', 'costs', 'started_at', 'finished_at', 'created_at', 'updated_at',
    'version', 'retryable_count', 'start_key',
  ],
  properties: {
    id: integer, group_id: text, user_id: nullableInteger, username: text, action: text,
    resource: { enum: jobResources, description: 'The declaration name of the records.' },
    options: { ...stored, description: "The action's options." },
    state: { enum: jobStates },
    locale: { ...text, description: 'The language of whoever started the job: its reasons are written in it.' },
    retry_of: { ...nullableInteger, description: 'The job this one retries the failed and skipped items of.' },
    item_count: count, queued_count: count, running_count: count, waiting_count: count, done_count: count, failed_count: count, skipped_count: count, cancelled_count: count,
    costs: { ...stored, description: 'What the dry run announced for the eligible items, per currency.' },
    started_at: nullableString, finished_at: nullableString, created_at: text, updated_at: text, version: integer,
    retryable_count: { ...count, description: 'Failed and skipped items that no retry has done or is doing since: what a retry takes.' },
    start_key: { ...nullableString, description: 'Names the start (action, resource, options, set of ids): the same start is not run twice while this one is pending.' },
  },
} as const;

const dryRunItemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'eligible'],
  properties: {
    id: integer, label: text, eligible: { type: 'boolean' },
    reason_key: text, reason: text, cost: moneyShape, note: text,
  },
} as const;

/** A DNS action's plan of one zone. */
const dryRunGroupShape = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label', 'counts', 'warnings'],
  properties: {
    key: text, label: text,
    counts: { type: 'object', additionalProperties: false, required: ['create', 'modify', 'delete'], properties: { create: integer, modify: integer, delete: integer } },
    warnings: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['code', 'message'], properties: { code: text, message: text } } },
  },
} as const;

/** What a start or a retry would do, record by record: nothing is written. */
export const dryRunShape = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'resource', 'items', 'eligible_count', 'ineligible_count', 'costs'],
  properties: {
    action: text,
    resource: text,
    items: { type: 'array', description: 'One per id, in order. A record not in the account is not eligible, reason_key not_found, label `#<id>`.', items: dryRunItemShape },
    eligible_count: integer,
    ineligible_count: integer,
    costs: { type: 'array', items: moneyShape, description: 'Totals of the eligible items, per currency.' },
    groups: { type: 'array', description: 'DNS actions: the plan of each zone.', items: dryRunGroupShape },
  },
} as const;

/** One item of a job, in position order. */
export const jobItemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'position', 'resource_id', 'label', 'state', 'reason_key', 'reason', 'result', 'cost_amount', 'cost_currency', 'approval_request_id', 'started_at', 'finished_at'],
  properties: {
    id: integer,
    position: { ...integer, description: 'The place of its id in the request, from 1; items run in this order.' },
    resource_id: { ...integer, description: 'The record (a domain, DNS record, contact or certificate id).' },
    label: { ...text, description: "The record's name when the job started." },
    state: { enum: jobItemStates },
    reason_key: { ...nullableString, description: "Why it failed, was skipped or waits: not_found, status, error, no_permission, approval_waiting, approval_rejected, approval_expired, approval_cancelled, approval_not_applied, or the action's own." },
    reason: { ...nullableString, description: 'The reason in the language of whoever started the job.' },
    result: { description: "What the action answered (an export: the record's fields)." },
    cost_amount: { type: ['number', 'null'], description: 'What it cost, in minor units.' },
    cost_currency: nullableString,
    approval_request_id: { ...nullableInteger, description: 'The approval request it waits (or waited) for.' },
    started_at: nullableString,
    finished_at: nullableString,
  },
} as const;
