/**
 * Horizontal bars in SVG (DESIGN.md section 11, "Charts": plain SVG for a few dozen items): a
 * row per datum with its label, its bar (as long as its share of the longest) and its value;
 * a row with `href` is a link. The title names the figure for assistive technology; show a
 * heading of your own, and the same numbers in a ChartTable.
 */
import { useId } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import { usePortalTranslation } from '../use-portal-translation';
import { datumColour } from './chart-colours';
import { ChartEntry } from './ChartEntry';
import { barPercent, type ChartDatum } from './chart-geometry';

export type { ChartDatum } from './chart-geometry';

export interface BarChartProps {
  title: string;
  rows: readonly ChartDatum[];
  /** How a value reads (default: the reader's number format). */
  format?: (value: number) => string;
}

export function BarChart({ title, rows, format }: BarChartProps) {
  const id = useId();
  const { language } = usePortalTranslation();
  const text = format ?? ((value: number) => formatNumber(value, language));
  const max = rows.reduce((highest, row) => Math.max(highest, row.value), 0);
  return (
    <figure className="m-0 min-w-0" aria-labelledby={`${id}-title`} data-chart="bar">
      <figcaption id={`${id}-title`} className="sr-only">{title}</figcaption>
      <ul className="m-0 flex list-none flex-col gap-0.5 p-0">
        {rows.map((row) => {
          const inner = (
            <>
              <span className="min-w-0 [overflow-wrap:anywhere]" data-chart-label>{row.label}</span>
              {/* Spaces between the parts, so the link's name reads "com 120" (a grid lays no text out between its items). */}
              {' '}
              <svg className="block h-3.5 w-full" aria-hidden="true" focusable="false">
                <rect width="100%" height="100%" rx="2" className="fill-background" />
                <rect width={`${barPercent(row.value, max)}%`} height="100%" rx="2" className={datumColour(row, 0).fill} />
              </svg>
              {' '}
              <span className="text-right tabular-nums whitespace-nowrap" data-chart-value-text>{text(row.value)}</span>
            </>
          );
          return <ChartEntry key={row.key} datum={row} layout="grid grid-cols-[minmax(4rem,12rem)_minmax(3rem,1fr)_auto] items-center gap-x-3 rounded px-1 py-0.5 text-sm">{inner}</ChartEntry>;
        })}
      </ul>
    </figure>
  );
}
