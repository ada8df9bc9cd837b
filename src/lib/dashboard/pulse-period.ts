/**
 * The pulse's period in the address (pure), so a reload or a shared link shows the same one:
 * `?period=week` (this week, Monday to today), `7` (the last 7 days, the default), `30` (the last
 * 30 days), or `custom` with `from` and `to` (YYYY-MM-DD). Days are UTC calendar days, as the API
 * counts them. A custom period that is not two days in order reads as the default.
 */
export const periodChoices = ['week', '7', '30', 'custom'] as const;
export type PeriodChoice = (typeof periodChoices)[number];

export interface PulsePeriod {
  choice: PeriodChoice;
  from: string;
  to: string;
}

export const defaultPeriodChoice: Exclude<PeriodChoice, 'custom'> = '7';
/** The API's limit. */
export const maxPeriodDays = 366;

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs);
}

export function isDay(text: string | null | undefined): text is string {
  if (typeof text !== 'string' || !dayPattern.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs) + 1;
}

/** A preset's days ending today. */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, now: number): PulsePeriod {
  const today = utcDay(now);
  if (choice === 'week') {
    const weekday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7;
    return { choice, from: shiftDay(today, -weekday), to: today };
  }
  return { choice, from: shiftDay(today, -(Number(choice) - 1)), to: today };
}

/** Why two custom days cannot be a period, or undefined when they can. */
export function customPeriodProblem(from: string, to: string): 'invalidFrom' | 'invalidTo' | 'fromAfterTo' | 'tooLong' | undefined {
  if (!isDay(from)) return 'invalidFrom';
  if (!isDay(to)) return 'invalidTo';
  if (from > to) return 'fromAfterTo';
  if (periodDays(from, to) > maxPeriodDays) return 'tooLong';
  return undefined;
}

export function readPulsePeriod(search: URLSearchParams, now: number): PulsePeriod {
  const choice = search.get('period');
  if (choice === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    if (customPeriodProblem(from, to) === undefined) return { choice, from, to };
  }
  if (choice === 'week' || choice === '7' || choice === '30') return presetPeriod(choice, now);
  return presetPeriod(defaultPeriodChoice, now);
}

/** The address's query for a period, keeping every other parameter (`context`). */
export function writePulsePeriod(period: PulsePeriod, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['period', 'from', 'to']) next.delete(name);
  if (period.choice !== defaultPeriodChoice) next.set('period', period.choice);
  if (period.choice === 'custom') {
    next.set('from', period.from);
    next.set('to', period.to);
  }
  return next;
}
