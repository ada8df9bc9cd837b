/**
 * The names of the numbers DNSSEC, DANE, SSHFP and CAA records carry (IANA registries): technical
 * names, the same in every language.
 */
export type NumberNames = Readonly<Record<number, string>>;

/** DNS Security Algorithm Numbers. */
export const dnssecAlgorithmNames: NumberNames = {
  1: 'RSAMD5', 2: 'DH', 3: 'DSA', 5: 'RSASHA1', 6: 'DSA-NSEC3-SHA1', 7: 'RSASHA1-NSEC3-SHA1', 8: 'RSASHA256',
  10: 'RSASHA512', 12: 'ECC-GOST', 13: 'ECDSAP256SHA256', 14: 'ECDSAP384SHA384', 15: 'ED25519', 16: 'ED448',
  17: 'SM2SM3', 23: 'ECC-GOST12', 252: 'INDIRECT', 253: 'PRIVATEDNS', 254: 'PRIVATEOID',
};

/** Delegation Signer digest types, with the length of their digest in hexadecimal digits. */
export const dsDigestTypeNames: NumberNames = { 1: 'SHA-1', 2: 'SHA-256', 3: 'GOST R 34.11-94', 4: 'SHA-384' };
export const dsDigestHexLengths: Readonly<Record<number, number>> = { 1: 40, 2: 64, 3: 64, 4: 96 };

/** TLSA certificate usages, selectors and matching types (RFC 7218 acronyms). */
export const tlsaUsageNames: NumberNames = { 0: 'PKIX-TA', 1: 'PKIX-EE', 2: 'DANE-TA', 3: 'DANE-EE' };
export const tlsaSelectorNames: NumberNames = { 0: 'Cert', 1: 'SPKI' };
export const tlsaMatchingTypeNames: NumberNames = { 0: 'Full', 1: 'SHA2-256', 2: 'SHA2-512' };
/** Matching type 0 carries the whole certificate or key, of any length. */
export const tlsaHexLengths: Readonly<Record<number, number>> = { 1: 64, 2: 128 };

/** SSHFP key algorithms and fingerprint types. */
export const sshfpAlgorithmNames: NumberNames = { 1: 'RSA', 2: 'DSA', 3: 'ECDSA', 4: 'Ed25519', 6: 'Ed448' };
export const sshfpFingerprintTypeNames: NumberNames = { 1: 'SHA-1', 2: 'SHA-256' };
export const sshfpHexLengths: Readonly<Record<number, number>> = { 1: 40, 2: 64 };

/** CAA flags (RFC 8659 section 4.1): only bit 0, "issuer critical", is defined. */
export const caaFlagNames: NumberNames = { 128: 'critical' };

/** "13 ECDSAP256SHA256", or the bare number when it has no name. */
export function numberWithName(value: number, names: NumberNames): string {
  const name = names[value];
  return name === undefined ? String(value) : `${value} ${name}`;
}
