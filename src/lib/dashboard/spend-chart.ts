/**
 * The invoicing overview's spend as a chart and its table twin (pure): one currency's months as a
 * series (in whole units, the way money reads), and a row per month with each currency's amount.
 */
import { currencyDigits } from '../resources/field-value.ts';
import type { SpendData } from './dashboard-types.ts';

/** The currency charted first: the one spent in the most months (amounts in different currencies do not compare), then alphabetically. */
export function firstCurrency(data: Pick<SpendData, 'currencies' | 'months'>): string | undefined {
  const monthsWith = (currency: string) => data.months.filter((month) => (month.amounts[currency] ?? 0) !== 0).length;
  return [...data.currencies].sort((a, b) => monthsWith(b) - monthsWith(a) || a.localeCompare(b))[0];
}

/** A currency's spend per month in whole units (pounds, yen), 0 for a month without any. */
export function spendValues(data: Pick<SpendData, 'months'>, currency: string): number[] {
  const digits = currencyDigits(currency);
  return data.months.map((month) => (month.amounts[currency] ?? 0) / 10 ** digits);
}

/** `2026-11` as the reader's language writes a month: "Nov 2026", "2026年11月". */
export function monthText(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
