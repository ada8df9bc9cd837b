/**
 * `dns-records` (resource dns-records): the live records (the `dns_records` table: what the
 * zones publish; staged draft changes live in dns_draft_changes and are not counted; disabled
 * records are, as the zone keeps them) by type and by TTL bucket. One pass groups by both (in the
 * order of the index dns_records_group_type_ttl, migration 0022); the sections sum it. Key
 * figures: records_total, zones_with_records.
 */
import { betweenTerm, equalsTerm, pqlOf, rangeTerms } from './report-pql.ts';
import { rowsByCount, rowsForKeys } from './report-rows.ts';
import { countOf, keyText } from './report-sql.ts';
import type { ReportDefinition } from './report-types.ts';

const resource = 'dns-records';

/** TTL buckets in seconds: up to 5 minutes, an hour, a day, longer. */
export const ttlBuckets = [
  { key: '0-300', from: 0, to: 300 },
  { key: '301-3600', from: 301, to: 3600 },
  { key: '3601-86400', from: 3601, to: 86_400 },
  { key: '86401+', from: 86_401, to: null },
] as const;

const ttlBucketSql = `CASE ${ttlBuckets.map((bucket) => (bucket.to === null ? `ELSE '${bucket.key}'` : `WHEN ttl <= ${bucket.to} THEN '${bucket.key}'`)).join(' ')} END`;

function ttlPql(key: string): string | undefined {
  const bucket = ttlBuckets.find((candidate) => candidate.key === key);
  if (!bucket) return undefined;
  return bucket.to === null ? pqlOf(rangeTerms('ttl', String(bucket.from), null)) : pqlOf(betweenTerm('ttl', String(bucket.from), String(bucket.to)));
}

export const dnsRecordsReport: ReportDefinition = {
  name: 'dns-records',
  run({ statements, filter }) {
    const byType = new Map<string, number>();
    const byTtl = new Map<string, number>();
    let total = 0;
    // Grouped first in the order of dns_records_group_type_ttl (account, type, TTL), which the index
    // gives without a sort; the few groups are then summed by type and bucket.
    const grouped = `SELECT t.type AS type, t.ttl AS ttl, count(*) AS n FROM ${filter.from} WHERE ${filter.where} GROUP BY t.group_id, t.type, t.ttl`;
    const sql = `SELECT type, ${ttlBucketSql} AS bucket, sum(n) AS n FROM (${grouped}) GROUP BY 1, 2`;
    for (const row of statements.get(sql).all(...filter.params)) {
      const n = Number(row.n);
      total += n;
      byType.set(keyText(row.type), (byType.get(keyText(row.type)) ?? 0) + n);
      byTtl.set(keyText(row.bucket), (byTtl.get(keyText(row.bucket)) ?? 0) + n);
    }
    const zones = Number(statements.get(`SELECT count(DISTINCT t.zone_id) AS n FROM ${filter.from} WHERE ${filter.where}`).get(...filter.params)?.n ?? 0);
    return {
      total,
      key_figures: [
        { id: 'records_total', value: total, unit: 'count' },
        { id: 'zones_with_records', value: zones, unit: 'count' },
      ],
      sections: [
        { id: 'by_type', chart: 'bar', resource, rows: rowsByCount(byType, (type) => pqlOf(equalsTerm('type', type))) },
        { id: 'by_ttl', chart: 'bar', resource, rows: rowsForKeys(byTtl, ttlBuckets.map((bucket) => bucket.key), ttlPql) },
      ],
    };
  },
  headline: ({ statements, filter }) => ({ id: 'records_total', value: countOf(statements, filter), unit: 'count' }),
};
