/**
 * The zone editor's routes (DESIGN.md section 12, draft → plan → publish) by contract
 * (api-contract.ts): where each is (zoneRoutes, which the portal's script carries) and what it
 * takes and answers (zoneContracts, which the API registers and the portal reads the types of).
 */
import { planWarningCodes } from '../dns/plan/plan-warnings.ts';
import { defineContract } from './api-contract.ts';
import { draftSummaryShape, planCountsShape, zoneChangeShape, zoneRecordShape, zoneVersionShape } from './zone-shapes.ts';

const zone = '/groups/{context}/zones/{zoneId}';

export const zoneRoutes = {
  discardDraft: { method: 'DELETE', path: `${zone}/draft` },
  publish: { method: 'POST', path: `${zone}/publish` },
  version: { method: 'GET', path: `${zone}/versions/{serial}` },
  restore: { method: 'POST', path: `${zone}/versions/{serial}/restore` },
} as const;

const tags = ['dns'] as const;
const zoneParams = {
  type: 'object',
  required: ['context', 'zoneId'],
  properties: {
    context: { type: 'string', description: "The account's id (36 characters)." },
    zoneId: { type: 'integer', minimum: 1 },
  },
} as const;
const versionParams = {
  type: 'object',
  required: ['context', 'zoneId', 'serial'],
  properties: { ...zoneParams.properties, serial: { type: 'integer', minimum: 0, maximum: 4_294_967_295 } },
} as const;
const draftNotEmpty = "draft_not_empty: the caller's draft has changes; `counts` says how many.";

export const zoneContracts = {
  discardDraft: defineContract({
    ...zoneRoutes.discardDraft,
    operationId: 'discard_zone_draft', tags, permission: 'manage-dns',
    summary: "Discard the caller's draft (manage-dns); draft/undo-discard brings it back until the next discard",
    params: zoneParams,
    answers: { 204: { description: 'Discarded (or there was none).' } },
  }),

  publish: defineContract({
    ...zoneRoutes.publish,
    operationId: 'publish_zone', tags, permission: 'manage-dns',
    summary: 'Publish the draft in one transaction, bump the serial, keep a restore point, write one DNS log entry (manage-dns)',
    description: [
      'Publishes exactly the plan named by base_serial and draft_version. 400 nothing_to_publish, zone_problems (with `problems`) or confirmation_required (with `unconfirmed`);',
      "409 stale_plan when base_serial is not the zone's serial or the draft changed since (draft_version), 409 draft_conflicts while a staged change is in conflict; either 409 carries the current `plan`.",
      'A draft of 1 000 changes or more is published in a worker thread: other requests are answered meanwhile, writing ones once it is done.',
    ].join(' '),
    params: zoneParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['base_serial', 'draft_version'],
      properties: {
        base_serial: { type: 'integer', minimum: 0, maximum: 4_294_967_295, description: "The plan's base_serial: publishing refuses (409 stale_plan) when the zone moved on." },
        draft_version: { type: 'integer', minimum: 1, maximum: 4_294_967_295, description: "The plan's draft_version: publishing refuses (409 stale_plan) a draft changed since, so only the plan reviewed goes live." },
        confirm: { type: 'array', maxItems: 10, uniqueItems: true, items: { enum: planWarningCodes }, description: 'The warning codes confirmed.' },
      },
    },
    answers: {
      200: {
        description: 'The new serial.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['serial', 'previous_serial', 'counts'],
          properties: { serial: { type: 'integer' }, previous_serial: { type: 'integer' }, counts: planCountsShape },
        },
      },
    },
    refusals: { 409: 'stale_plan: the zone was published, or the draft changed, after the plan was made; draft_conflicts: a staged change is in conflict. `serial` and the current `plan` come with either.' },
  }),

  version: defineContract({
    ...zoneRoutes.version,
    operationId: 'zone_version', tags, permission: 'view-dns',
    summary: 'One restore point: the diff that made it and all its records (view-dns)',
    params: versionParams,
    answers: {
      200: {
        description: 'The version.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: [...zoneVersionShape.required, 'changes', 'records'],
          properties: { ...zoneVersionShape.properties, changes: { type: 'array', items: zoneChangeShape }, records: { type: 'array', items: zoneRecordShape } },
        },
      },
    },
  }),

  restore: defineContract({
    ...zoneRoutes.restore,
    operationId: 'restore_zone_version', tags, permission: 'manage-dns',
    summary: "Replace the caller's draft with one that brings the version back; its plan shows what it changes and which serial it restores (manage-dns)",
    description: [
      "400 restore_live for the live serial; 409 draft_not_empty when the caller's draft has changes, unless `replace_draft` (the draft replaced can be brought back with draft/undo-discard).",
      "A restore of 1 000 records or more (the version's and the zone's) is planned in a worker thread and staged a slice at a time: other requests are answered meanwhile.",
    ].join(' '),
    params: versionParams,
    bodyOptional: true,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        replace_draft: { type: 'boolean', description: "Discard the caller's draft of the zone when it has changes (otherwise 409 draft_not_empty)." },
      },
    },
    answers: {
      200: {
        description: 'The new draft (`origin: restore`) without its list of changes (a restore may stage 100 000: GET draft lists them, GET plan shows them by record set).',
        schema: draftSummaryShape,
      },
    },
    refusals: { 409: draftNotEmpty },
  }),
} as const;
