/** A DNS record of a zone: name relative to the zone (`@` for the apex), content in presentation format. */
import { recordTypeNames } from '../dns/record-type-names.ts';
import { flag, integer, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const dnsRecordTypes = recordTypeNames;

export const dnsRecordSchema = recordSchema({
  title: 'DNS record',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 253, pattern: '^(@|\\*|(\\*\\.)?[A-Za-z0-9_+/-]{1,63}(\\.[A-Za-z0-9_+/-]{1,63})*)$', ui: { expects: 'recordName' } },
    type: oneOf(dnsRecordTypes),
    ttl: integer(0, 2_147_483_647),
    priority: nullable(integer(0, 65535)),
    content: text(4000),
    disabled: flag(),
    comment: nullable(text(500)),
  },
  required: ['name', 'type', 'ttl', 'content'],
  groups: { general: ['name', 'type', 'ttl', 'priority', 'content'], notes: ['disabled', 'comment'] },
});
