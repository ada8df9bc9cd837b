/**
 * The shapes the zone routes answer with (DESIGN.md section 12), shared by their contracts
 * (zone-contracts.ts): a record as a zone holds it, a staged change, a draft's counts, a draft
 * (its summary, and with its changes), a version's summary and the diff a publish kept. Each names all its fields
 * (`additionalProperties: false`): what it does not name is not sent.
 */
import { planWarningCodes } from '../dns/plan/plan-warnings.ts';
import { listMetaShape } from './list-query.ts';

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** A record as a zone holds it: name relative (`@` the apex), content the data in presentation form. */
export const zoneRecordShape = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type', 'ttl', 'content'],
  properties: {
    name: { type: 'string' }, type: { type: 'string' }, ttl: { type: 'integer' }, priority: nullableInteger,
    content: { type: 'string' }, disabled: { type: 'boolean' }, comment: nullableString,
  },
} as const;

/** A record, or none (a create has no base, a delete no record). */
export const nullableRecordShape = { ...zoneRecordShape, type: ['object', 'null'] } as const;

export const stagedActions = ['create', 'update', 'delete'] as const;

/** A change staged in a draft: a create has no record id, an update or delete names the live record and keeps it as it was staged (`base`). */
export const stagedChangeShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'action', 'record_id', 'record', 'base'],
  properties: {
    id: { type: 'integer' }, action: { enum: stagedActions }, record_id: { type: ['integer', 'null'] },
    record: { ...nullableRecordShape, description: 'What the change makes of the record (null: a delete).' },
    base: { ...nullableRecordShape, description: 'The live record as it was when the change was staged.' },
  },
} as const;

/** A staged change as the draft routes answer it: with the live record it replaces and its conflict, if someone else changed or deleted that record since. */
export const draftChangeViewShape = {
  ...stagedChangeShape,
  required: [...stagedChangeShape.required, 'before', 'conflict'],
  properties: {
    ...stagedChangeShape.properties,
    before: { ...nullableRecordShape, description: 'The live record the change replaces (null for a create, or when it is gone).' },
    conflict: { enum: ['record_changed', 'record_gone', null], description: 'Someone else changed or deleted the live record since (resolve it with draft/changes/{id}/resolve).' },
  },
} as const;

export const draftCountsShape = {
  type: 'object',
  additionalProperties: false,
  required: ['create', 'update', 'delete', 'total'],
  properties: { create: { type: 'integer' }, update: { type: 'integer' }, delete: { type: 'integer' }, total: { type: 'integer' } },
} as const;

export const draftOrigins = ['edit', 'restore', 'import'] as const;

const discardedDraftShape = {
  type: ['object', 'null'],
  additionalProperties: false,
  description: 'The draft the caller discarded last, while POST draft/undo-discard can bring it back (null while the draft has changes).',
  required: ['base_serial', 'origin', 'restored_serial', 'change_count', 'discarded_at'],
  properties: {
    base_serial: { type: 'integer' }, origin: { enum: draftOrigins }, restored_serial: nullableInteger, change_count: { type: 'integer' },
    discarded_at: { type: 'string', format: 'date-time' },
  },
} as const;

/** A draft without its list of changes: what an import and a restore answer, and what GET draft adds its changes to. */
export const draftSummaryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['zone_id', 'serial', 'base_serial', 'origin', 'restored_serial', 'created_at', 'updated_at', 'version', 'counts', 'discarded'],
  properties: {
    zone_id: { type: 'integer' },
    serial: { type: 'integer', description: "The zone's serial now." },
    base_serial: { type: 'integer', description: 'The serial the draft began on.' },
    origin: { enum: [...draftOrigins, null] },
    restored_serial: { ...nullableInteger, description: 'The serial a restore brings back.' },
    created_at: nullableString, updated_at: nullableString,
    version: { ...nullableInteger, description: 'Moves on with every change staged or unstaged; a plan names it.' },
    counts: draftCountsShape,
    conflicts: { type: 'integer', minimum: 0, description: 'How many staged changes are in conflict (always 0 for a fresh import or restore).' },
    discarded: discardedDraftShape,
  },
} as const;

/** What a publish counts, per record set. */
export const planCountsShape = {
  type: 'object',
  additionalProperties: false,
  required: ['create', 'modify', 'delete'],
  properties: { create: { type: 'integer' }, modify: { type: 'integer' }, delete: { type: 'integer' } },
} as const;

/** One restore point: the publish that made it (the first publish also keeps the state it began from, with no counts). */
export const zoneVersionShape = {
  type: 'object',
  additionalProperties: false,
  required: ['serial', 'previous_serial', 'record_count', 'counts', 'user_id', 'username', 'created_at', 'restored_serial'],
  properties: {
    serial: { type: 'integer' }, previous_serial: nullableInteger, record_count: { type: 'integer' },
    counts: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Record-set changes per action (create, modify, delete); empty for the state before the first publish.' },
    user_id: nullableInteger, username: nullableString, created_at: { type: 'string', format: 'date-time' },
    restored_serial: { ...nullableInteger, description: 'The serial this publish restored, when it was a restore.' },
  },
} as const;

/** A record set as a publish changed it: its records before and after. */
export const zoneChangeShape = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'name', 'type', 'before', 'after'],
  properties: {
    action: { enum: ['create', 'modify', 'delete'] }, name: { type: 'string' }, type: { type: 'string' },
    before: { type: 'array', items: zoneRecordShape }, after: { type: 'array', items: zoneRecordShape },
  },
} as const;

