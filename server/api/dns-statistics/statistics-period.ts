/**
 * The period a statistics request asks for: `from` and `to` (days, both included), or the last
 * `days` days ending on the latest day counted, else the last 30 days so. At most 366 days.
 */
import { ApiError } from '../http/api-error.ts';

export const defaultStatisticsDays = 30;
export const maxStatisticsDays = 366;

export interface StatisticsPeriod {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const dayPattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

export function daysOf(period: StatisticsPeriod): string[] {
  const count = Math.round((Date.parse(period.to) - Date.parse(period.from)) / dayMs) + 1;
  return Array.from({ length: count }, (_, index) => shiftDay(period.from, index));
}

function invalid(parameter: string, message: string): ApiError {
  return new ApiError(400, 'invalid_parameter', message, { details: { parameter } });
}

function dayParameter(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const valid = typeof value === 'string' && dayPattern.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);
  if (!valid) throw invalid(name, `${name} must be a day written YYYY-MM-DD.`);
  return value;
}

/** `latestDay` is the last day counted (or today when nothing is). */
export function readStatisticsPeriod(query: Record<string, unknown>, latestDay: string): StatisticsPeriod {
  const from = dayParameter(query, 'from');
  const to = dayParameter(query, 'to');
  const rawDays = query.days;
  if (rawDays !== undefined && (from !== undefined || to !== undefined)) throw invalid('days', 'Give either days or from and to, not both.');
  if (from !== undefined || to !== undefined) {
    if (from === undefined || to === undefined) throw invalid(from === undefined ? 'from' : 'to', 'Give both from and to.');
    if (from > to) throw invalid('from', 'from must not be after to.');
    if (daysOf({ from, to }).length > maxStatisticsDays) throw invalid('from', `A period is at most ${maxStatisticsDays} days.`);
    return { from, to };
  }
  let days = defaultStatisticsDays;
  if (rawDays !== undefined) {
    if (typeof rawDays !== 'string' || !/^[0-9]{1,3}$/.test(rawDays) || Number(rawDays) < 1 || Number(rawDays) > maxStatisticsDays) {
      throw invalid('days', `days must be a whole number from 1 to ${maxStatisticsDays}.`);
    }
    days = Number(rawDays);
  }
  return { from: shiftDay(latestDay, -(days - 1)), to: latestDay };
}
