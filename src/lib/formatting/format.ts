/** Dates, numbers and money written the way the reader's language writes them (Intl, cached per locale and style). */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDate(value: string | number | Date | null | undefined, locale: string, timeZone = 'UTC'): string {
  const date = value == null ? undefined : toDate(value);
  if (!date) return '';
  return cached(`date:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone })).format(date);
}

/** A calendar day (`YYYY-MM-DD`, a UTC day) as a short date without the year: "Sep 7", "7 sept", "9月7日"; the text itself when it is no date. */
export function formatShortDay(day: string, locale: string): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date ? cached(`short-day:${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(date) : day;
}

export function formatDateTime(value: string | number | Date | null | undefined, locale: string, timeZone?: string): string {
  const date = value == null ? undefined : toDate(value);
  if (!date) return '';
  return cached(`datetime:${locale}:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })).format(date);
}

export function formatNumber(value: number | null | undefined, locale: string): string {
  if (value == null || Number.isNaN(value)) return '';
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** Money in its currency's own minor units: JPY shows no decimals, EUR two. */
export function formatMoney(amount: number | string | null | undefined, currency: string, locale: string): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : amount;
  if (value == null || Number.isNaN(value)) return '';
  return cached(`money:${locale}:${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency })).format(value);
}
