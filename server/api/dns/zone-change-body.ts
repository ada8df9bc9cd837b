/**
 * The bodies of the zone routes (DESIGN.md section 12; the import's too) not yet in their contracts
 * (src/lib/contracts/zone-contracts.ts), as JSON Schemas shared by validation and the OpenAPI
 * document. A record's fields are the dns-records schema's.
 */
import { importModes } from '../../../src/lib/dns/zone-file/import-changes.ts';
import { dnsRecordSchema } from '../../../src/lib/schemas/dns-record.ts';

const recordFields = dnsRecordSchema.properties as Record<string, object>;
const recordId = { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 };

export const stagedRecordSchema = { type: 'object', additionalProperties: false, required: ['name', 'type', 'ttl', 'content'], properties: recordFields };
export const recordUpdateSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordId, ...recordFields } };
export const recordDeleteSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordId } };

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
