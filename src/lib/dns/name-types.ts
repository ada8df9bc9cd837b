/** Types whose content is one domain name: ALIAS, CNAME, DNAME, NS, PTR. */
import { hostField, type RecordTypeDeclaration } from './record-type.ts';

/** Aliases may point at service names such as `s1._domainkey.provider.net`. */
export const aliasRecord: RecordTypeDeclaration = { type: 'ALIAS', fields: [hostField('target', { underscore: true })] };

export const cnameRecord: RecordTypeDeclaration = { type: 'CNAME', fields: [hostField('target', { underscore: true })] };

/** `.` as a name server is loaded by name servers (a zone that names none); the zone's rules still want a real one at the apex. */
export const nsRecord: RecordTypeDeclaration = { type: 'NS', fields: [hostField('nameServer', { root: true })] };

export const ptrRecord: RecordTypeDeclaration = { type: 'PTR', fields: [hostField('target')] };

/** Every name below the owner is the same name below the target (RFC 6672). */
export const dnameRecord: RecordTypeDeclaration = { type: 'DNAME', fields: [hostField('target', { underscore: true })] };
