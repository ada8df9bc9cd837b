/**
 * The period the pulse asks for: `from` and `to` (days written YYYY-MM-DD, both included, `to`
 * not before `from`, at most 366 days), or, without either, the last 7 days ending today at the
 * server clock. Giving only one of the two is refused.
 */
import { daysOf, shiftDay, type StatisticsPeriod } from '../dns-statistics/statistics-period.ts';
import { ApiError } from '../http/api-error.ts';

export const defaultPulseDays = 7;
export const maxPulseDays = 366;

const dayPattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function invalid(parameter: string, message: string): ApiError {
  return new ApiError(400, 'invalid_parameter', message, { details: { parameter } });
}

function dayParameter(query: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const date = typeof value === 'string' && dayPattern.test(value) ? new Date(`${value}T00:00:00.000Z`) : undefined;
  if (typeof value !== 'string' || !date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    throw invalid(name, `${name} must be a day written YYYY-MM-DD.`);
  }
  return value;
}

export function readPulsePeriod(query: Readonly<Record<string, unknown>>, now: number): StatisticsPeriod {
  const from = dayParameter(query, 'from');
  const to = dayParameter(query, 'to');
  if (from === undefined && to === undefined) {
    const today = new Date(now).toISOString().slice(0, 10);
    return { from: shiftDay(today, -(defaultPulseDays - 1)), to: today };
  }
  if (from === undefined || to === undefined) throw invalid(from === undefined ? 'from' : 'to', 'Give both from and to, or neither.');
  if (from > to) throw invalid('to', 'to must not be before from.');
  if (daysOf({ from, to }).length > maxPulseDays) throw invalid('from', `A period is at most ${maxPulseDays} days.`);
  return { from, to };
}

export { daysOf };
