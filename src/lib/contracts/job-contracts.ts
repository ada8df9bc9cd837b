/**
 * The routes of bulk jobs and the tray's own routes (DESIGN.md section 13, bulk jobs) by contract (api-contract.ts): where each is (jobRoutes, which the
 * portal's script may carry) and what it takes and answers (jobContracts, which the API registers
 * and the portal reads the types of). The list and the record of jobs, and reading and removing
 * one tray item, are the generic routes of the `jobs` and `tray-items` declarations.
 */
import { jobItemLimit, jobResources } from '../schemas/job.ts';
import { trayAdditionSchema } from '../schemas/tray-addition.ts';
import { trayAdditionLimit, trayCapacity, trayKinds } from '../schemas/tray-kinds.ts';
import { defineContract } from './api-contract.ts';
import { dryRunShape, jobItemShape, jobShape } from './job-shapes.ts';
import { listMetaShape, listQuery } from './list-query.ts';

const jobs = '/groups/{context}/jobs';
const job = `${jobs}/{id}`;
const tray = '/groups/{context}/tray_items';

export const jobRoutes = {
  start: { method: 'POST', path: jobs },
  cancel: { method: 'POST', path: `${job}/cancel` },
  retry: { method: 'POST', path: `${job}/retry` },
  items: { method: 'GET', path: `${job}/items` },
  itemsCsv: { method: 'GET', path: `${job}/items.csv` },
  addTrayItems: { method: 'POST', path: tray },
  emptyTray: { method: 'DELETE', path: tray },
} as const;

const tags = ['tray'] as const;
const context = { type: 'string', description: "The account's id (36 characters)." } as const;
const accountParams = { type: 'object', required: ['context'], properties: { context } } as const;
const jobParams = { type: 'object', required: ['context', 'id'], properties: { context, id: { type: 'integer', minimum: 1 } } } as const;

/** What starting a job takes (its options are checked against the action's own schema afterwards). */
export const jobStartBody = {
  type: 'object',
  additionalProperties: false,
  description: "ids: 1 to 10 000 record ids of the resource, without repeats. options: the action's (checked against its schema).",
  required: ['action', 'resource', 'ids'],
  properties: {
    action: { type: 'string', minLength: 1, maxLength: 60 },
    resource: { type: 'string', enum: jobResources },
    ids: { type: 'array', minItems: 1, maxItems: jobItemLimit, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    options: { type: 'object' },
    dry_run: { type: 'boolean' },
  },
} as const;

export const jobRetryBody = {
  type: 'object',
  additionalProperties: false,
  properties: { dry_run: { type: 'boolean' } },
} as const;

const startAnswers = {
  200: {
    description: "dry_run: every record's eligibility and cost, and the totals; nothing is written.",
    schema: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: dryRunShape } },
  },
  201: { description: 'The job, started: eligible records queued, the others skipped with the reason.', schema: jobShape },
} as const;
const startPermission = "manage-tray and the action's permission";

