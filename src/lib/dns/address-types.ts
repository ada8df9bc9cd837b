/** A and AAAA: one address each. */
import type { RecordTypeDeclaration } from './record-type.ts';

export const aRecord: RecordTypeDeclaration = { type: 'A', fields: [{ name: 'address', kind: { kind: 'ipv4' } }] };

export const aaaaRecord: RecordTypeDeclaration = { type: 'AAAA', fields: [{ name: 'address', kind: { kind: 'ipv6' } }] };
