/** The table as CSV: one row per day, the breakdown's keys and the total as raw numbers, so the file reads the same in every language. */
import { csvText } from '~/islands/resources/list/csv';
import { seriesOf, type StatisticsAnswer } from './statistics-answer';
import type { Breakdown } from './statistics-address';

export function statisticsCsv(answer: StatisticsAnswer, breakdown: Breakdown): string {
  const series = seriesOf(answer, breakdown);
  return csvText(
    ['date', ...series.map((entry) => entry.key), 'total'],
    answer.dates.map((date, index) => [date, ...series.map((entry) => String(entry.counts[index] ?? 0)), String(answer.totals[index] ?? 0)]),
  );
}

export function statisticsFileName(answer: StatisticsAnswer, breakdown: Breakdown): string {
  return `dns-queries-${answer.zone?.name ?? answer.domain.name}-${answer.from}-${answer.to}-by-${breakdown}.csv`;
}
