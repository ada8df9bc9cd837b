/** Types that describe a host or who answers for it: HINFO (RFC 8482 reuses it for ANY) and RP (RFC 1183). */
import { hostField, quotedField, type RecordTypeDeclaration } from './record-type.ts';

export const hinfoRecord: RecordTypeDeclaration = { type: 'HINFO', fields: [quotedField('cpu'), quotedField('os')] };

/** The mailbox as an SOA writes its own (`john\.doe.example.com.`); `.` for none, on either field. */
export const rpRecord: RecordTypeDeclaration = {
  type: 'RP',
  fields: [hostField('mailbox', { root: true, underscore: true, mailbox: true }), hostField('txtDomain', { root: true, underscore: true })],
};
