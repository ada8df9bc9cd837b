/**
 * The zone editor's routes (DESIGN.md section 12, draft → plan → publish) by contract
 * (api-contract.ts): what each takes and answers (zoneContracts, which the API registers and the
 * portal reads the types of), where each is being zone-routes.ts (which the portal's script carries).
 */
import { planWarningCodes } from '../dns/plan/plan-warnings.ts';
import { importModes } from '../dns/zone-file/import-changes.ts';
import { maxZoneFileErrors } from '../dns/zone-file/zone-file-problems.ts';
import { defaultLimit, listMetaShape, listQuery, maxLimit, maxPage } from './list-query.ts';
import { defineContract } from './api-contract.ts';
import { zoneRoutes } from './zone-routes.ts';
import { draftChangeViewShape, draftCountsShape, draftSummaryShape, planCountsShape, zoneFileProblemShape, zonePlanShape, stagedActions, stagedChangeShape, zoneChangeShape, zoneDraftShape, zoneRecordShape, zoneVersionShape } from './zone-shapes.ts';


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
const changeParams = {
  type: 'object',
  required: ['context', 'zoneId', 'changeId'],
  properties: { ...zoneParams.properties, changeId: { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } },
} as const;
/** draft_not_empty, with the counts of the draft in the way. */
const draftNotEmpty = (what: string) => ({ description: `draft_not_empty: ${what}; \`counts\` says how many changes.`, carries: { type: 'object', properties: { counts: draftCountsShape } } }) as const;
const zoneFileProblems = (what: string) =>
  ({ type: 'array', maxItems: maxZoneFileErrors, items: zoneFileProblemShape, description: `${what}, in file order (the first ${maxZoneFileErrors}).` }) as const;
const theDraft = { 200: { description: 'The draft.', schema: zoneDraftShape } } as const;
/** What staging answers: the change staged (none when an update went back to the live record), and the draft's serial and counts. */
const stagedAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['change', 'base_serial', 'counts'],
  properties: { change: { ...stagedChangeShape, type: ['object', 'null'] }, base_serial: { type: 'integer' }, counts: draftCountsShape },
} as const;

