/**
 * The shapes the zone routes answer with (DESIGN.md section 12), shared by their contracts
 * (zone-contracts.ts): a record as a zone holds it, a staged change, a draft's counts, a draft
 * (its summary, and with its changes), a version's summary and the diff a publish kept. Each names all its fields
 * (`additionalProperties: false`): what it does not name is not sent.
 */
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
