/**
 * The OpenAPI paths and schemas of the zone editor's routes (routes/dns-zones.ts; DESIGN.md section 12), zone files' export and
 * import among them, those not yet registered by contract (src/lib/contracts/zone-contracts.ts, whose operations contract-paths.ts makes).
 */
import { conflictResolutionSchema, draftChangeSchema, recordDeleteSchema, recordUpdateSchema, stagedRecordSchema, zoneImportSchema } from '../dns/zone-change-body.ts';
import { zoneContracts } from '../../../src/lib/contracts/zone-contracts.ts';
import { maxZoneFileErrors } from '../dns/zone-import.ts';
import { groupErrors, listMetaSchema } from './openapi-components.ts';
import { defaultLimit, maxLimit, maxPage } from '../resources/list-parameters.ts';
import { requestSchemaOf } from './record-schema.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

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
const draftCounts = (): JsonObject => ({ type: 'object', properties: { create: { type: 'integer' }, update: { type: 'integer' }, delete: { type: 'integer' }, total: { type: 'integer' } } });
const discardedDraft = (): JsonObject => ({
  type: ['object', 'null'],
  description: 'The draft the caller discarded last, while POST draft/undo-discard can bring it back (null while the draft has changes).',
  properties: { base_serial: { type: 'integer' }, origin: { enum: ['edit', 'restore', 'import'] }, restored_serial: { type: ['integer', 'null'] }, change_count: { type: 'integer' }, discarded_at: { type: 'string', format: 'date-time' } },
});
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
      ...draftChangeSchema,
      examples: [{ action: 'create', record: { name: 'www2', type: 'A', ttl: 3600, content: '192.0.2.10' } }],
      properties: { ...draftChangeSchema.properties, record: { oneOf: [requestSchemaOf(stagedRecordSchema), requestSchemaOf(recordUpdateSchema), requestSchemaOf(recordDeleteSchema)] } },
    },
    ZoneDraft: {
      type: 'object',
      required: ['zone_id', 'serial', 'base_serial', 'counts', 'changes'],
      properties: {
        zone_id: { type: 'integer' }, serial: { type: 'integer', description: "The zone's serial now." },
        base_serial: { type: 'integer', description: 'The serial the draft began on.' },
        origin: { enum: ['edit', 'restore', 'import', null] }, restored_serial: { type: ['integer', 'null'] },
        version: { type: ['integer', 'null'], description: 'Moves on with every change staged or unstaged; a plan names it.' },
        counts: draftCounts(),
        conflicts: { type: 'integer', minimum: 0, description: 'How many staged changes are in conflict.' },
        discarded: discardedDraft(),
        changes: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' }, action: { enum: ['create', 'update', 'delete'] }, record_id: { type: ['integer', 'null'] },
              record: { oneOf: [zoneRecord(), { type: 'null' }] }, before: { oneOf: [zoneRecord(), { type: 'null' }] },
              base: { ...nullableRecord(), description: 'The live record as it was when the change was staged.' },
              conflict: { enum: ['record_changed', 'record_gone', null], description: 'Someone else changed or deleted the live record since (resolve it with draft/changes/{id}/resolve).' },
            },
          },
        },
      },
    },
    ZoneDraftSummary: {
      type: 'object',
      required: ['zone_id', 'serial', 'base_serial', 'counts'],
      description: 'A draft made whole by an import or a restore, without its list of changes.',
      properties: {
        zone_id: { type: 'integer' }, serial: { type: 'integer' }, base_serial: { type: 'integer' },
        origin: { enum: ['edit', 'restore', 'import', null] }, restored_serial: { type: ['integer', 'null'] },
        created_at: { type: ['string', 'null'] }, updated_at: { type: ['string', 'null'] },
        version: { type: ['integer', 'null'], description: 'The draft version a plan of it names.' },
        counts: draftCounts(),
        conflicts: { type: 'integer', minimum: 0, description: 'Always 0: a fresh import or restore is staged on the live records as they are.' },
        discarded: discardedDraft(),
      },
    },
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
    ZoneConflictResolution: requestSchemaOf(conflictResolutionSchema),
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
    ZoneVersion: {
      type: 'object',
      properties: {
        serial: { type: 'integer' }, previous_serial: { type: ['integer', 'null'] }, record_count: { type: 'integer' }, counts: { type: 'object' },
        user_id: { type: ['integer', 'null'] }, username: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' },
        restored_serial: { type: ['integer', 'null'], description: 'The serial this publish restored, when it was a restore.' },
      },
    },
  };
}

