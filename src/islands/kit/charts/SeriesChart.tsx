/**
 * Values per period for one or more series (DESIGN.md section 11, "Charts": uPlot for time
 * series): lines, or bars grouped per period. uPlot and its stylesheet load with the first
 * series chart a page draws, not with the page. The chart follows its container's width and the
 * theme's colours; its legend names the series in their colours, and a visually hidden summary
 * says what it shows (the numbers themselves belong in a ChartTable next to it).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import { $theme } from '~/lib/theme/theme-store';
import { usePortalTranslation } from '../use-portal-translation';
import { chartColour, chartColourValue, chartInkValues, type ChartColour } from './chart-colours';
import { seriesSummary } from './chart-geometry';
import type { DrawnChart } from './draw-series-chart';

export interface SeriesChartSeries {
  key: string;
  label: string;
  /** One value per period, in the periods' order. */
  values: number[];
  /** A colour that means something (a response code's); default: the palette's, by position. */
  colour?: ChartColour;
}

export interface SeriesChartProps {
  title: string;
  /** The periods as they read (formatted by the caller), in order. */
  periods: string[];
  series: SeriesChartSeries[];
  /** How a value reads on the axis and in the summary (default: the reader's number format). */
  format?: (value: number) => string;
  kind?: 'line' | 'bars';
}

const chartHeight = 260;

export function SeriesChart({ title, periods, series, format, kind = 'line' }: SeriesChartProps) {
  const id = useId();
  const theme = useStore($theme);
  const { language } = usePortalTranslation();
  const target = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  // The latest formatter, without redrawing for a new function that formats the same way.
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  });
  const text = useMemo(() => (value: number) => (formatRef.current ?? ((number: number) => formatNumber(number, language)))(value), [language]);
  const colourOf = (entry: SeriesChartSeries, index: number) => entry.colour ?? chartColour(index);
  // Redraw only when what is drawn changes: the periods, the series' numbers, names and colours, the kind, the theme.
  const drawing = JSON.stringify([periods, series.map((entry, index) => [entry.label, entry.values, colourOf(entry, index)]), kind]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const [shownPeriods, shownSeries] = JSON.parse(drawing) as [string[], [string, number[], ChartColour][]];
    let chart: DrawnChart | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    setDrawn(false);
    setFailed(false);
    import('./draw-series-chart').then(({ drawSeriesChart }) => {
      if (gone) return;
      const style = getComputedStyle(document.documentElement);
      const ink = chartInkValues(theme, style);
      element.replaceChildren();
      chart = drawSeriesChart(element, {
        periods: shownPeriods,
        series: shownSeries.map(([label, values, colour]) => ({ label, values, colour: chartColourValue(colour, theme, style) })),
        kind,
        width: element.clientWidth,
        height: chartHeight,
        textColour: ink.text,
        gridColour: ink.grid,
        format: text,
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
  }, [drawing, kind, theme, text]);

  return (
    <figure className="m-0 flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-title`} data-chart="series" data-drawn={drawn ? 'true' : 'false'}>
      <figcaption id={`${id}-title`} className="sr-only">{seriesSummary(title, periods, series, text)}</figcaption>
      <div ref={target} className="h-[260px] min-w-0 overflow-hidden" aria-hidden="true" />
      {failed && <p className="m-0 text-sm text-muted">{title}</p>}
      {series.length > 0 && (
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm" aria-hidden="true">
          {series.map((entry, index) => (
            <li key={entry.key} className="flex items-center gap-1.5" data-chart-series={entry.key}>
              <span className={`inline-block h-3 w-3 rounded-sm ${colourOf(entry, index).swatch}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
