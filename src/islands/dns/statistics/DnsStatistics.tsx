/**
 * A domain's DNS query statistics (/domains/{id}/dns-statistics): the period and the breakdown
 * from the address, the API's numbers as a chart (uPlot, loaded only once there is something to
 * draw), the same numbers as a table, and the table as CSV.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { call } from '~/lib/data';
import { matchRouteParameters } from '~/lib/routes/route-params';
import { formatDate, formatNumber, formatShortDay } from '~/lib/formatting/format';
import { useData } from '~/islands/kit/use-data';
import { usePortalTranslation } from '~/islands/kit/use-portal-translation';
import { LoadingState } from '~/islands/kit/LoadingState';
import { ErrorState } from '~/islands/kit/ErrorState';
import { EmptyState } from '~/islands/kit/EmptyState';
import { downloadText } from '../../kit/download-text';
import { periodQuery, readStatisticsView, writeStatisticsView, type StatisticsView } from './statistics-address';
import { hasNoQueries, seriesOf, type StatisticsAnswer } from './statistics-answer';
import { statisticsCsv, statisticsFileName } from './statistics-csv';
import { seriesColour } from './chart-colours';
import { PeriodControls } from './PeriodControls';
import { SeriesChart } from '~/islands/kit/charts/SeriesChart';
import { StatisticsTable } from './StatisticsTable';
import './dns-statistics-words';

interface DnsStatisticsProps {
  /** The route pattern (`/domains/{id}/dns-statistics`), to read the domain's id from the address. */
  pattern: string;
}

function useStatisticsView(): [StatisticsView, (next: StatisticsView) => void] {
  const [view, setView] = useState(() => readStatisticsView(new URLSearchParams(location.search)));
  useEffect(() => {
    const restore = () => setView(readStatisticsView(new URLSearchParams(location.search)));
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, []);
  const change = useCallback((next: StatisticsView) => {
    const query = writeStatisticsView(next, new URLSearchParams(location.search)).toString();
    const address = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (address !== `${location.pathname}${location.search}${location.hash}`) history.pushState(null, '', address);
    setView(next);
  }, []);
  return [view, change];
}

export default function DnsStatistics({ pattern }: DnsStatisticsProps) {
  const { t, language } = usePortalTranslation();
  const domainId = useMemo(() => matchRouteParameters(pattern, location.pathname.replace(/\/+$/, ''))?.id, [pattern]);
  const [view, setView] = useStatisticsView();
  const query = periodQuery(view.period);
  const key = domainId ? `${domainId}?${new URLSearchParams(query).toString()}` : null;
  const data = useData<StatisticsAnswer>(
    key,
    (signal) => call<StatisticsAnswer>('GET', `domains/${encodeURIComponent(domainId ?? '')}/dns_statistics`, { query, signal }),
    { isEmpty: hasNoQueries },
  );

  const answer = data.status === 'ready' ? data.data : undefined;
  const seriesLabel = (key: string) => (key === 'OTHER' ? t('dns-statistics:series.OTHER') : key);
  const series = useMemo(() => (answer ? seriesOf(answer, view.breakdown) : []), [answer, view.breakdown]);
  const chartSeries = series.map((entry, index) => ({ key: entry.key, label: seriesLabel(entry.key), values: entry.counts, colour: seriesColour(entry.key, index) }));
  // One day reads as its date; more as short days on the axis.
  const periods = answer ? answer.dates.map((day) => (answer.dates.length > 1 ? formatShortDay(day, language) : formatDate(day, language))) : [];
  const words = answer && { from: formatDate(answer.from, language), to: formatDate(answer.to, language) };

  const body = () => {
    switch (data.status) {
      case 'idle':
      case 'loading':
        return <LoadingState label={t('dns-statistics:loading')} />;
      case 'error':
        return <ErrorState failure={data.failure} retry={data.retry} title={t('dns-statistics:failed')} />;
      case 'empty':
        return (
          <EmptyState icon="i-lucide-chart-no-axes-combined">
            {data.data.zone === null
              ? t('dns-statistics:noZone')
              : t('dns-statistics:noQueries', { from: formatDate(data.data.from, language), to: formatDate(data.data.to, language) })}
          </EmptyState>
        );
      case 'ready':
        return (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="m-0" data-statistics-summary>
                {t('dns-statistics:summary', { ...words, zone: data.data.zone?.name ?? '', total: formatNumber(data.data.totals.reduce((a, b) => a + b, 0), language) })}
              </p>
              <button type="button" className="btn-outline" data-statistics-export
                onClick={() => downloadText(statisticsCsv(data.data, view.breakdown), statisticsFileName(data.data, view.breakdown))}>
                <span className="i-lucide-download" aria-hidden="true" />
                {t('dns-statistics:export')}
              </button>
            </div>
            <div className="card p-3 min-w-0">
              <SeriesChart title={t(`dns-statistics:chart.${view.breakdown}`, words)} periods={periods} series={chartSeries} />
            </div>
            <StatisticsTable caption={t(`dns-statistics:table.caption.${view.breakdown}`)} dates={data.data.dates} series={series} totals={data.data.totals}
              seriesLabel={seriesLabel} dayLabel={t('dns-statistics:table.day')} totalLabel={t('dns-statistics:table.total')} language={language} />
          </>
        );
    }
  };

  return (
    <div className="flex flex-col gap-4 min-w-0" data-dns-statistics>
      <PeriodControls view={view} shown={data.data ? { from: data.data.from, to: data.data.to } : undefined} onChange={setView} t={t} />
      {body()}
    </div>
  );
}
