/**
 * The pulse's counts per day of the kinds shown: bars per day (the kit's series chart, drawn with
 * uPlot loaded only here) and the same numbers as a table, one row per day.
 */
import { useId } from 'react';
import type { PulseData, PulseKind } from '~/lib/dashboard/dashboard-types';
import { formatDate, formatNumber } from '~/lib/formatting/format';
import { ChartTable } from '../kit/charts/ChartTable';
import { SeriesChart } from '../kit/charts/SeriesChart';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function PulseChart({ pulse, shown, language, t }: { pulse: PulseData; shown: readonly PulseKind[]; language: string; t: Translate }) {
  const id = useId();
  const kinds = pulse.kinds.map((entry) => entry.kind).filter((kind) => shown.includes(kind));
  const title = t('home:pulse.chartTitle', { from: formatDate(pulse.from, language), to: formatDate(pulse.to, language) });
  const periods = pulse.days.map((day) => formatDate(day.date, language));
  const series = kinds.map((kind) => ({ key: kind, label: t(`home:kinds.${kind}`), values: pulse.days.map((day) => day.values[kind] ?? 0) }));
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-pulse-chart>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:pulse.chartHeading')}</h2>
      {kinds.length > 0 && <SeriesChart title={title} periods={periods} series={series} kind="bars" />}
      <details className="min-w-0">
        <summary className="focus-ring cursor-pointer text-sm">{t('home:pulse.tableSummary')}</summary>
        <div className="mt-2">
          <ChartTable caption={title}
            columns={[{ key: 'date', label: t('home:pulse.day') }, ...kinds.map((kind) => ({ key: kind, label: t(`home:kinds.${kind}`), numeric: true }))]}
            rows={pulse.days.map((day) => ({
              date: <time dateTime={day.date}>{formatDate(day.date, language)}</time>,
              ...Object.fromEntries(kinds.map((kind) => [kind, formatNumber(day.values[kind] ?? 0, language)])),
            }))} />
        </div>
      </details>
    </section>
  );
}