const zoneParameters = (): JsonObject[] => [ref('parameters', 'context'), { name: 'zoneId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const tags = ['dns'];
const draftNotEmpty = (what: string) => ({
  '409': jsonResponse(`draft_not_empty: ${what}; \`counts\` says how many changes.`, {
    allOf: [ref('schemas', 'Error')], type: 'object', properties: { counts: draftCounts() },
  }),
});

export function zonePaths(): Record<string, PathItem> {
  const base = '/groups/{context}/zones/{zoneId}';
  return {
    [`${base}/draft`]: {
      parameters: zoneParameters(),
      get: { operationId: 'zone_draft', summary: "The caller's draft of the zone: staged changes and counts (view-dns)", tags, responses: { '200': jsonResponse('The draft (empty when none).', ref('schemas', 'ZoneDraft')), ...groupErrors() } },
    },
    [`${base}/draft/undo-discard`]: {
      parameters: zoneParameters(),
      post: {
        operationId: 'undo_discard_zone_draft', summary: 'Bring back the draft discarded last, its changes on the records as they were when staged (manage-dns)', tags,
        description: '404 when nothing discarded can come back; 409 draft_not_empty when the caller has begun another draft since.',
        responses: { '200': jsonResponse('The draft.', ref('schemas', 'ZoneDraft')), ...groupErrors(), ...draftNotEmpty('another draft has been begun since') },
      },
    },
    [`${base}/draft/changes`]: {
      parameters: zoneParameters(),
      get: {
        operationId: 'zone_draft_changes', summary: "The caller's staged changes a page at a time, in the order staged, each with its live record and conflict (view-dns)", tags,
        parameters: [ref('parameters', 'limit'), ref('parameters', 'page')],
        responses: {
          '200': jsonResponse('A page of staged changes.', {
            type: 'object', required: ['data', 'meta'],
            properties: { data: { type: 'array', items: { type: 'object', properties: (zoneSchemas().ZoneDraft.properties as { changes: { items: { properties: JsonObject } } }).changes.items.properties } }, meta: ref('schemas', 'ListMeta') },
          }),
          ...groupErrors(),
        },
      },
      post: {
        operationId: 'stage_zone_change', summary: 'Stage a create, update (by id) or delete (by id) in the draft (manage-dns)', tags,
        description: 'Each record is checked on its own (400 invalid_record with `problems`); the apex SOA and the last apex NS are protected (400 protected_record). An update back to the live record unstages it (200, `change` null).',
        requestBody: { required: true, content: jsonContent(ref('schemas', 'ZoneDraftChange')) },
        responses: { '201': jsonResponse('The staged change and the draft counts.', { type: 'object', properties: { change: { type: ['object', 'null'] }, base_serial: { type: 'integer' }, counts: { type: 'object' } } }), '200': jsonResponse('Unstaged: back to the live record.', { type: 'object' }), ...groupErrors() },
      },
    },
    [`${base}/draft/changes/{changeId}`]: {
      parameters: [...zoneParameters(), { name: 'changeId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      delete: { operationId: 'unstage_zone_change', summary: 'Take one staged change out of the draft (manage-dns)', tags, responses: { '200': jsonResponse('The draft.', ref('schemas', 'ZoneDraft')), ...groupErrors() } },
    },
    [`${base}/draft/changes/{changeId}/resolve`]: {
      parameters: [...zoneParameters(), { name: 'changeId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      post: {
        operationId: 'resolve_zone_conflict', summary: 'Resolve a conflict: keep mine (staged again over the live record; a record deleted meanwhile comes back as new) or take theirs (unstaged) (manage-dns)', tags,
        description: '409 no_conflict when the change is in no conflict (any more).',
        requestBody: { required: true, content: jsonContent(ref('schemas', 'ZoneConflictResolution')) },
        responses: { '200': jsonResponse('The draft.', ref('schemas', 'ZoneDraft')), ...groupErrors(), '409': jsonResponse('no_conflict.', ref('schemas', 'Error')) },
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
            allOf: [ref('schemas', 'ZoneDraftSummary')],
            type: 'object',
            required: ['notices', 'notice_count', 'skipped', 'skipped_count'],
            properties: {
              notices: zoneFileProblems('Notices: a record written twice (imported once), a name without its final dot, a DNSSEC record left out, a type kept as written, a name outside the zone left out, a TTL clamped'), notice_count: { type: 'integer', minimum: 0 },
              skipped: zoneFileProblems('With skip_invalid: the problems of the lines left out (empty otherwise)'), skipped_count: { type: 'integer', minimum: 0 } },
          }),
          ...groupErrors(),
          '400': jsonResponse('invalid_zone_file: the file\'s problems (nothing is staged); or validation_failed for the body.', { anyOf: [ref('schemas', 'ZoneFileErrors'), ref('schemas', 'Error')] }),
          '409': jsonResponse('draft_not_empty: the caller\'s draft has changes; `counts` says how many (send replace_draft: true to discard them).', {
            allOf: [ref('schemas', 'Error')], type: 'object', properties: { counts: { type: 'object', properties: { create: { type: 'integer' }, update: { type: 'integer' }, delete: { type: 'integer' }, total: { type: 'integer' } } } },
          }),
          '413': jsonResponse('The body is over 12 MB.', ref('schemas', 'Error')),
        },
      },
    },
  };
}
