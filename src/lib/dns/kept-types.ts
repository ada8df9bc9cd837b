/**
 * Record types the editor does not edit but a zone keeps (issue "DNS you can trust at the edges",
 * item 5): an import reads them as the file writes them (their own presentation, or RFC 3597's
 * `\# length hex`), with a notice; the editor shows them, the export writes them back, and no
 * form offers them. Records made by signing are another matter: left out (the portal signs).
 */
import type { RecordTypeName } from './record-type-names.ts';
import { recordType } from './record-types.ts';

/** Made by signing, never typed: the portal's signing makes its own (DESIGN.md section 12, DNSSEC). */
export const signingTypes: ReadonlySet<string> = new Set(['DNSKEY', 'RRSIG', 'NSEC', 'NSEC3', 'NSEC3PARAM', 'CDS', 'CDNSKEY']);

/**
 * The data types of IANA's registry of resource record types that the editor does not edit and
 * signing does not make (meta types such as OPT, TSIG and ANY are none): as BIND does, a word
 * that names no type (`; disabled: until THE move`) is no record. Any other type is written `TYPEn`.
 */
const registeredTypes: ReadonlySet<string> = new Set([
  'MD', 'MF', 'MB', 'MG', 'MR', 'NULL', 'WKS', 'MINFO', 'AFSDB', 'X25', 'ISDN', 'RT', 'NSAP', 'NSAP-PTR', 'SIG', 'KEY', 'PX', 'GPOS',
  'NXT', 'EID', 'NIMLOC', 'ATMA', 'KX', 'CERT', 'A6', 'SINK', 'APL', 'IPSECKEY', 'DHCID', 'SMIMEA', 'HIP', 'NINFO', 'RKEY', 'TALINK',
  'OPENPGPKEY', 'CSYNC', 'ZONEMD', 'DSYNC', 'HHIT', 'BRID', 'UINFO', 'UID', 'GID', 'UNSPEC', 'NID', 'L32', 'L64', 'LP', 'EUI48', 'EUI64',
  'NXNAME', 'AVC', 'DOA', 'AMTRELAY', 'RESINFO', 'WALLET', 'CLA', 'IPN', 'TA', 'DLV',
]);

/** A type's number (`TYPE65534`, RFC 3597 section 5). */
const typeNumber = /^TYPE\d{1,5}$/;

/** The numbers of the editor's types, so that `TYPE16` is TXT (RFC 3597 section 5). */
const editableTypeNumbers: Readonly<Record<number, RecordTypeName>> = {
  1: 'A', 2: 'NS', 5: 'CNAME', 6: 'SOA', 12: 'PTR', 13: 'HINFO', 15: 'MX', 16: 'TXT', 17: 'RP', 28: 'AAAA', 29: 'LOC', 33: 'SRV',
  35: 'NAPTR', 39: 'DNAME', 43: 'DS', 44: 'SSHFP', 52: 'TLSA', 64: 'SVCB', 65: 'HTTPS', 99: 'SPF', 256: 'URI', 257: 'CAA',
};
const signingTypeNumbers: Readonly<Record<number, string>> = { 46: 'RRSIG', 47: 'NSEC', 48: 'DNSKEY', 50: 'NSEC3', 51: 'NSEC3PARAM', 59: 'CDS', 60: 'CDNSKEY' };

/** A type as written, in upper case, `TYPEn` named when it is one of the editor's or a signing type. */
export function typeOf(written: string): string {
  const upper = written.toUpperCase();
  const number = /^TYPE(\d{1,5})$/.exec(upper);
  if (number === null) return upper;
  return editableTypeNumbers[Number(number[1])] ?? signingTypeNumbers[Number(number[1])] ?? `TYPE${Number(number[1])}`;
}

/** A type a zone keeps without the editor editing it. */
export function isKeptType(type: string): boolean {
  return (registeredTypes.has(type) || (typeNumber.test(type) && Number(type.slice(4)) <= 65535)) && recordType(type) === undefined && !signingTypes.has(type);
}

/**
 * Which data tokens of the common kept types are domain names, made absolute on import as the
 * editor's own types' are (RFC 1183, 2163, 2230, 6742 …); other kept types hold none we know of.
 */
export const keptTypeNameTokens: Readonly<Record<string, readonly number[]>> = {
  AFSDB: [1], RT: [1], KX: [1], MB: [0], MD: [0], MF: [0], MG: [0], MR: [0], MINFO: [0, 1], PX: [1, 2], 'NSAP-PTR': [0], LP: [1],
  NXT: [0], TALINK: [0, 1],
};
