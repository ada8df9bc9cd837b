/**
 * The record a staged change carries (DESIGN.md section 12), by its action: the stage route checks
 * it with these (its contract takes any object there) and the OpenAPI document shows them. A
 * record's fields are the dns-records schema's.
 */
import { dnsRecordSchema } from '../../../src/lib/schemas/dns-record.ts';

const recordFields = dnsRecordSchema.properties as Record<string, object>;
const recordId = { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 };

export const stagedRecordSchema = { type: 'object', additionalProperties: false, required: ['name', 'type', 'ttl', 'content'], properties: recordFields };
export const recordUpdateSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordId, ...recordFields } };
export const recordDeleteSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordId } };
