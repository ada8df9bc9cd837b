/** TXT: edited as plain text (txt-text.ts); SPF (type 99, RFC 7208 section 3.1 retired it) reads as TXT does. */
import type { RecordTypeDeclaration } from './record-type.ts';

export const txtRecord: RecordTypeDeclaration = { type: 'TXT', fields: [{ name: 'text', kind: { kind: 'txt' } }] };

export const spfRecord: RecordTypeDeclaration = { type: 'SPF', fields: [{ name: 'text', kind: { kind: 'txt' } }] };
