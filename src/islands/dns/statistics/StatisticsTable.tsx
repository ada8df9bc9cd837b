import { formatDate, formatNumber } from '~/lib/formatting/format';
import type { StatisticsSeries } from './statistics-answer';

interface StatisticsTableProps {
  caption: string;
  dates: readonly string[];
  series: readonly StatisticsSeries[];
  totals: readonly number[];
  seriesLabel(key: string): string;
  dayLabel: string;
  totalLabel: string;
  language: string;
}

/** The chart's numbers as a table: a row per day, a column per key of the breakdown, then the total. */
export function StatisticsTable({ caption, dates, series, totals, seriesLabel, dayLabel, totalLabel, language }: StatisticsTableProps) {
  const cell = 'px-3 py-1.5 border-0 border-b border-solid border-line';
  return (
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label={caption} data-statistics-table-region>
      <table className="w-full border-collapse text-sm" data-statistics-table>
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${cell} text-left`}>{dayLabel}</th>
            {series.map((entry) => <th key={entry.key} scope="col" className={`${cell} text-right`} data-key={entry.key}>{seriesLabel(entry.key)}</th>)}
            <th scope="col" className={`${cell} text-right`}>{totalLabel}</th>
          </tr>
        </thead>
        <tbody>
          {dates.map((date, index) => (
            <tr key={date} data-date={date}>
              <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>{formatDate(date, language)}</th>
              {series.map((entry) => (
                <td key={entry.key} className={`${cell} text-right tabular-nums`} data-value={entry.counts[index] ?? 0}>{formatNumber(entry.counts[index] ?? 0, language)}</td>
              ))}
              <td className={`${cell} text-right tabular-nums font-medium`} data-value={totals[index] ?? 0}>{formatNumber(totals[index] ?? 0, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