/** The caller's draft with every change it stages (empty when there is none). */
export const zoneDraftShape = {
  ...draftSummaryShape,
  required: [...draftSummaryShape.required, 'conflicts', 'changes'],
  properties: { ...draftSummaryShape.properties, changes: { type: 'array', items: draftChangeViewShape } },
} as const;

/** A record as a plan shows it: a live one with its `id`, a staged one with its `change_id`. */
export const plannedRecordShape = {
  ...zoneRecordShape,
  properties: { ...zoneRecordShape.properties, id: { type: 'integer' }, change_id: { type: 'integer' } },
} as const;
const nullablePlannedRecordShape = { ...plannedRecordShape, type: ['object', 'null'] } as const;

/** A problem of a zone file at its line and column: a key of the `dns` namespace with its values, and its English. */
export const zoneFileProblemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['line', 'column', 'key', 'values', 'message'],
  properties: {
    line: { type: 'integer', minimum: 1 }, column: { type: 'integer', minimum: 1 },
    key: { type: 'string', description: "A key of the `dns` namespace: `zoneFile.*` for the file's own problems (tooLarge, include, noTtl …), `problems.*` for a record's or a zone rule's (cnameNotAlone, apexNsMissing …)." },
    values: { type: 'object', additionalProperties: { type: 'string' } },
    message: { type: 'string', description: 'In English.' },
  },
} as const;

/** A zone rule the draft breaks (it blocks publishing), on the record set it names. */
const zoneProblemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type', 'field', 'key', 'values', 'message'],
  properties: {
    name: { type: 'string' }, type: { type: 'string' }, field: { type: 'string' },
    key: { type: 'string', description: 'A key of the `dns` namespace (`problems.*`), for clients that translate it.' },
    values: { type: 'object', additionalProperties: { type: 'string' } },
    message: { type: 'string', description: 'In English.' },
  },
} as const;

/** A staged change to a record someone else changed or deleted since it was staged. */
const planConflictShape = {
  type: 'object',
  additionalProperties: false,
  required: ['change_id', 'record_id', 'action', 'reason', 'base', 'live', 'mine', 'changed_by'],
  properties: {
    change_id: { type: 'integer' }, record_id: { type: 'integer' }, action: { enum: ['update', 'delete'] },
    reason: { enum: ['record_changed', 'record_gone'], description: 'Someone else changed (record_changed) or deleted (record_gone) the record since the change was staged.' },
    base: { ...nullablePlannedRecordShape, description: 'The record when the change was staged.' },
    live: { ...nullablePlannedRecordShape, description: 'The record live now (null: deleted).' },
    mine: { ...nullablePlannedRecordShape, description: 'What the staged change makes of it (null: a delete).' },
    changed_by: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['serial', 'username', 'at'],
      properties: { serial: { type: 'integer' }, username: nullableString, at: { type: 'string', format: 'date-time' } },
      description: 'The publish that changed it, from the restore points.',
    },
  },
} as const;

/** The plan of a draft: its record-set changes from the live zone, the warnings to confirm, the zone rules it breaks, its conflicts. */
export const zonePlanShape = {
  type: 'object',
  additionalProperties: false,
  required: ['zone_id', 'base_serial', 'draft_base_serial', 'draft_version', 'origin', 'restored_serial', 'changes', 'warnings', 'problems', 'conflicts', 'counts', 'staged', 'records'],
  properties: {
    zone_id: { type: 'integer' },
    base_serial: { type: 'integer', description: 'The serial of the live zone this plan was made on; publish with it.' },
    draft_base_serial: nullableInteger,
    draft_version: { ...nullableInteger, description: 'Publish names it with base_serial: a draft changed since this plan is refused.' },
    origin: { enum: [...draftOrigins, null] },
    restored_serial: { ...nullableInteger, description: 'The serial a restore brings back.' },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['action', 'name', 'type', 'before', 'after', 'change_ids'],
        properties: {
          action: { enum: ['create', 'modify', 'delete'] }, name: { type: 'string' }, type: { type: 'string' },
          before: { type: 'array', items: plannedRecordShape }, after: { type: 'array', items: plannedRecordShape },
          change_ids: { type: 'array', items: { type: 'integer' }, description: 'The staged changes that make this change: DELETE draft/changes/{id} on each leaves the record set out.' },
        },
      },
    },
    warnings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'message', 'confirm', 'values'],
        properties: { code: { enum: planWarningCodes }, message: { type: 'string' }, confirm: { const: true }, values: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    },
    problems: { type: 'array', description: 'Zone rules the draft breaks (they block publishing).', items: zoneProblemShape },
    conflicts: { type: 'array', items: planConflictShape, description: 'Staged changes to records someone else changed or deleted since: they block publishing until resolved.' },
    counts: planCountsShape,
    staged: {
      type: 'object', additionalProperties: false, required: ['total', 'conflicts'],
      properties: { total: { type: 'integer' }, conflicts: { type: 'integer' } },
      description: 'The staged changes, and how many are in conflict (left out of `changes`).',
    },
    records: { type: 'object', additionalProperties: false, required: ['before', 'after'], properties: { before: { type: 'integer' }, after: { type: 'integer' } } },
    changes_meta: { ...listMetaShape, description: 'With limit or page: how many record-set changes the plan has, and which page `changes` is.' },
  },
} as const;
