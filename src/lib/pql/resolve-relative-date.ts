/**
 * A relative date (see read-relative-date.ts) at a given instant, in UTC: `today…` gives an ISO
 * date (`2026-11-01`), `now…` an ISO date-time in the form the API stores (`2026-11-01T09:00:00.000Z`).
 * Months and years are calendar steps that keep the day of the month, or take the month's last
 * day when it has fewer (2026-01-31 + 1mo = 2026-02-28). Undefined outside the years 0000–9999.
 */
import { daysInMonth } from './iso-date.ts';
import type { RelativeDate, RelativeUnit } from './read-relative-date.ts';

const minute = 60_000;
const fixedSteps: Partial<Record<RelativeUnit, number>> = { m: minute, h: 60 * minute, d: 24 * 60 * minute, w: 7 * 24 * 60 * minute };

export function resolveRelativeDate(date: RelativeDate, now: number): string | undefined {
  const start = new Date(now);
  if (date.anchor === 'today') start.setUTCHours(0, 0, 0, 0);
  const step = fixedSteps[date.unit];
  const moved = step === undefined ? addMonths(start, date.unit === 'y' ? date.amount * 12 : date.amount) : new Date(start.getTime() + date.amount * step);
  if (Number.isNaN(moved.getTime())) return undefined;
  const iso = moved.toISOString();
  // Beyond four-digit years toISOString writes a signed six-digit year, which does not compare as text.
  if (iso.startsWith('+') || iso.startsWith('-')) return undefined;
  return date.anchor === 'today' ? iso.slice(0, 10) : iso;
}

function addMonths(start: Date, months: number): Date {
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const moved = new Date(start.getTime());
  // Year, month and day in one call, so no intermediate day rolls over into the next month.
  moved.setUTCFullYear(year, month, Math.min(start.getUTCDate(), daysInMonth(year, month + 1)));
  return moved;
}
