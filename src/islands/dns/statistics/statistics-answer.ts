/** The answer of GET groups/{context}/domains/{id}/dns_statistics, as its contract writes it (`zone` null when the domain has no zone with us). */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { domainContracts } from '~/lib/contracts/domain-contracts';

export type StatisticsAnswer = AnswerOf<typeof domainContracts.dnsStatistics>;
/** One breakdown's key and its count per date. */
export type StatisticsSeries = StatisticsAnswer['by_type'][number];

export function seriesOf(answer: StatisticsAnswer, breakdown: 'type' | 'code'): StatisticsSeries[] {
  return breakdown === 'type' ? answer.by_type : answer.by_response_code;
}

/** Nothing to draw: no zone, or not one query in the period. */
export function hasNoQueries(answer: StatisticsAnswer): boolean {
  return answer.zone === null || answer.totals.every((total) => total === 0);
}
