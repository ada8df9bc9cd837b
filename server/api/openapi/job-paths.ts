/**
 * The OpenAPI paths and schemas of bulk jobs (DESIGN.md section 13, bulk jobs; routes/jobs.ts):
 * starting one (or its dry run), cancelling, retrying the failed, and reading its items (JSON and
 * CSV). The list and the record of jobs are the generic ones of the `jobs` declaration.
 */
import { jobItemStates } from '../../../src/lib/schemas/job.ts';
import { jobRetrySchema, jobStartSchema } from '../jobs/start-job.ts';
import { groupErrors, idempotentWriteErrors } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const nullable = (type: string, description?: string): JsonObject => ({ type: [type, 'null'], ...(description ? { description } : {}) });
const money = (): JsonObject => ({
  type: 'object',
  required: ['amount', 'currency'],
  properties: { amount: { type: 'number', description: 'Minor units (cents; whole yen for JPY).' }, currency: { type: 'string', minLength: 3, maxLength: 3 } },
});

const jobItem = (): JsonObject => ({
  type: 'object',
  required: ['id', 'position', 'resource_id', 'label', 'state'],
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer', description: 'The place of its id in the request, from 1; items run in this order.' },
    resource_id: { type: 'integer', description: 'The record (a domain, DNS record, contact or certificate id).' },
    label: { type: 'string', description: 'The record\'s name when the job started.' },
    state: { enum: [...jobItemStates] },
    reason_key: nullable('string', 'Why it failed, was skipped or waits: not_found, status, error, no_permission, approval_waiting, approval_rejected, approval_expired, approval_cancelled, approval_not_applied, or the action\'s own.'),
    reason: nullable('string', 'The reason in the language of whoever started the job.'),
    result: { description: 'What the action answered (an export: the record\'s fields).' },
    cost_amount: nullable('number', 'What it cost, in minor units.'),
    cost_currency: nullable('string'),
    approval_request_id: nullable('integer', 'The approval request it waits (or waited) for.'),
    started_at: nullable('string'),
    finished_at: nullable('string'),
  },
});

export function jobSchemas(): Record<string, JsonObject> {
  return {
    JobStartInput: { ...jobStartSchema, description: 'ids: 1 to 10 000 record ids of the resource, without repeats. options: the action\'s (checked against its schema).' },
    JobRetryInput: jobRetrySchema,
    JobDryRun: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['action', 'resource', 'items', 'eligible_count', 'ineligible_count', 'costs'],
          properties: {
            action: { type: 'string' },
            resource: { type: 'string' },
            items: {
              type: 'array',
              description: 'One per id, in order. A record not in the account is not eligible, reason_key not_found, label `#<id>`.',
              items: {
                type: 'object',
                required: ['id', 'label', 'eligible'],
                properties: {
                  id: { type: 'integer' }, label: { type: 'string' }, eligible: { type: 'boolean' },
                  reason_key: { type: 'string' }, reason: { type: 'string' }, cost: money(), note: { type: 'string' },
                },
              },
            },
            eligible_count: { type: 'integer' },
            ineligible_count: { type: 'integer' },
            costs: { type: 'array', items: money(), description: 'Totals of the eligible items, per currency.' },
            groups: {
              type: 'array',
              description: 'DNS actions: the plan of each zone.',
              items: {
                type: 'object',
                required: ['key', 'label', 'counts', 'warnings'],
                properties: {
                  key: { type: 'string' }, label: { type: 'string' },
                  counts: { type: 'object', properties: { create: { type: 'integer' }, modify: { type: 'integer' }, delete: { type: 'integer' } } },
                  warnings: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } },
                },
              },
            },
          },
        },
      },
    },
    JobItems: {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array', items: jobItem() },
        meta: { type: 'object', required: ['total', 'page', 'limit'], properties: { total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
      },
    },
  };
}

