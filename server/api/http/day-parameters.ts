/**
 * Days given in a query (`from=2026-11-01`) read and checked by arithmetic alone: the calendar
 * decides whether a day exists (2026-02-30 and 2026-13-01 do not), and a period's length is
 * counted from the two days, never by building its days — so a period of 3.6 million days is
 * refused as quickly as one of 367 (DESIGN.md section 9; spec section 9, business limits).
 * Every refusal is a 400 `invalid_parameter` naming the parameter.
 */
import { ApiError } from './api-error.ts';

type Query = Readonly<Record<string, unknown>>;

const dayPattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const dayMs = 86_400_000;

export function invalidDayParameter(parameter: string, message: string, details: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, 'invalid_parameter', message, { details: { parameter, ...details } });
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `text` is a day of the calendar written YYYY-MM-DD (years 0001–9999). */
export function isCalendarDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The day a parameter gives, or undefined when it is absent or empty. */
export function readDayParameter(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidDayParameter(name, `Give ${name} once.`);
  if (!dayPattern.test(value)) throw invalidDayParameter(name, `${name} must be a day written YYYY-MM-DD.`);
  if (!isCalendarDay(value)) throw invalidDayParameter(name, `${name} is not a day of the calendar: ${value}.`);
  return value;
}

/** Days from `from` to `to`, both counted (two calendar days; 0 or less when `to` is before `from`). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs) + 1;
}

/** Refuses `to` before `from` (naming `to`) and a period longer than `maxDays` (naming `from`). */
export function checkPeriodLength(from: string, to: string, maxDays: number): number {
  if (to < from) throw invalidDayParameter('to', 'to must not be before from.');
  const days = daysFromTo(from, to);
  if (days > maxDays) throw invalidDayParameter('from', `A period is at most ${maxDays} days; this one has ${days}.`, { max_days: maxDays });
  return days;
}
