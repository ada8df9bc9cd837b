/**
 * The watch screens' arithmetic (pure): the overview's totals, counts in their declared order
 * with the missing ones as zero, the trend's weeks as short dates, and a chart's rows. Figures
 * are the API's; nothing here counts records again.
 */
import type { CountBy, WatchSummary, WatchTrendPoint } from '../schemas/watch-insights.ts';
import { formatShortDay } from '../formatting/format.ts';

export interface WatchTotals {
  watches: number;
  matches: number;
  new_this_week: number;
  open_cases: number;
  high_risk: number;
}

export const watchTotalIds = ['watches', 'matches', 'new_this_week', 'open_cases', 'high_risk'] as const satisfies readonly (keyof WatchTotals)[];

/** The figures at the top of the watch overview: every watch's counts added up. */
export function watchTotals(watches: readonly Pick<WatchSummary, 'matches' | 'new_this_week' | 'open_cases' | 'high_risk'>[]): WatchTotals {
  const totals: WatchTotals = { watches: watches.length, matches: 0, new_this_week: 0, open_cases: 0, high_risk: 0 };
  for (const watch of watches) {
    totals.matches += watch.matches;
    totals.new_this_week += watch.new_this_week;
    totals.open_cases += watch.open_cases;
    totals.high_risk += watch.high_risk;
  }
  return totals;
}

/**
 * Counts in the declared order of their keys (risk bands high → low, case states open → closed),
 * a key the answer left out as zero, and a key the declaration does not know last.
 */
export function countsInOrder<K extends string>(counts: readonly CountBy<K>[], order: readonly K[]): CountBy<K>[] {
  const byKey = new Map(counts.map((entry) => [entry.key, entry.count]));
  const known = order.map((key) => ({ key, count: byKey.get(key) ?? 0 }));
  const unknown = counts.filter((entry) => !order.includes(entry.key));
  return [...known, ...unknown];
}

/** Counts with something in them, most first; ties keep the declared order (techniques). */
export function countsByMost<K extends string>(counts: readonly CountBy<K>[], order: readonly K[]): CountBy<K>[] {
  const rank = (key: K) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return counts.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count || rank(a.key) - rank(b.key));
}

export function countTotal(counts: readonly { count: number }[]): number {
  return counts.reduce((sum, entry) => sum + entry.count, 0);
}

/** A trend week (its ISO Monday, `YYYY-MM-DD`) as a short date in the reader's language: "7 Sep". */
export function weekLabel(week: string, language: string): string {
  return formatShortDay(week, language);
}

/** The tallest week of a trend (0 for none): the scale of its sparkline. */
export function trendPeak(trend: readonly WatchTrendPoint[]): number {
  return trend.reduce((highest, point) => Math.max(highest, point.matches), 0);
}

/** A sparkline's bars in a 0–100 box: each week's x, width and height (a week above zero never vanishes). */
export function sparkBars(trend: readonly WatchTrendPoint[], height = 100): { week: string; x: number; width: number; height: number }[] {
  const peak = trendPeak(trend);
  const slot = trend.length > 0 ? 100 / trend.length : 0;
  return trend.map((point, index) => ({
    week: point.week,
    x: index * slot + slot * 0.15,
    width: slot * 0.7,
    height: peak > 0 && point.matches > 0 ? Math.max(2, (point.matches / peak) * height) : 0,
  }));
}
