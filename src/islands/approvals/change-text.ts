/**
 * The words of an approval request in the reader's language: field names, values of a change
 * (change-rows.ts), money in its currency's minor units, and when something happens, both as a
 * date with its time zone and relative to now ("in 2 days").
 *
 * Written on Intl directly: the public approval page loads the portal core and its own island
 * only, and the shared formatting helpers travel in the signed-in chunk (astro.config.mjs).
 */
import type { ChangeValue } from './change-rows';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/**
 * A translation that exists, else undefined: i18next answers a missing key with the key without
 * its namespace, the English translator with the whole key (as src/lib/formatting/known-text.ts).
 */
export function knownWord(t: Translate, key: string): string | undefined {
  const text = t(key);
  return text === key || text === key.slice(key.indexOf(':') + 1) ? undefined : text;
}

/** `admin_contact` → "Admin contact", `street1` → "Street 1": a field the words do not name yet. */
export function humanName(key: string): string {
  const words = key.replace(/[_.-]+/g, ' ').replace(/([a-z])(\d)/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldName(key: string, t: Translate): string {
  return knownWord(t, `approvals:fields.${key}`) ?? humanName(key);
}

/** A row's name: its path, each part named (`Registrant › E-mail`). */
export function pathName(path: readonly string[], t: Translate): string {
  return path.map((key) => fieldName(key, t)).join(' › ');
}

/** An amount in minor units (cents; whole yen) written in its currency. */
export function moneyText(amount: number, currency: string, language: string): string {
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A moment as the reader writes it, in their time zone, which it names (`5 Jun 2026, 14:00 CEST`). */
export function absoluteTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(date);
}

export interface RelativeAmount {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

/**
 * How far `target` is from `now`, in the unit a person would say: minutes below an hour, hours
 * below two days (72 hours reads "in 3 days", 30 hours "in 30 hours"), else days. Negative is past.
 */
export function relativeAmount(target: number, now: number): RelativeAmount {
  const minutes = (target - now) / 60_000;
  const size = Math.abs(minutes);
  if (size < 60) return { value: Math.trunc(minutes) === 0 ? 0 : Math.round(minutes), unit: 'minute' };
  if (size < 48 * 60) return { value: Math.round(minutes / 60), unit: 'hour' };
  return { value: Math.round(minutes / (24 * 60)), unit: 'day' };
}

/** How far a moment is from now, in the reader's words ("in 3 days", "5 hours ago"). */
export function relativeTime(value: string, language: string, now = Date.now()): string {
  const target = Date.parse(value);
  if (Number.isNaN(target)) return '';
  const { value: amount, unit } = relativeAmount(target, now);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(amount, unit);
}

/** A state the API writes in English words (`locked`, `pending delete`), in the reader's words when they are known. */
export function stateWord(text: string, t: Translate): string | undefined {
  const key = text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return /^[a-z_]{2,30}$/.test(key) ? knownWord(t, `approvals:values.${key}`) : undefined;
}

/** A change's value as text; a list puts one item on each line. */
export function changeText(value: ChangeValue, t: Translate, language: string): string {
  switch (value.kind) {
    case 'none':
      return t('approvals:changes.none');
    case 'text':
      return stateWord(value.text, t) ?? value.text;
    case 'number':
      return new Intl.NumberFormat(language).format(value.value);
    case 'boolean':
      return t(value.value ? 'approvals:changes.yes' : 'approvals:changes.no');
    case 'money':
      return moneyText(value.amount, value.currency, language);
    case 'date':
      return value.value.length === 10
        ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value.value))
        : absoluteTime(value.value, language);
    case 'list':
      return value.items.map((item) => changeText(item, t, language)).join('\n');
    case 'record':
      return value.entries.map(({ key, value: entry }) => `${fieldName(key, t)}: ${changeText(entry, t, language)}`).join(', ');
  }
}
