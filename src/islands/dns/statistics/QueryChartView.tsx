import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $theme } from '~/lib/theme/theme-store';
import { formatDate, formatNumber } from '~/lib/formatting/format';
import type { ChartSeries, QueryChart } from './draw-query-chart';

interface QueryChartViewProps {
  dates: readonly string[];
  series: readonly ChartSeries[];
  language: string;
  /** What the chart shows, for screen readers (the table holds the numbers). */
  label: string;
}

const chartHeight = 320;
const shortDay = new Map<string, Intl.DateTimeFormat>();

function formatShortDay(day: string, language: string): string {
  let format = shortDay.get(language);
  if (!format) shortDay.set(language, (format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}

function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The chart, drawn by uPlot once its chunk has loaded; redrawn for new numbers, language or theme. */
export function QueryChartView({ dates, series, language, label }: QueryChartViewProps) {
  const theme = useStore($theme);
  const target = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let chart: QueryChart | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    setDrawn(false);
    import('./draw-query-chart').then(({ drawQueryChart }) => {
      if (gone) return;
      element.replaceChildren();
      chart = drawQueryChart(element, {
        dates, series, width: element.clientWidth, height: chartHeight,
        textColour: themeColour('--c-on-surface', theme === 'dark' ? '#e5e7eb' : '#1f2937'),
        gridColour: themeColour('--c-border', theme === 'dark' ? '#374151' : '#e5e7eb'),
        formatDay: (day) => (dates.length > 1 ? formatShortDay(day, language) : formatDate(day, language)),
        formatCount: (count) => formatNumber(count, language),
        onDraw: () => setDrawn(true),
      });
      observer = new ResizeObserver(() => chart?.resize(element.clientWidth));
      observer.observe(element);
    }, () => setFailed(true));
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dates, series, language, theme]);

  return (
    <figure className="m-0 min-w-0" role="img" aria-label={label} data-query-chart data-drawn={drawn ? 'true' : 'false'}>
      <div ref={target} className="query-chart min-w-0" style={{ minHeight: chartHeight }} aria-hidden="true" />
      {failed && <p className="m-0 text-sm text-muted">{label}</p>}
    </figure>
  );
}
