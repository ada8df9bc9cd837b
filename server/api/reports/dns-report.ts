/**
 * `dns` (resource dns-zones): zones by how many records they hold, by DNSSEC state, and by
 * whether their domain delegates to our name servers (our-nameservers.ts). Key figures:
 * zones_total, dnssec_percent (zones `signed`), not_our_nameservers (zones whose domain
 * delegates elsewhere: 'other').
 */
import { zoneDnssecStatuses } from '../../../src/lib/schemas/dns-zone.ts';
import { delegations, delegationSql } from './our-nameservers.ts';
import { equalsTerm, pqlOf } from './report-pql.ts';
import { rowsForKeys, rowsInOrder } from './report-rows.ts';
import { countOf, countsBy, percent } from './report-sql.ts';
import type { ReportDefinition } from './report-types.ts';

const resource = 'dns-zones';

/** Record-count buckets, smallest first. */
export const recordCountBuckets = ['0', '1-9', '10-49', '50-199', '200+'] as const;

const recordCountSql = `CASE (SELECT CASE WHEN n = 0 THEN 0 WHEN n < 10 THEN 1 WHEN n < 50 THEN 2 WHEN n < 200 THEN 3 ELSE 4 END
  FROM (SELECT count(*) AS n FROM dns_records r WHERE r.zone_id = t.id))
  ${recordCountBuckets.map((bucket, index) => `WHEN ${index} THEN '${bucket}'`).join(' ')} END`;

export const dnsReport: ReportDefinition = {
  name: 'dns',
  run({ statements, filter }) {
    const total = countOf(statements, filter);
    const dnssec = countsBy(statements, filter, 't.dnssec_status');
    const withDomain = { ...filter, from: `${filter.from} LEFT JOIN domains report_domain ON report_domain.id = t.domain_id` };
    const delegated = countsBy(statements, withDomain, delegationSql('report_domain'));
    return {
      total,
      key_figures: [
        { id: 'zones_total', value: total, unit: 'count' },
        { id: 'dnssec_percent', value: percent(dnssec.get('signed') ?? 0, total), unit: 'percent' },
        { id: 'not_our_nameservers', value: delegated.get('other') ?? 0, unit: 'count' },
      ],
      sections: [
        { id: 'by_record_count', chart: 'bar', resource, rows: rowsForKeys(countsBy(statements, filter, recordCountSql), recordCountBuckets) },
        { id: 'by_dnssec', chart: 'donut', resource, rows: rowsInOrder(dnssec, zoneDnssecStatuses, (state) => pqlOf(equalsTerm('dnssec_status', state))) },
        { id: 'by_nameservers', chart: 'donut', resource, rows: rowsForKeys(delegated, delegations) },
      ],
    };
  },
  headline: ({ statements, filter }) => ({ id: 'zones_total', value: countOf(statements, filter), unit: 'count' }),
};
