/**
 * The OpenAPI paths and schemas of the zone editor's routes (routes/dns-zones.ts; DESIGN.md section 12), zone files' export and
 * import among them, those not yet registered by contract (src/lib/contracts/zone-contracts.ts, whose operations contract-paths.ts makes).
 */
import { recordDeleteSchema, recordUpdateSchema, stagedRecordSchema, zoneImportSchema } from '../dns/zone-change-body.ts';
import { zoneContracts } from '../../../src/lib/contracts/zone-contracts.ts';
import { draftChangeViewShape, draftCountsShape, draftSummaryShape, zoneDraftShape, zoneVersionShape } from '../../../src/lib/contracts/zone-shapes.ts';
import { maxZoneFileErrors } from '../dns/zone-import.ts';
import { groupErrors, listMetaSchema } from './openapi-components.ts';
import { defaultLimit, maxLimit, maxPage } from '../../../src/lib/contracts/list-query.ts';
import { requestSchemaOf } from './request-schema.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';
import { contractPaths } from './contract-paths.ts';

// Component schemas are compiled one by one, so they name no other component: records are inlined.
const zoneRecord = (): JsonObject => ({
  ...requestSchemaOf(stagedRecordSchema),
  additionalProperties: true,
  description: 'A record: name relative (`@` the apex), content the RDATA in presentation format, MX/SRV priority in `priority`; `id` (live) or `change_id` (staged) when it has one.',
});
const records = (): JsonObject => ({ type: 'array', items: zoneRecord() });
const zoneFileProblem = (): JsonObject => ({
  type: 'object',
  required: ['line', 'column', 'key', 'values', 'message'],
  properties: {
    line: { type: 'integer', minimum: 1 }, column: { type: 'integer', minimum: 1 },
    key: { type: 'string', description: 'A key of the `dns` namespace: `zoneFile.*` for the file\'s own problems (tooLarge, include, noTtl …), `problems.*` for a record\'s or a zone rule\'s (cnameNotAlone, apexNsMissing …).' },
    values: { type: 'object', additionalProperties: { type: 'string' } },
    message: { type: 'string', description: 'In English.' },
  },
});
const nullableRecord = (): JsonObject => ({ oneOf: [zoneRecord(), { type: 'null' }] });
const zoneConflict = (): JsonObject => ({
  type: 'object',
  required: ['change_id', 'record_id', 'action', 'reason', 'base', 'live', 'mine', 'changed_by'],
  properties: {
    change_id: { type: 'integer' }, record_id: { type: 'integer' }, action: { enum: ['update', 'delete'] },
    reason: { enum: ['record_changed', 'record_gone'], description: 'Someone else changed (record_changed) or deleted (record_gone) the record since the change was staged.' },
    base: { ...nullableRecord(), description: 'The record when the change was staged.' },
    live: { ...nullableRecord(), description: 'The record live now (null: deleted).' },
    mine: { ...nullableRecord(), description: 'What the staged change makes of it (null: a delete).' },
    changed_by: { type: ['object', 'null'], properties: { serial: { type: 'integer' }, username: { type: ['string', 'null'] }, at: { type: 'string', format: 'date-time' } }, description: 'The publish that changed it, from the restore points.' },
  },
});
const zoneFileProblems = (what: string): JsonObject => ({ type: 'array', maxItems: maxZoneFileErrors, items: zoneFileProblem(), description: `${what}, in file order (the first ${maxZoneFileErrors}).` });

