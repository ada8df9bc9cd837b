/**
 * The period the pulse asks for: `from` and `to` (days written YYYY-MM-DD, both included, `to`
 * not before `from`, at most 366 days, checked by arithmetic before any day is built), or,
 * without either, the last 7 days ending today at the server clock. Giving only one of the two
 * is refused.
 */
import { daysOf, shiftDay, type StatisticsPeriod } from '../dns-statistics/statistics-period.ts';
import { checkPeriodLength, invalidDayParameter, readDayParameter } from '../http/day-parameters.ts';
import { defaultPulseDays, maxPulseDays } from './dashboard-types.ts';

export function readPulsePeriod(query: Readonly<Record<string, unknown>>, now: number): StatisticsPeriod {
  const from = readDayParameter(query, 'from');
  const to = readDayParameter(query, 'to');
  if (from === undefined && to === undefined) {
    const today = new Date(now).toISOString().slice(0, 10);
    return { from: shiftDay(today, -(defaultPulseDays - 1)), to: today };
  }
  if (from === undefined || to === undefined) throw invalidDayParameter(from === undefined ? 'from' : 'to', 'Give both from and to, or neither.');
  checkPeriodLength(from, to, maxPulseDays);
  return { from, to };
}

export { daysOf };