export const jobContracts = {
  start: defineContract({
    ...jobRoutes.start,
    operationId: 'start_job', tags, permission: startPermission, idempotent: true,
    summary: 'Start a bulk job on records of one resource, or only check it (dry_run)',
    description: "Needs manage-tray and the action's permission (403). 400 unknown_action (with `actions`: the names offered on the resource) or validation_failed (the options against the action's schema). The items run in the background at most JOB_ITEMS_PER_SECOND per account per second; read progress from GET …/jobs/{id}.",
    params: accountParams,
    body: jobStartBody,
    answers: startAnswers,
    refusals: {
      409: 'job_pending (with `job_id`, `state`): the same start (action, resource, options and set of ids) of the account is still running or waiting; it is not started twice, whatever the Idempotency-Key.',
    },
  }),

  cancel: defineContract({
    ...jobRoutes.cancel,
    operationId: 'cancel_job', tags, permission: 'manage-tray',
    summary: 'Cancel a job: its queued items are cancelled (manage-tray)',
    description: 'Items done or failed keep their outcome; items waiting for an approval keep waiting (the request is not withdrawn). Audited.',
    params: jobParams,
    answers: { 200: { description: 'The cancelled job.', schema: jobShape } },
    refusals: { 409: 'job_finished (with `state`): the job is done or already cancelled.' },
  }),

  retry: defineContract({
    ...jobRoutes.retry,
    operationId: 'retry_job', tags, permission: startPermission, idempotent: true,
    summary: 'Start the job again on its failed and skipped items not done since (or only check it)',
    description: "The same action and options, `retry_of` the job, over exactly the items still failed or skipped: for each of the job's failed and skipped items, the latest attempt at its record (this job's, or a later retry's) when that is still failed, skipped, or cancelled before it ran — never an item a retry has done since or is doing. The job's `retryable_count` counts them. Permissions as for starting.",
    params: jobParams,
    bodyOptional: true,
    body: jobRetryBody,
    answers: startAnswers,
    refusals: {
      409: 'nothing_to_retry: nothing is left failed or skipped. job_pending (with `job_id`): a retry of these items is still running or waiting, or the same start is.',
    },
  }),

  items: defineContract({
    ...jobRoutes.items,
    operationId: 'list_job_items', tags, permission: 'view-tray',
    summary: "A job's items in position order (view-tray)",
    params: jobParams,
    querystring: {
      type: 'object',
      properties: {
        'filter[state]': { type: 'string', description: 'Only items in these states, comma-separated.' },
        limit: listQuery.properties.limit,
        page: listQuery.properties.page,
      },
    },
    answers: {
      200: {
        description: 'A page of items.',
        schema: { type: 'object', additionalProperties: false, required: ['data', 'meta'], properties: { data: { type: 'array', items: jobItemShape }, meta: listMetaShape } },
      },
    },
  }),

  itemsCsv: defineContract({
    ...jobRoutes.itemsCsv,
    operationId: 'export_job_items', tags, permission: 'view-tray',
    summary: "A job's items as CSV (view-tray)",
    description: 'RFC 4180, UTF-8: `position,item,outcome,reason` (an export job adds the exported fields), one line per item in position order; served as an attachment `job-<id>.csv`.',
    params: jobParams,
    answers: { 200: { description: 'The CSV file.', mediaType: 'text/csv' } },
  }),

  addTrayItems: defineContract({
    ...jobRoutes.addTrayItems,
    operationId: 'add_tray_items', tags, permission: 'manage-tray',
    summary: 'Add records the caller can see to the tray (records already there stay)',
    params: accountParams,
    body: trayAdditionSchema,
    answers: {
      201: {
        description: "How many were added, were already there, and the tray's size.",
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['added', 'already', 'total'],
          properties: { added: { type: 'integer' }, already: { type: 'integer', description: 'Records that were in the tray already.' }, total: { type: 'integer', description: "The tray's size afterwards." } },
        },
      },
    },
    refusals: { 409: `tray_full (with \`capacity\`): the tray would hold more than ${trayCapacity} items.` },
  }),

  emptyTray: defineContract({
    ...jobRoutes.emptyTray,
    operationId: 'empty_tray', tags, permission: 'manage-tray',
    summary: 'Empty the tray, or remove one kind of record or the given items from it',
    params: accountParams,
    querystring: {
      type: 'object',
      properties: {
        resource_type: { enum: Object.values(trayKinds) },
        ids: { type: 'string', pattern: '^[0-9]+(,[0-9]+)*$', description: `Only these items (at most ${trayAdditionLimit}, comma-separated); ones already gone are not counted.` },
      },
    },
    answers: {
      200: {
        description: "How many items were removed, and the tray's size.",
        schema: { type: 'object', additionalProperties: false, required: ['removed', 'total'], properties: { removed: { type: 'integer' }, total: { type: 'integer' } } },
      },
    },
  }),
} as const;
