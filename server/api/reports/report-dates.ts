/** Days ('YYYY-MM-DD') and months ('YYYY-MM') in UTC, as reports bucket and label them. */
const dayMs = 86_400_000;

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs) + 1;
}

/** 'YYYY-MM' `months` after (or before) `month`. */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months from `first`: ['2026-11', '2026-12', …]. */
export function monthsFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(first, index));
}

/** The Monday on or before `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}
