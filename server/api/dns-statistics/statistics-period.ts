/**
 * The period a statistics request asks for: `from` and `to` (days, both included), or the last
 * `days` days ending on the latest day counted, else the last 30 days so. At most 366 days,
 * checked by arithmetic before any day is built (http/day-parameters.ts).
 */
import { statisticsDays } from '../../../src/lib/contracts/domain-shapes.ts';
import { checkPeriodLength, daysFromTo, invalidDayParameter, readDayParameter } from '../http/day-parameters.ts';

// The route's contract documents them (domain-shapes.ts): one home for both.
const defaultStatisticsDays: number = statisticsDays.default;
const maxStatisticsDays = statisticsDays.max;

export interface StatisticsPeriod {
  from: string;
  to: string;
}

const dayMs = 86_400_000;

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Every day of a period already checked (at most a year of days). */
export function daysOf(period: StatisticsPeriod): string[] {
  return Array.from({ length: daysFromTo(period.from, period.to) }, (_, index) => shiftDay(period.from, index));
}

/** `latestDay` is the last day counted (or today when nothing is). */
export function readStatisticsPeriod(query: Record<string, unknown>, latestDay: string): StatisticsPeriod {
  const from = readDayParameter(query, 'from');
  const to = readDayParameter(query, 'to');
  const rawDays = query.days;
  if (rawDays !== undefined && (from !== undefined || to !== undefined)) throw invalidDayParameter('days', 'Give either days or from and to, not both.');
  if (from !== undefined || to !== undefined) {
    if (from === undefined || to === undefined) throw invalidDayParameter(from === undefined ? 'from' : 'to', 'Give both from and to.');
    checkPeriodLength(from, to, maxStatisticsDays);
    return { from, to };
  }
  let days = defaultStatisticsDays;
  if (rawDays !== undefined) {
    if (typeof rawDays !== 'string' || !/^[0-9]{1,3}$/.test(rawDays) || Number(rawDays) < 1 || Number(rawDays) > maxStatisticsDays) {
      throw invalidDayParameter('days', `days must be a whole number from 1 to ${maxStatisticsDays}.`);
    }
    days = Number(rawDays);
  }
  return { from: shiftDay(latestDay, -(days - 1)), to: latestDay };
}