const tags = ['tray'];
const errors = (description: string): JsonObject => jsonResponse(description, ref('schemas', 'Error'));
const idParameters = (): JsonObject[] => [ref('parameters', 'context'), { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const startAnswers = (): Record<string, JsonObject> => ({
  '200': jsonResponse('dry_run: every record\'s eligibility and cost, and the totals; nothing is written.', ref('schemas', 'JobDryRun')),
  '201': jsonResponse('The job, started: eligible records queued, the others skipped with the reason.', ref('schemas', 'Jobs')),
  ...groupErrors(),
});
const pendingStart = 'job_pending (with `job_id`, `state`): the same start (action, resource, options and set of ids) of the account is still running or waiting; it is not started twice, whatever the Idempotency-Key.';

export function jobPaths(): Record<string, PathItem> {
  return {
    '/groups/{context}/jobs': {
      parameters: [ref('parameters', 'context'), ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'start_job', summary: 'Start a bulk job on records of one resource, or only check it (dry_run)', tags,
        description: 'Needs manage-tray and the action\'s permission (403). 400 unknown_action (with `actions`: the names offered on the resource) or validation_failed (the options against the action\'s schema). The items run in the background at most JOB_ITEMS_PER_SECOND per account per second; read progress from GET …/jobs/{id}.',
        requestBody: { required: true, content: jsonContent(ref('schemas', 'JobStartInput')) },
        responses: { ...startAnswers(), ...idempotentWriteErrors(pendingStart) },
      },
    },
    '/groups/{context}/jobs/{id}/cancel': {
      parameters: idParameters(),
      post: {
        operationId: 'cancel_job', summary: 'Cancel a job: its queued items are cancelled (manage-tray)', tags,
        description: 'Items done or failed keep their outcome; items waiting for an approval keep waiting (the request is not withdrawn). Audited.',
        responses: { '200': jsonResponse('The cancelled job.', ref('schemas', 'Jobs')), ...groupErrors(), '409': errors('job_finished (with `state`): the job is done or already cancelled.') },
      },
    },
    '/groups/{context}/jobs/{id}/retry': {
      parameters: [...idParameters(), ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'retry_job', summary: 'Start the job again on its failed and skipped items not done since (or only check it)', tags,
        description: 'The same action and options, `retry_of` the job, over exactly the items still failed or skipped: for each of the job\'s failed and skipped items, the latest attempt at its record (this job\'s, or a later retry\'s) when that is still failed, skipped, or cancelled before it ran — never an item a retry has done since or is doing. The job\'s `retryable_count` counts them. Permissions as for starting.',
        requestBody: { required: false, content: jsonContent(ref('schemas', 'JobRetryInput')) },
        responses: {
          ...startAnswers(),
          ...idempotentWriteErrors('nothing_to_retry: nothing is left failed or skipped. job_pending (with `job_id`): a retry of these items is still running or waiting, or the same start is.'),
        },
      },
    },
    '/groups/{context}/jobs/{id}/items': {
      parameters: idParameters(),
      get: {
        operationId: 'list_job_items', summary: 'A job\'s items in position order (view-tray)', tags,
        parameters: [
          { name: 'filter[state]', in: 'query', description: 'Only items in these states, comma-separated.', schema: { type: 'string' } },
          ref('parameters', 'limit'), ref('parameters', 'page'),
        ],
        responses: { '200': jsonResponse('A page of items.', ref('schemas', 'JobItems')), ...groupErrors() },
      },
    },
    '/groups/{context}/jobs/{id}/items.csv': {
      parameters: idParameters(),
      get: {
        operationId: 'export_job_items', summary: 'A job\'s items as CSV (view-tray)', tags,
        description: 'RFC 4180, UTF-8: `position,item,outcome,reason` (an export job adds the exported fields), one line per item in position order; served as an attachment `job-<id>.csv`.',
        responses: { '200': { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } }, ...groupErrors() },
      },
    },
  };
}