export const zoneContracts = {
  draft: defineContract({
    ...zoneRoutes.draft,
    operationId: 'zone_draft', tags, permission: 'view-dns',
    summary: "The caller's draft of the zone: staged changes and counts (view-dns)",
    params: zoneParams,
    answers: { 200: { description: 'The draft (empty when none).', schema: zoneDraftShape } },
  }),

  undoDiscard: defineContract({
    ...zoneRoutes.undoDiscard,
    operationId: 'undo_discard_zone_draft', tags, permission: 'manage-dns',
    summary: 'Bring back the draft discarded last, its changes on the records as they were when staged (manage-dns)',
    description: '404 when nothing discarded can come back; 409 draft_not_empty when the caller has begun another draft since.',
    params: zoneParams,
    answers: theDraft,
    refusals: { 409: draftNotEmpty('another draft has been begun since') },
  }),

  discardDraft: defineContract({
    ...zoneRoutes.discardDraft,
    operationId: 'discard_zone_draft', tags, permission: 'manage-dns',
    summary: "Discard the caller's draft (manage-dns); draft/undo-discard brings it back until the next discard",
    params: zoneParams,
    answers: { 204: { description: 'Discarded (or there was none).' } },
  }),

  draftChanges: defineContract({
    ...zoneRoutes.draftChanges,
    operationId: 'zone_draft_changes', tags, permission: 'view-dns',
    summary: "The caller's staged changes a page at a time, in the order staged, each with its live record and conflict (view-dns)",
    params: zoneParams,
    querystring: { type: 'object', properties: { limit: listQuery.properties.limit, page: listQuery.properties.page } },
    answers: {
      200: {
        description: 'A page of staged changes.',
        schema: { type: 'object', additionalProperties: false, required: ['data', 'meta'], properties: { data: { type: 'array', items: draftChangeViewShape }, meta: listMetaShape } },
      },
    },
  }),

  stage: defineContract({
    ...zoneRoutes.stage,
    operationId: 'stage_zone_change', tags, permission: 'manage-dns',
    summary: 'Stage a create, update (by id) or delete (by id) in the draft (manage-dns)',
    description: 'Each record is checked on its own (400 invalid_record with `problems`); the apex SOA and the last apex NS are protected (400 protected_record). An update back to the live record unstages it (200, `change` null).',
    params: zoneParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['action', 'record'],
      examples: [{ action: 'create', record: { name: 'www2', type: 'A', ttl: 3600, content: '192.0.2.10' } }],
      properties: {
        action: { enum: stagedActions },
        record: { type: 'object', description: 'create: the record; update: its id and the fields that change; delete: its id.' },
      },
    },
    answers: {
      201: { description: 'The staged change and the draft counts.', schema: stagedAnswer },
      200: { description: 'Unstaged: back to the live record (`change` null).', schema: stagedAnswer },
    },
  }),

  unstage: defineContract({
    ...zoneRoutes.unstage,
    operationId: 'unstage_zone_change', tags, permission: 'manage-dns',
    summary: 'Take one staged change out of the draft (manage-dns)',
    params: changeParams,
    answers: theDraft,
  }),

  resolve: defineContract({
    ...zoneRoutes.resolve,
    operationId: 'resolve_zone_conflict', tags, permission: 'manage-dns',
    summary: 'Resolve a conflict: keep mine (staged again over the live record; a record deleted meanwhile comes back as new) or take theirs (unstaged) (manage-dns)',
    description: '409 no_conflict when the change is in no conflict (any more).',
    params: changeParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['resolution'],
      properties: {
        resolution: { enum: ['keep_mine', 'take_theirs'], description: 'keep_mine: your change applies over the live record (a record deleted meanwhile comes back as new); take_theirs: your change leaves the draft.' },
      },
    },
    answers: theDraft,
    refusals: { 409: 'no_conflict.' },
  }),

  plan: defineContract({
    ...zoneRoutes.plan,
    operationId: 'zone_plan', tags, permission: 'view-dns',
    summary: 'The plan: record-set changes from the live zone to the draft, warnings to confirm, zone-rule problems (view-dns)',
    description: "Without `limit` and `page`, every record-set change. With either, `changes` is that page of them (in the same order) and `changes_meta` says how many there are; `counts`, `warnings`, `problems`, `conflicts` and `staged` are always the whole plan's. 400 invalid_parameter for a limit or page out of range.",
    params: zoneParams,
    querystring: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: maxLimit, description: `Record-set changes per page (default ${defaultLimit} when paging).` },
        page: { type: 'integer', minimum: 1, maximum: maxPage, description: 'The page of record-set changes, from 1.' },
      },
    },
    answers: { 200: { description: 'The plan.', schema: zonePlanShape } },
    refusals: { 400: 'invalid_parameter: limit or page out of range.' },
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

  versions: defineContract({
    ...zoneRoutes.versions,
    operationId: 'zone_versions', tags, permission: 'view-dns',
    summary: 'Restore points, newest first (view-dns)',
    params: zoneParams,
    querystring: { type: 'object', properties: { limit: listQuery.properties.limit, page: listQuery.properties.page } },
    answers: {
      200: {
        description: 'A page of versions.',
        schema: { type: 'object', additionalProperties: false, required: ['data', 'meta'], properties: { data: { type: 'array', items: zoneVersionShape }, meta: listMetaShape } },
      },
    },
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

  exportFile: defineContract({
    ...zoneRoutes.exportFile,
    operationId: 'export_zone_file', tags, permission: 'view-dns',
    summary: "The zone as a zone file (RFC 1035 text): the live records, or the caller's draft (view-dns)",
    description: "A header comment names the zone, its serial, the time of export and, for a draft, whose it is; then `$ORIGIN`, `$TTL` (the zone's default TTL), the SOA and every record with its TTL; a disabled record is a `; disabled: …` line that an import reads back. 400 invalid_parameter for another `source`.",
    params: zoneParams,
    querystring: {
      type: 'object',
      properties: { source: { enum: ['live', 'draft'], default: 'live', description: "`live` (the published zone) or `draft` (the caller's draft; the live zone when there is none)." } },
    },
    answers: { 200: { description: 'The zone file, as a download named after the zone (`content-disposition: attachment; filename="<zone>.zone"`).', mediaType: 'text/dns' } },
  }),

  importFile: defineContract({
    ...zoneRoutes.importFile,
    operationId: 'import_zone_file', tags, permission: 'manage-dns',
    summary: "Check a zone file and stage what it changes, merged into or replacing the zone, in the caller's draft (manage-dns)",
    description: [
      'merge: each record set (name and type) the file names becomes what the file says, every other stays; replace: the zone becomes the file, except that an SOA or apex NS the file lacks is kept.',
      "The SOA serial, primary name server and mailbox stay the zone's (only its timers come from the file); records are matched by their data, so one written differently but the same changes nothing, and one written without a comment keeps its comment.",
      'The whole file is checked first, then the zone it would make (a CNAME where the zone keeps another record, the apex SOA or last apex NS taken away): any problem is 400 invalid_zone_file with `errors` and nothing is staged.',
      'With `skip_invalid`, the records with a problem of their own are left out instead and listed in `skipped` (the zone\'s rules still refuse the file).',
      'One record never refuses a file for what name servers load: a type the editor does not edit is kept as written, a name outside the zone is left out, a TTL outside 60–604800 is clamped, signing records are left out; each with a notice at its line.',
      'A draft with changes is refused with 409 draft_not_empty (and its `counts`) unless `replace_draft` is true, which discards it. A file that changes nothing leaves no draft.',
      'The body may be up to 12 MB (413 beyond), the file up to 5 MB in UTF-8. A file over 64 KB is checked and planned in a worker thread: other requests are answered meanwhile.',
    ].join(' '),
    params: zoneParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['zone_file', 'mode'],
      properties: {
        zone_file: { type: 'string', description: 'The zone file (RFC 1035 text), at most 5 MB in UTF-8 (400 invalid_zone_file, `zoneFile.tooLarge`, beyond).' },
        mode: { enum: importModes, description: 'merge: each record set the file names becomes what the file says, every other stays; replace: the zone becomes the file, keeping its SOA and apex NS when the file lacks them.' },
        replace_draft: { type: 'boolean', description: "Discard the caller's draft of the zone when it has changes (otherwise 409 draft_not_empty)." },
        skip_invalid: { type: 'boolean', description: 'Import the file without its records that have a problem of their own (listed in the answer\'s `skipped`) instead of refusing it (400 invalid_zone_file).' },
      },
    },
    answers: {
      200: {
        description: 'The new draft (`origin: import`) without its list of changes (an import may stage 100 000: GET draft lists them, GET plan shows them by record set), with the notices of the check.',
        schema: {
          ...draftSummaryShape,
          required: [...draftSummaryShape.required, 'conflicts', 'notices', 'notice_count', 'skipped', 'skipped_count'],
          properties: {
            ...draftSummaryShape.properties,
            notices: zoneFileProblems('Notices: a record written twice (imported once), a name without its final dot, a DNSSEC record left out, a type kept as written, a name outside the zone left out, a TTL clamped'),
            notice_count: { type: 'integer', minimum: 0 },
            skipped: zoneFileProblems('With skip_invalid: the problems of the lines left out (empty otherwise)'),
            skipped_count: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    refusals: {
      400: {
        description: "invalid_zone_file: the file's problems (nothing is staged), with `errors` and `error_count`; or validation_failed for the body.",
        carries: { type: 'object', properties: { errors: zoneFileProblems("Every problem of the file and of the zone it would make, at its line and column"), error_count: { type: 'integer', minimum: 1, description: 'How many problems in all.' } } },
      },
      409: draftNotEmpty('the caller\'s draft has changes (send replace_draft: true to discard them)'),
      413: 'The body is over 12 MB.',
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
    refusals: { 409: draftNotEmpty("the caller's draft has changes") },
  }),
} as const;
