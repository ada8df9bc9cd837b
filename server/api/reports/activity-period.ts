/**
 * The period of the portfolio activity report: `from` and `to` (days, both counted; default the
 * last 30 days, today included, at the server clock), at most 400 days, `to` not before `from`;
 * `interval` day | week | month (default day up to 62 days, else week). Periods are calendar
 * ones keyed by their first day: a week starts on Monday, a month on its 1st, so the first and
 * last may start before `from` or end after `to` (only events inside from…to count).
 */
import { activityIntervals, maxActivityDays, type ActivityInterval } from '../../../src/lib/schemas/report.ts';
import type { QueryInput } from '../resources/list-parameters.ts';
import { checkPeriodLength, readDayParameter } from '../http/day-parameters.ts';
import { dayOf, shiftDay, shiftMonth, weekStart } from './report-dates.ts';
import { choiceParameter } from './report-parameters.ts';

export const defaultActivityDays = 30;
export const dailyUpToDays = 62;

export interface ActivityPeriod {
  from: string;
  to: string;
  interval: ActivityInterval;
  /** The first day of every period, in order. */
  starts: string[];
}

/** The first day of the period holding `day`. */
export function periodStart(day: string, interval: ActivityInterval): string {
  if (interval === 'week') return weekStart(day);
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

/** The first day of the next period. */
export function nextPeriod(start: string, interval: ActivityInterval): string {
  if (interval === 'week') return shiftDay(start, 7);
  if (interval === 'month') return `${shiftMonth(start.slice(0, 7), 1)}-01`;
  return shiftDay(start, 1);
}

/** SQL of the period start of an ISO time column. */
export function periodStartSql(column: string, interval: ActivityInterval): string {
  if (interval === 'week') return `date(substr(${column}, 1, 10), '-6 days', 'weekday 1')`;
  if (interval === 'month') return `substr(${column}, 1, 7) || '-01'`;
  return `substr(${column}, 1, 10)`;
}

export function readActivityPeriod(query: QueryInput, now: number): ActivityPeriod {
  const today = dayOf(now);
  const givenFrom = readDayParameter(query, 'from');
  const givenTo = readDayParameter(query, 'to');
  const to = givenTo ?? (givenFrom === undefined ? today : givenFrom > today ? givenFrom : today);
  const from = givenFrom ?? shiftDay(to, -(defaultActivityDays - 1));
  const days = checkPeriodLength(from, to, maxActivityDays);
  const interval = choiceParameter(query, 'interval', activityIntervals, days <= dailyUpToDays ? 'day' : 'week');
  const starts: string[] = [];
  for (let start = periodStart(from, interval); start <= to; start = nextPeriod(start, interval)) starts.push(start);
  return { from, to, interval, starts };
}
