/**
 * The bodies of the zone routes (DESIGN.md section 12; the import's too) as JSON Schemas, shared by validation
 * and the OpenAPI document. A record's fields are the dns-records schema's.
 */
import { importModes } from '../../../src/lib/dns/zone-file/import-changes.ts';
import { dnsRecordSchema } from '../../../src/lib/schemas/dns-record.ts';

const recordFields = dnsRecordSchema.properties as Record<string, object>;
const recordId = { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 };

export const stagedRecordSchema = { type: 'object', additionalProperties: false, required: ['name', 'type', 'ttl', 'content'], properties: recordFields };
export const recordUpdateSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordId, ...recordFields } };
export const recordDeleteSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordId } };

export const draftChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'record'],
  properties: {
    action: { enum: ['create', 'update', 'delete'] },
    record: { type: 'object', description: 'create: the record; update: its id and the fields that change; delete: its id.' },
  },
};

export const publishSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['base_serial', 'draft_version'],
  properties: {
    base_serial: { type: 'integer', minimum: 0, maximum: 4_294_967_295, description: "The plan's base_serial: publishing refuses (409 stale_plan) when the zone moved on." },
    draft_version: { type: 'integer', minimum: 1, maximum: 4_294_967_295, description: "The plan's draft_version: publishing refuses (409 stale_plan) a draft changed since, so only the plan reviewed goes live." },
    confirm: { type: 'array', maxItems: 10, uniqueItems: true, items: { enum: ['apex_ns_change', 'mass_delete', 'low_ttl', 'cname_shadow'] }, description: 'The warning codes confirmed.' },
  },
};

export const conflictResolutionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resolution'],
  properties: {
    resolution: { enum: ['keep_mine', 'take_theirs'], description: 'keep_mine: your change applies over the live record (a record deleted meanwhile comes back as new); take_theirs: your change leaves the draft.' },
  },
};

export const restoreSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    replace_draft: { type: 'boolean', description: 'Discard the caller\'s draft of the zone when it has changes (otherwise 409 draft_not_empty).' },
  },
};

export const zoneImportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['zone_file', 'mode'],
  properties: {
    zone_file: { type: 'string', description: 'The zone file (RFC 1035 text), at most 5 MB in UTF-8 (400 invalid_zone_file, `zoneFile.tooLarge`, beyond).' },
    mode: { enum: [...importModes], description: 'merge: each record set the file names becomes what the file says, every other stays; replace: the zone becomes the file, keeping its SOA and apex NS when the file lacks them.' },
    replace_draft: { type: 'boolean', description: 'Discard the caller\'s draft of the zone when it has changes (otherwise 409 draft_not_empty).' },
    skip_invalid: { type: 'boolean', description: 'Import the file without its records that have a problem of their own (listed in the answer\'s `skipped`) instead of refusing it (400 invalid_zone_file).' },
  },
};
