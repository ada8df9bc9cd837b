/**
 * The counters of dns_query_statistics (migration 0016) and the keys the API names them by:
 * the record type asked for and the response code. Each group sums to the day's total.
 */
export const queryTypeColumns = [
  ['A', 'type_a'], ['AAAA', 'type_aaaa'], ['CNAME', 'type_cname'], ['MX', 'type_mx'], ['TXT', 'type_txt'],
  ['NS', 'type_ns'], ['SOA', 'type_soa'], ['HTTPS', 'type_https'], ['OTHER', 'type_other'],
] as const;

export const responseCodeColumns = [
  ['NOERROR', 'rcode_noerror'], ['NXDOMAIN', 'rcode_nxdomain'], ['SERVFAIL', 'rcode_servfail'], ['REFUSED', 'rcode_refused'],
] as const;

export const queryStatisticsColumns = [...queryTypeColumns, ...responseCodeColumns].map(([, column]) => column);
