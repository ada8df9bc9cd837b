/** TXT: edited as plain text (txt-text.ts). */
import type { RecordTypeDeclaration } from './record-type.ts';

export const txtRecord: RecordTypeDeclaration = { type: 'TXT', fields: [{ name: 'text', kind: { kind: 'txt' } }] };
