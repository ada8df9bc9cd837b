/** The record types the zone editor supports, each declared once (issue "DNS zone editor", item 1). */
import { aaaaRecord, aRecord } from './address-types.ts';
import { hinfoRecord, rpRecord } from './contact-types.ts';
import { locRecord } from './loc-type.ts';
import { aliasRecord, cnameRecord, dnameRecord, nsRecord, ptrRecord } from './name-types.ts';
import type { RecordTypeDeclaration } from './record-type.ts';
import { recordTypeNames, type RecordTypeName } from './record-type-names.ts';
import { caaRecord, dsRecord, sshfpRecord, tlsaRecord } from './security-types.ts';
import { mxRecord, naptrRecord, srvRecord, uriRecord } from './service-types.ts';
import { soaRecord } from './soa-type.ts';
import { httpsRecord, svcbRecord } from './svcb-types.ts';
import { spfRecord, txtRecord } from './txt-type.ts';

export { recordTypeNames, type RecordTypeName };

export const recordTypes: Readonly<Record<RecordTypeName, RecordTypeDeclaration>> = {
  A: aRecord, AAAA: aaaaRecord, ALIAS: aliasRecord, CAA: caaRecord, CNAME: cnameRecord, DNAME: dnameRecord, DS: dsRecord,
  HINFO: hinfoRecord, HTTPS: httpsRecord, LOC: locRecord, MX: mxRecord, NAPTR: naptrRecord, NS: nsRecord, PTR: ptrRecord,
  RP: rpRecord, SOA: soaRecord, SPF: spfRecord, SRV: srvRecord, SSHFP: sshfpRecord, SVCB: svcbRecord, TLSA: tlsaRecord,
  TXT: txtRecord, URI: uriRecord,
};

/** The declaration of a type written in any case, or undefined for a type the editor does not support. */
export function recordType(type: string): RecordTypeDeclaration | undefined {
  const upper = type.trim().toUpperCase();
  return (recordTypeNames as readonly string[]).includes(upper) ? recordTypes[upper as RecordTypeName] : undefined;
}

/** The i18n key (namespace `dns`) of a type's one-line description. */
export function recordTypeLabelKey(type: RecordTypeName): string {
  return `types.${type}`;
}
