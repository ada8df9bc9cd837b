/** Types about keys and certificates: CAA, DS, SSHFP, TLSA. */
import { problem } from './dns-messages.ts';
import {
  caaFlagNames, dnssecAlgorithmNames, dsDigestHexLengths, dsDigestTypeNames, sshfpAlgorithmNames, sshfpFingerprintTypeNames, sshfpHexLengths,
  tlsaHexLengths, tlsaMatchingTypeNames, tlsaSelectorNames, tlsaUsageNames, type NumberNames,
} from './dnssec-numbers.ts';
import { checkHostName } from './names.ts';
import { hexField, integerField, type RecordFields, type RecordTypeDeclaration } from './record-type.ts';
import type { FieldName } from './dns-messages.ts';
import type { RecordProblem } from './zone-record.ts';

/** The usual CAA property tags (RFC 8659, 8657, 9495); any word of letters and digits is allowed. */
export const caaTags = ['issue', 'issuewild', 'iodef', 'issuemail', 'issuevmc', 'contactemail', 'contactphone'] as const;

function caaValueRules(fields: RecordFields): RecordProblem[] {
  const tag = (fields.tag ?? '').toLowerCase();
  const value = fields.value ?? '';
  if (tag === 'iodef') return /^(mailto:[^\s@]+@[^\s@]+|https?:\/\/\S+)$/i.test(value) ? [] : [problem('value', 'iodef')];
  if (tag === 'issue' || tag === 'issuewild' || tag === 'issuemail') {
    // The issuer's domain before any `;` parameters; `;` alone forbids issuing.
    const issuer = value.split(';')[0].trim();
    return issuer === '' ? [] : checkHostName(issuer, 'value');
  }
  return [];
}

export const caaRecord: RecordTypeDeclaration = {
  type: 'CAA',
  fields: [
    integerField('flags', 0, 255, { names: caaFlagNames, preset: 0 }),
    { name: 'tag', kind: { kind: 'token', suggestions: caaTags } },
    { name: 'value', kind: { kind: 'text', maxBytes: 4000 }, quoted: true },
  ],
  check: caaValueRules,
};

/** The hex field's length as its type field says; types without a fixed length accept any. */
function hexLengthBy(typeField: string, hexField: FieldName, lengths: Readonly<Record<number, number>>, names: NumberNames) {
  return (fields: RecordFields): RecordProblem[] => {
    const type = Number(fields[typeField]);
    const length = lengths[type];
    const found = (fields[hexField] ?? '').length;
    if (length === undefined || found === length) return [];
    return [problem(hexField, 'hexLength', { length: String(length), kind: names[type] ?? String(type), found: String(found) })];
  };
}

const dsAlgorithms = Object.keys(dnssecAlgorithmNames).map(Number);

export const dsRecord: RecordTypeDeclaration = {
  type: 'DS',
  fields: [
    integerField('keyTag', 0, 65535),
    integerField('algorithm', 0, 255, { names: dnssecAlgorithmNames, only: dsAlgorithms }),
    integerField('digestType', 0, 255, { names: dsDigestTypeNames, only: [1, 2, 4] }),
    hexField('digest'),
  ],
  check: hexLengthBy('digestType', 'digest', dsDigestHexLengths, dsDigestTypeNames),
};

export const sshfpRecord: RecordTypeDeclaration = {
  type: 'SSHFP',
  fields: [
    integerField('algorithm', 0, 255, { names: sshfpAlgorithmNames, only: [1, 2, 3, 4, 6] }),
    integerField('fingerprintType', 0, 255, { names: sshfpFingerprintTypeNames, only: [1, 2] }),
    hexField('fingerprint'),
  ],
  check: hexLengthBy('fingerprintType', 'fingerprint', sshfpHexLengths, sshfpFingerprintTypeNames),
};

export const tlsaRecord: RecordTypeDeclaration = {
  type: 'TLSA',
  fields: [
    integerField('usage', 0, 3, { names: tlsaUsageNames }),
    integerField('selector', 0, 1, { names: tlsaSelectorNames }),
    integerField('matchingType', 0, 2, { names: tlsaMatchingTypeNames }),
    hexField('certificateData'),
  ],
  check: hexLengthBy('matchingType', 'certificateData', tlsaHexLengths, tlsaMatchingTypeNames),
};
