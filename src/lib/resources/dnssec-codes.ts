/**
 * The names of DNSSEC's algorithm numbers (IANA "DNS Security Algorithm Numbers"): technical
 * names, the same in every language. DS digest types are an enum, labelled in `resources:values`.
 */
export const dnssecAlgorithmNames: Readonly<Record<string, string>> = {
  1: 'RSAMD5', 2: 'DH', 3: 'DSA', 5: 'RSASHA1', 6: 'DSA-NSEC3-SHA1', 7: 'RSASHA1-NSEC3-SHA1', 8: 'RSASHA256',
  10: 'RSASHA512', 12: 'ECC-GOST', 13: 'ECDSAP256SHA256', 14: 'ECDSAP384SHA384', 15: 'ED25519', 16: 'ED448',
  17: 'SM2SM3', 23: 'ECC-GOST12', 252: 'INDIRECT', 253: 'PRIVATEDNS', 254: 'PRIVATEOID',
};
