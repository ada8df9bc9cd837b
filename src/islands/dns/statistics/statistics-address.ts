/**
 * What the statistics page shows, kept in the address so reload, Back and links keep it:
 * `?days=7|30|90` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (the period), `?by=type|code` (the
 * breakdown). Anything else in the address (the account `context`) stays as it is.
 */
export type Breakdown = 'type' | 'code';
export const presetDays = [7, 30, 90] as const;
export type PresetDays = (typeof presetDays)[number];
export type StatisticsPeriod = { days: PresetDays } | { from: string; to: string };

export interface StatisticsView {
  period: StatisticsPeriod;
  breakdown: Breakdown;
}

export const defaultStatisticsView: StatisticsView = { period: { days: 30 }, breakdown: 'type' };
/** The API's longest period. */
export const maxPeriodDays = 366;

const dayPattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function isDay(value: string | null): value is string {
  return value !== null && dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Whether from–to is a period the API answers: both days, in order, at most 366 days. */
export function isValidRange(from: string, to: string): boolean {
  if (!isDay(from) || !isDay(to) || from > to) return false;
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1 <= maxPeriodDays;
}

export function readStatisticsView(search: URLSearchParams): StatisticsView {
  const breakdown: Breakdown = search.get('by') === 'code' ? 'code' : 'type';
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null && isValidRange(from, to)) return { period: { from, to }, breakdown };
  const days = Number(search.get('days'));
  const preset = presetDays.find((value) => value === days);
  return { period: preset ? { days: preset } : defaultStatisticsView.period, breakdown };
}

export function writeStatisticsView(view: StatisticsView, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['days', 'from', 'to', 'by']) next.delete(name);
  if ('days' in view.period) next.set('days', String(view.period.days));
  else {
    next.set('from', view.period.from);
    next.set('to', view.period.to);
  }
  if (view.breakdown !== 'type') next.set('by', view.breakdown);
  return next;
}

/** The API's query for a period. */
export function periodQuery(period: StatisticsPeriod): Record<string, string> {
  return 'days' in period ? { days: String(period.days) } : { from: period.from, to: period.to };
}
