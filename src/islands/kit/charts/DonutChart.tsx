/**
 * A donut in SVG with its legend (DESIGN.md section 11, "Charts"): a slice per datum in the
 * palette's colours, the total in the middle, and a legend entry per datum with its colour,
 * label, value and share; an entry with `href` is a link. The title names the figure for
 * assistive technology; show a heading of your own, and the same numbers in a ChartTable.
 */
import { useId } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import { usePortalTranslation } from '../use-portal-translation';
import { datumColour } from './chart-colours';
import { ChartEntry } from './ChartEntry';
import { dashOffset, donutSlices, shares, type ChartDatum } from './chart-geometry';

export type { ChartDatum } from './chart-geometry';

export interface DonutChartProps {
  title: string;
  rows: readonly ChartDatum[];
  /** How a value reads (default: the reader's number format). */
  format?: (value: number) => string;
}

const radius = 100 / (2 * Math.PI);
const percentFormats = new Map<string, Intl.NumberFormat>();

function percentText(share: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })));
  return format.format(share);
}

export function DonutChart({ title, rows, format }: DonutChartProps) {
  const id = useId();
  const { language } = usePortalTranslation();
  const text = format ?? ((value: number) => formatNumber(value, language));
  const values = rows.map((row) => row.value);
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const slices = donutSlices(values);
  const parts = shares(values);
  return (
    <figure className="m-0 flex min-w-0 flex-wrap items-center gap-x-6 gap-y-3" aria-labelledby={`${id}-title`} data-chart="donut">
      <figcaption id={`${id}-title`} className="sr-only">{title}</figcaption>
      <svg viewBox="0 0 42 42" className="block h-36 w-36 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="21" cy="21" r={radius} fill="none" strokeWidth="6" className="stroke-background" />
        {slices.map((slice, index) => slice.length > 0 && (
          <circle key={rows[index]!.key} cx="21" cy="21" r={radius} fill="none" strokeWidth="6" className={datumColour(rows[index]!, index).stroke}
            strokeDasharray={`${slice.length} ${100 - slice.length}`} strokeDashoffset={dashOffset(slice.start)} />
        ))}
        <text x="21" y="21" textAnchor="middle" dominantBaseline="central" fontSize="6" className="fill-on-surface font-semibold">{text(total)}</text>
      </svg>
      <ul className="m-0 flex min-w-48 flex-1 list-none flex-col gap-0.5 p-0">
        {rows.map((row, index) => {
          const inner = (
            <>
              <span className={`inline-block h-3 w-3 shrink-0 rounded-sm ${datumColour(rows[index]!, index).swatch}`} aria-hidden="true" />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]" data-chart-label>{row.label}</span>
              {' '}
              <span className="tabular-nums whitespace-nowrap" data-chart-value-text>{text(row.value)}</span>
              {' '}
              <span className="w-14 text-right text-muted tabular-nums whitespace-nowrap" data-chart-share>{percentText(parts[index] ?? 0, language)}</span>
            </>
          );
          return <ChartEntry key={row.key} datum={row} layout="flex items-center gap-2 rounded px-1 py-0.5 text-sm">{inner}</ChartEntry>;
        })}
      </ul>
    </figure>
  );
}