export function zoneSchemas(): Record<string, JsonObject> {
  return {
    ZoneRecord: zoneRecord(),
    ZoneRecordUpdate: requestSchemaOf(recordUpdateSchema),
    ZoneRecordDelete: requestSchemaOf(recordDeleteSchema),
    ZoneDraftChange: {
      ...zoneContracts.stage.body,
      properties: { ...zoneContracts.stage.body.properties, record: { oneOf: [requestSchemaOf(stagedRecordSchema), requestSchemaOf(recordUpdateSchema), requestSchemaOf(recordDeleteSchema)] } },
    },
    ZoneDraft: zoneDraftShape,
    ZoneDraftSummary: draftSummaryShape,
    ZonePlan: {
      type: 'object',
      required: ['base_serial', 'changes', 'warnings', 'problems'],
      properties: {
        zone_id: { type: 'integer' },
        base_serial: { type: 'integer', description: 'The serial of the live zone this plan was made on; publish with it.' },
        draft_base_serial: { type: ['integer', 'null'] },
        draft_version: { type: ['integer', 'null'], description: 'Publish names it with base_serial: a draft changed since this plan is refused.' },
        origin: { enum: ['edit', 'restore', 'import', null] },
        restored_serial: { type: ['integer', 'null'], description: 'The serial a restore brings back.' },
        changes: {
          type: 'array',
          items: {
            type: 'object',
            required: ['action', 'name', 'type', 'before', 'after', 'change_ids'],
            properties: {
              action: { enum: ['create', 'modify', 'delete'] }, name: { type: 'string' }, type: { type: 'string' }, before: records(), after: records(),
              change_ids: { type: 'array', items: { type: 'integer' }, description: 'The staged changes that make this change: DELETE draft/changes/{id} on each leaves the record set out.' },
            },
          },
        },
        warnings: {
          type: 'array',
          items: { type: 'object', required: ['code', 'message', 'confirm'], properties: { code: { enum: ['apex_ns_change', 'mass_delete', 'low_ttl', 'cname_shadow'] }, message: { type: 'string' }, confirm: { const: true }, values: { type: 'object' } } },
        },
        problems: { type: 'array', description: 'Zone rules the draft breaks (they block publishing).', items: { type: 'object' } },
        conflicts: { type: 'array', items: zoneConflict(), description: 'Staged changes to records someone else changed or deleted since: they block publishing until resolved.' },
        counts: { type: 'object' },
        staged: { type: 'object', properties: { total: { type: 'integer' }, conflicts: { type: 'integer' } }, description: 'The staged changes, and how many are in conflict (left out of `changes`).' },
        records: { type: 'object', properties: { before: { type: 'integer' }, after: { type: 'integer' } } },
        changes_meta: { ...listMetaSchema, description: 'With limit or page: how many record-set changes the plan has, and which page `changes` is.' },
      },
    },
    ZonePublish: zoneContracts.publish.body,
    ZoneConflictResolution: zoneContracts.resolve.body,
    ZoneRestore: zoneContracts.restore.body,
    ZoneImport: requestSchemaOf(zoneImportSchema),
    ZoneFileProblem: zoneFileProblem(),
    ZoneFileErrors: {
      type: 'object',
      required: ['statusCode', 'error', 'code', 'message', 'errors', 'error_count'],
      properties: {
        statusCode: { const: 400 }, error: { type: 'string' }, code: { const: 'invalid_zone_file' }, message: { type: 'string' },
        errors: zoneFileProblems('Every problem of the file and of the zone it would make, at its line and column'),
        error_count: { type: 'integer', minimum: 1, description: 'How many problems in all.' },
      },
    },
    ZoneVersion: zoneVersionShape,
  };
}

