/**
 * How a report's keys and figures read (DESIGN.md section 11, "Values read as what they are"):
 * statuses and other enum values by the shared dictionary's words, booleans as Yes/No, months
 * and days as the reader writes them, years and codes as written (never digit-grouped), bucket
 * ranges of counts as numbers and of TTLs as durations, money from its minor units. Pure.
 */
import { formatDate, formatMoney, formatNumber } from '../formatting/format.ts';
import { knownText } from '../formatting/known-text.ts';
import { formatDuration } from '../resources/duration-text.ts';
import { currencyDigits } from '../resources/field-value.ts';
import { enumValueLabel } from '../resources/resource-declaration.ts';
import type { KeyFigure } from '../schemas/report.ts';
import type { KeyReading } from './report-declarations.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const monthFormats = new Map<string, Intl.DateTimeFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();

/** 'YYYY-MM' as the reader writes a month ("Mar 2027", "2027年3月"). */
export function monthText(month: string, language: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  let format = monthFormats.get(language);
  if (!format) monthFormats.set(language, (format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' })));
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** A percentage given as 0–100 (`42.5` → "42.5%"). */
export function percentText(value: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })));
  return format.format(value / 100);
}

/** An amount in its currency's minor unit (cents; whole yen) in the currency's major unit: 1110 GBP → 11.1. */
export function majorUnits(amount: number, currency: string): number {
  return amount / 10 ** currencyDigits(currency);
}

/** An amount in its currency's minor unit as a plain decimal in the major unit, for files: 1110 GBP → '11.10', 1500 JPY → '1500'. */
export function decimalAmount(amount: number, currency: string): string {
  return majorUnits(amount, currency).toFixed(currencyDigits(currency));
}

/** An amount in its currency's minor unit, written the reader's way: 1110 GBP → "£11.10". */
export function moneyText(amount: number, currency: string, language: string): string {
  return formatMoney(majorUnits(amount, currency), currency, language);
}

/** A key figure's value as it reads: a count, a percentage (0–100), or money (minor units). */
export function figureValueText(figure: Pick<KeyFigure, 'value' | 'unit' | 'currency'>, language: string): string {
  switch (figure.unit) {
    case 'percent':
      return percentText(figure.value, language);
    case 'money':
      return figure.currency ? moneyText(figure.value, figure.currency, language) : formatNumber(figure.value, language);
    default:
      return formatNumber(figure.value, language);
  }
}

/**
 * A bucket of counts or seconds: '0' and '300' single values, '10-49' a range, '200+' an open
 * end; the TTL buckets read as durations ('0-300' → "up to 5 min", '86401+' → "over 1 d").
 * Keys written with the signs ('≤300', '>86400') read the same.
 */
function rangeText(key: string, unit: 'count' | 'seconds', t: Translate, language: string): string {
  const amount = (value: number) => (unit === 'seconds' ? formatDuration(value, t) : formatNumber(value, language));
  let match = /^(\d+)\s*[-–]\s*(\d+)$/.exec(key);
  if (match) {
    const [from, to] = [Number(match[1]), Number(match[2])];
    if (from === 0 && unit === 'seconds') return t('reports:ranges.upTo', { to: amount(to) });
    // '301-3600' is what follows '0-300': "5 min–1 h" reads better than "5 min 1 s–1 h".
    const start = unit === 'seconds' && from > 1 && (from - 1) % 60 === 0 ? from - 1 : from;
    return t('reports:ranges.between', { from: amount(start), to: amount(to) });
  }
  match = /^(\d+)\+$/.exec(key);
  if (match) {
    const from = Number(match[1]);
    // '86401+' follows '3601-86400': more than the round 86 400 before it.
    return unit === 'seconds' && from > 0 ? t('reports:ranges.over', { from: amount(from - 1) }) : t('reports:ranges.atLeast', { from: amount(from) });
  }
  match = /^(≤|<=)\s*(\d+)$/.exec(key);
  if (match) return t('reports:ranges.upTo', { to: amount(Number(match[2])) });
  match = /^(>)\s*(\d+)$/.exec(key);
  if (match) return t('reports:ranges.over', { from: amount(Number(match[2])) });
  if (/^\d+$/.test(key)) return amount(Number(key));
  return key;
}

/** How a report row's key reads. '' is "none" (the system, for a user). */
export function keyText(reading: KeyReading, key: string, t: Translate, language: string): string {
  if (key === '') return t(reading === 'user' ? 'reports:keys.system' : 'reports:keys.none');
  switch (reading) {
    case 'value':
    case 'status':
      return knownText(t, enumValueLabel(key)) ?? key;
    case 'boolean':
      if (key === 'true' || key === '1') return t('resources:boolean.yes');
      if (key === 'false' || key === '0') return t('resources:boolean.no');
      return key;
    case 'month':
      return key === 'expired' ? t('reports:keys.expired') : monthText(key, language);
    case 'day':
      return /^\d{4}-\d{2}-\d{2}$/.test(key) ? formatDate(key, language) : key;
    case 'count-range':
      return rangeText(key, 'count', t, language);
    case 'ttl-range':
      return rangeText(key, 'seconds', t, language);
    case 'word':
      return knownText(t, `reports:keys.${key}`) ?? key;
    case 'area':
      return knownText(t, `reports:areas.${key}`) ?? key;
    default:
      // Years, TLDs, record types, issuers, currencies, usernames: as written.
      return key;
  }
}
