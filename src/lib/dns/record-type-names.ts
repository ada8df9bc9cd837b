/** The record types the zone editor supports; a file of its own so that schemas take the list without the checks. */
export const recordTypeNames = [
  'A', 'AAAA', 'ALIAS', 'CAA', 'CNAME', 'DS', 'HTTPS', 'MX', 'NAPTR', 'NS', 'PTR', 'SOA', 'SRV', 'SSHFP', 'SVCB', 'TLSA', 'TXT', 'URI',
] as const;

export type RecordTypeName = (typeof recordTypeNames)[number];