const zoneParameters = (): JsonObject[] => [ref('parameters', 'context'), { name: 'zoneId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const tags = ['dns'];

/** The zone editor's routes in the order a user meets them: the reference reads them so. */
const pathOrder = ['/draft', '/draft/undo-discard', '/draft/changes', '/draft/changes/{changeId}', '/draft/changes/{changeId}/resolve', '/plan', '/publish', '/versions', '/versions/{serial}', '/export', '/import', '/versions/{serial}/restore'];

/** The zone routes' operations: those written by hand here and those of their contracts, path by path. */
export function zonePaths(): Record<string, PathItem> {
  const handWritten = handWrittenPaths();
  const byContract = contractPaths(Object.values(zoneContracts));
  const base = '/groups/{context}/zones/{zoneId}';
  return Object.fromEntries(pathOrder.map((path) => [`${base}${path}`, { ...handWritten[`${base}${path}`], ...byContract[`${base}${path}`] }]));
}

function handWrittenPaths(): Record<string, PathItem> {
  const base = '/groups/{context}/zones/{zoneId}';
  return {
    [`${base}/draft/changes`]: {
      parameters: zoneParameters(),
      get: {
        operationId: 'zone_draft_changes', summary: "The caller's staged changes a page at a time, in the order staged, each with its live record and conflict (view-dns)", tags,
        parameters: [ref('parameters', 'limit'), ref('parameters', 'page')],
        responses: {
          '200': jsonResponse('A page of staged changes.', {
            type: 'object', required: ['data', 'meta'],
            properties: { data: { type: 'array', items: draftChangeViewShape }, meta: ref('schemas', 'ListMeta') },
          }),
          ...groupErrors(),
        },
      },
    },
    [`${base}/plan`]: {
      parameters: zoneParameters(),
      get: {
        operationId: 'zone_plan', summary: 'The plan: record-set changes from the live zone to the draft, warnings to confirm, zone-rule problems (view-dns)', tags,
        description: 'Without `limit` and `page`, every record-set change. With either, `changes` is that page of them (in the same order) and `changes_meta` says how many there are; `counts`, `warnings`, `problems`, `conflicts` and `staged` are always the whole plan\'s. 400 invalid_parameter for a limit or page out of range.',
        parameters: [
          { name: 'limit', in: 'query', description: `Record-set changes per page (default ${defaultLimit} when paging).`, schema: { type: 'integer', minimum: 1, maximum: maxLimit } },
          { name: 'page', in: 'query', description: 'The page of record-set changes, from 1.', schema: { type: 'integer', minimum: 1, maximum: maxPage } },
        ],
        responses: { '200': jsonResponse('The plan.', ref('schemas', 'ZonePlan')), ...groupErrors(), '400': jsonResponse('invalid_parameter: limit or page out of range.', ref('schemas', 'Error')) },
      },
    },
    [`${base}/versions`]: {
      parameters: zoneParameters(),
      get: {
        operationId: 'zone_versions', summary: 'Restore points, newest first (view-dns)', tags,
        parameters: [ref('parameters', 'limit'), ref('parameters', 'page')],
        responses: { '200': jsonResponse('A page of versions.', { type: 'object', properties: { data: { type: 'array', items: ref('schemas', 'ZoneVersion') }, meta: ref('schemas', 'ListMeta') } }), ...groupErrors() },
      },
    },
    [`${base}/export`]: {
      parameters: zoneParameters(),
      get: {
        operationId: 'export_zone_file', summary: "The zone as a zone file (RFC 1035 text): the live records, or the caller's draft (view-dns)", tags,
        description: 'A header comment names the zone, its serial, the time of export and, for a draft, whose it is; then `$ORIGIN`, `$TTL` (the zone\'s default TTL), the SOA and every record with its TTL; a disabled record is a `; disabled: …` line that an import reads back. 400 invalid_parameter for another `source`.',
        parameters: [{ name: 'source', in: 'query', description: "`live` (the published zone) or `draft` (the caller's draft; the live zone when there is none).", schema: { enum: ['live', 'draft'], default: 'live' } }],
        responses: {
          '200': {
            description: 'The zone file, as a download named after the zone.',
            headers: { 'content-disposition': { description: '`attachment; filename="<zone>.zone"`', schema: { type: 'string' } } },
            content: { 'text/dns': { schema: { type: 'string' } } },
          },
          ...groupErrors(),
        },
      },
    },
    [`${base}/import`]: {
      parameters: zoneParameters(),
      post: {
        operationId: 'import_zone_file', summary: "Check a zone file and stage what it changes, merged into or replacing the zone, in the caller's draft (manage-dns)", tags,
        description: [
          'merge: each record set (name and type) the file names becomes what the file says, every other stays; replace: the zone becomes the file, except that an SOA or apex NS the file lacks is kept.',
          'The SOA serial, primary name server and mailbox stay the zone\'s (only its timers come from the file); records are matched by their data, so one written differently but the same changes nothing, and one written without a comment keeps its comment.',
          'The whole file is checked first, then the zone it would make (a CNAME where the zone keeps another record, the apex SOA or last apex NS taken away): any problem is 400 invalid_zone_file with `errors` and nothing is staged.',
          'With `skip_invalid`, the records with a problem of their own are left out instead and listed in `skipped` (the zone\'s rules still refuse the file).',
          'One record never refuses a file for what name servers load: a type the editor does not edit is kept as written, a name outside the zone is left out, a TTL outside 60–604800 is clamped, signing records are left out; each with a notice at its line.',
          'A draft with changes is refused with 409 draft_not_empty (and its `counts`) unless `replace_draft` is true, which discards it. A file that changes nothing leaves no draft.',
          'The body may be up to 12 MB (413 beyond), the file up to 5 MB in UTF-8. A file over 64 KB is checked and planned in a worker thread: other requests are answered meanwhile.',
        ].join(' '),
        requestBody: { required: true, content: jsonContent(ref('schemas', 'ZoneImport')) },
        responses: {
          '200': jsonResponse('The new draft (`origin: import`) without its list of changes (an import may stage 100 000: GET draft lists them, GET plan shows them by record set), with the notices of the check.', {
            ...draftSummaryShape,
            required: [...draftSummaryShape.required, 'notices', 'notice_count', 'skipped', 'skipped_count'],
            properties: {
              ...draftSummaryShape.properties,
              notices: zoneFileProblems('Notices: a record written twice (imported once), a name without its final dot, a DNSSEC record left out, a type kept as written, a name outside the zone left out, a TTL clamped'), notice_count: { type: 'integer', minimum: 0 },
              skipped: zoneFileProblems('With skip_invalid: the problems of the lines left out (empty otherwise)'), skipped_count: { type: 'integer', minimum: 0 } },
          }),
          ...groupErrors(),
          '400': jsonResponse('invalid_zone_file: the file\'s problems (nothing is staged); or validation_failed for the body.', { anyOf: [ref('schemas', 'ZoneFileErrors'), ref('schemas', 'Error')] }),
          '409': jsonResponse('draft_not_empty: the caller\'s draft has changes; `counts` says how many (send replace_draft: true to discard them).', {
            allOf: [ref('schemas', 'Error')], type: 'object', properties: { counts: draftCountsShape },
          }),
          '413': jsonResponse('The body is over 12 MB.', ref('schemas', 'Error')),
        },
      },
    },
  };
}
