/** The record types the zone editor supports; a file of its own so that schemas take the list without the checks. */
export const recordTypeNames = [
  'A', 'AAAA', 'ALIAS', 'CAA', 'CNAME', 'DNAME', 'DS', 'HINFO', 'HTTPS', 'LOC', 'MX', 'NAPTR', 'NS', 'PTR', 'RP', 'SOA', 'SPF', 'SRV', 'SSHFP',
  'SVCB', 'TLSA', 'TXT', 'URI',
] as const;

export type RecordTypeName = (typeof recordTypeNames)[number];
