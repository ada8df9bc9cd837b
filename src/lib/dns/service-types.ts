/** Types that point at a service: MX, SRV (both with the `priority` column), URI, NAPTR. */
import { hostField, integerField, quotedField, type RecordTypeDeclaration } from './record-type.ts';

/** `.` is a null MX: the domain accepts no mail (RFC 7505). */
export const mxRecord: RecordTypeDeclaration = { type: 'MX', priority: 'preference', fields: [hostField('exchange', { root: true })] };

/** `.` as target: the service is decidedly not available at this name (RFC 2782). */
export const srvRecord: RecordTypeDeclaration = {
  type: 'SRV',
  priority: 'priority',
  fields: [integerField('weight', 0, 65535), integerField('port', 0, 65535), hostField('target', { root: true })],
};

export const uriRecord: RecordTypeDeclaration = {
  type: 'URI',
  fields: [integerField('uriPriority', 0, 65535), integerField('weight', 0, 65535), { name: 'uri', kind: { kind: 'uri' }, quoted: true }],
};

export const naptrRecord: RecordTypeDeclaration = {
  type: 'NAPTR',
  fields: [
    integerField('order', 0, 65535),
    integerField('preference', 0, 65535),
    quotedField('flags', 255, true),
    quotedField('service'),
    quotedField('regexp'),
    hostField('replacement', { root: true, underscore: true }),
  ],
};
