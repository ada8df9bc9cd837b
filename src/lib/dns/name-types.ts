/** Types whose content is one domain name: ALIAS, CNAME, NS, PTR. */
import { hostField, type RecordTypeDeclaration } from './record-type.ts';

/** Aliases may point at service names such as `s1._domainkey.provider.net`. */
export const aliasRecord: RecordTypeDeclaration = { type: 'ALIAS', fields: [hostField('target', { underscore: true })] };

export const cnameRecord: RecordTypeDeclaration = { type: 'CNAME', fields: [hostField('target', { underscore: true })] };

export const nsRecord: RecordTypeDeclaration = { type: 'NS', fields: [hostField('nameServer')] };

export const ptrRecord: RecordTypeDeclaration = { type: 'PTR', fields: [hostField('target')] };
