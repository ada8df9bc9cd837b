/** The answer of GET groups/{context}/domains/{id}/dns_statistics (server/api/README.md). */
export interface StatisticsSeries {
  key: string;
  /** One count per date. */
  counts: number[];
}

export interface StatisticsAnswer {
  domain: { id: number; name: string };
  /** Null when the domain has no zone with us. */
  zone: { id: number; name: string } | null;
  from: string;
  to: string;
  latest_day: string | null;
  dates: string[];
  totals: number[];
  by_type: StatisticsSeries[];
  by_response_code: StatisticsSeries[];
}

export function seriesOf(answer: StatisticsAnswer, breakdown: 'type' | 'code'): StatisticsSeries[] {
  return breakdown === 'type' ? answer.by_type : answer.by_response_code;
}

/** Nothing to draw: no zone, or not one query in the period. */
export function hasNoQueries(answer: StatisticsAnswer): boolean {
  return answer.zone === null || answer.totals.every((total) => total === 0);
}
