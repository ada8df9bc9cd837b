/**
 * The charts' arithmetic, apart from drawing so it can be checked: bar lengths, donut slices,
 * shares, and the words-free summary of a series chart. Pure.
 */
import type { StatusTone } from '~/lib/resources/status-tones';

/** One bar, slice or legend entry: its key, what it reads as, its number, and where it leads. */
export interface ChartDatum {
  key: string;
  label: string;
  value: number;
  /** The bar or legend entry is a link (the filtered list of what it counts). */
  href?: string;
  /** A state's colour (its badge's tone) instead of the palette's next one. */
  tone?: StatusTone;
}

/** A bar's length in percent of the longest; a bar above zero never vanishes. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.max(0.5, Math.min(100, (value / max) * 100));
}

/** Each value's share of the total (0–1); all zeros when the total is zero. */
export function shares(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return values.map((value) => (total > 0 ? Math.max(0, value) / total : 0));
}

export interface DonutSlice {
  /** Length along a circle whose circumference is 100. */
  length: number;
  /** Where the slice starts, from twelve o'clock clockwise (same unit). */
  start: number;
}

/** The donut's slices of a circle of circumference 100, a small gap between neighbours. */
export function donutSlices(values: readonly number[], gap = 0.6): DonutSlice[] {
  const parts = shares(values).map((share) => share * 100);
  const drawn = parts.filter((part) => part > 0).length;
  let start = 0;
  return parts.map((part) => {
    const slice = { length: drawn > 1 ? Math.max(0, part - gap) : part, start };
    start += part;
    return slice;
  });
}

/** SVG `stroke-dashoffset` that makes a dash start at `start` (twelve o'clock is 25 on a circle starting at three). */
export function dashOffset(start: number): number {
  return Number((25 - start).toFixed(4));
}

/**
 * What a series chart shows, without words (the chart has a title; the numbers are in its
 * table twin): `Title: Jan – Dec. USD 0 – 1,200. EUR 10 – 40.`
 */
export function seriesSummary(
  title: string,
  periods: readonly string[],
  series: readonly { label: string; values: readonly number[] }[],
  format: (value: number) => string,
): string {
  const span = periods.length === 0 ? '' : periods.length === 1 ? periods[0]! : `${periods[0]} – ${periods[periods.length - 1]}`;
  const ranges = series.map(({ label, values }) => {
    const finite = values.filter((value) => Number.isFinite(value));
    if (finite.length === 0) return `${label}`;
    return `${label} ${format(Math.min(...finite))} – ${format(Math.max(...finite))}`;
  });
  return [span ? `${title}: ${span}` : title, ...ranges].join('. ') + '.';
}

/** Where grouped bars of `count` series start within a period of width 1 (centred on the period), and each bar's width. */
export function groupedBarLayout(count: number, groupWidth = 0.8): { offsets: number[]; width: number } {
  const width = count > 0 ? groupWidth / count : groupWidth;
  return { offsets: Array.from({ length: count }, (_, index) => -groupWidth / 2 + index * width), width };
}

/** Every `step`-th period gets a label on a chart this many pixels wide, about `space` pixels apart. */
export function labelStep(periods: number, width: number, space = 64): number {
  if (periods <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil(periods / Math.max(1, Math.floor(width / space))));
}
