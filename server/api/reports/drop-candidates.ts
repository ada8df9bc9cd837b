/**
 * Drop candidates of the renewals forecast: the domains the forecast renews (renewals-walk.ts)
 * that meet every marked criterion, soonest expiry first (then by id):
 *   auto_renew_off       auto_renew = 0;
 *   expiring_90_days     expires on or before today+90 days (already expired included);
 *   not_our_nameservers  none of its name servers is ours (our-nameservers.ts), or it names none;
 *   no_records           its zones hold no record but SOA and NS, or it has no zone;
 *   no_dns_queries       none of its zones answered a query in the last 30 days (no
 *                        dns_query_statistics row since today-30 with a non-zero count), or it has no zone.
 * The walk marks them as it reads each domain (one pass; the criteria are tested cheapest first).
 * Each row's amount is one renewal: the renewal price per year × its period, in its account's currency.
 */
import type { DropCandidates, DropCriterion } from '../../../src/lib/schemas/report.ts';
import { queryTypeColumns } from '../dns-statistics/query-statistics-columns.ts';
import type { Condition } from '../resources/select-sql.ts';
import { namesOursSql } from './our-nameservers.ts';
import { dayOf, shiftDay } from './report-dates.ts';
import type { Candidate } from './renewals-walk.ts';

export const maxCandidateIds = 10_000;
export const candidateRowsShown = 50;

const queriesCounted = queryTypeColumns.map(([, column]) => `s.${column}`).join(' + ');

/** Cheapest first: SQLite stops at the first that fails. */
const testRank: Readonly<Record<DropCriterion, number>> = { auto_renew_off: 0, expiring_90_days: 1, not_our_nameservers: 2, no_records: 3, no_dns_queries: 4 };

export function dropCriterionCondition(criterion: DropCriterion, now: number): Condition {
  const today = dayOf(now);
  switch (criterion) {
    case 'auto_renew_off':
      return { sql: 't.auto_renew = 0', params: [] };
    case 'expiring_90_days':
      return { sql: 'substr(t.expires_at, 1, 10) <= ?', params: [shiftDay(today, 90)] };
    case 'not_our_nameservers':
      return { sql: `NOT ${namesOursSql('t.nameservers')}`, params: [] };
    case 'no_records':
      return { sql: "NOT EXISTS (SELECT 1 FROM dns_zones z JOIN dns_records r ON r.zone_id = z.id WHERE z.domain_id = t.id AND r.type NOT IN ('SOA', 'NS'))", params: [] };
    case 'no_dns_queries':
      return {
        sql: `NOT EXISTS (SELECT 1 FROM dns_zones z JOIN dns_query_statistics s ON s.zone_id = z.id WHERE z.domain_id = t.id AND s.day >= ? AND ${queriesCounted} > 0)`,
        params: [shiftDay(today, -30)],
      };
  }
}

/** One condition: every marked criterion holds. */
export function dropCondition(criteria: readonly DropCriterion[], now: number): Condition {
  const conditions = [...criteria].sort((a, b) => testRank[a] - testRank[b]).map((criterion) => dropCriterionCondition(criterion, now));
  return { sql: conditions.map((condition) => `(${condition.sql})`).join(' AND '), params: conditions.flatMap((condition) => [...condition.params]) };
}

export function dropCandidates(found: readonly Candidate[]): DropCandidates {
  const sorted = [...found].sort((a, b) => (a.expires_at < b.expires_at ? -1 : a.expires_at > b.expires_at ? 1 : a.id - b.id));
  return {
    count: sorted.length,
    ids: sorted.slice(0, maxCandidateIds).map((candidate) => candidate.id),
    rows: sorted.slice(0, candidateRowsShown),
  };
}
