/**
 * A watch's trend on its card (issue 15, the watch overview): twelve weekly bars in SVG, the same
 * numbers said in text for assistive technology, and a table of them on demand.
 */
import { formatNumber } from '~/lib/formatting/format';
import type { WatchTrendPoint } from '~/lib/schemas/watch-insights';
import { sparkBars, weekLabel } from '~/lib/watch/watch-figures';
import { ChartTable } from '../kit/charts/ChartTable';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function WeekTrend({ trend, language, t }: { trend: readonly WatchTrendPoint[]; language: string; t: Translate }) {
  const title = t('watch:overview.trendTitle', { weeks: trend.length });
  const text = t('watch:overview.trendText', { values: trend.map((point) => formatNumber(point.matches, language)).join(', ') });
  return (
    <figure className="m-0 flex min-w-0 flex-col gap-1" data-watch-trend>
      <figcaption className="text-xs text-muted">{title}</figcaption>
      <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="block h-10 w-full" role="img" aria-label={text}>
        <line x1="0" y1="29.75" x2="100" y2="29.75" className="stroke-line" strokeWidth="0.5" />
        {sparkBars(trend, 28).map((bar) => bar.height > 0 && (
          <rect key={bar.week} x={bar.x} y={29.5 - bar.height} width={bar.width} height={bar.height} className="fill-blue-d1 dark:fill-blue" data-week={bar.week} />
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-xs text-muted">{t('watch:overview.trendTable')}</summary>
        <div className="mt-2">
          <ChartTable caption={title} columns={[{ key: 'week', label: t('watch:overview.week') }, { key: 'matches', label: t('watch:overview.matches'), numeric: true }]}
            rows={trend.map((point) => ({ week: <span data-row-key={point.week}>{weekLabel(point.week, language)}</span>, matches: formatNumber(point.matches, language) }))} />
        </div>
      </details>
    </figure>
  );
}
