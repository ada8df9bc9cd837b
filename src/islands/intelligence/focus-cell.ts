/**
 * How a focus table's raw value reads (DESIGN.md section 11, "Values read as what they are"):
 * counts and money the reader's way, shares as percentages, known keys (expired, later, locked …)
 * by their words and months as months, days as dates, the lock flag and the reasons by their words.
 */
import { formatDate, formatNumber } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import type { FocusCell, FocusColumn } from '~/lib/intelligence/focus-tables';
import { monthText, moneyText, percentText } from '~/lib/reports/report-values';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function keyText(key: string, t: Translate, language: string): string {
  return knownText(t, `intelligence:keys.${key}`) ?? monthText(key, language);
}

export function cellText(column: FocusColumn, value: FocusCell | undefined, t: Translate, language: string): string {
  if (value === null || value === undefined || value === '') return column.none ? t(`intelligence:${column.none}`) : '—';
  switch (column.kind) {
    case 'count':
      return formatNumber(Number(value), language);
    case 'money':
      return moneyText(Number(value), column.currency ?? 'EUR', language);
    case 'percent':
      return percentText(Number(value), language);
    case 'key':
      return keyText(String(value), t, language);
    case 'date':
      return formatDate(String(value), language);
    case 'flag':
      return t(`intelligence:keys.${value ? 'locked' : 'unlocked'}`);
    case 'reasons':
      return String(value).split(' ').map((reason) => knownText(t, `intelligence:reasons.${reason}`) ?? reason).join(', ');
    default:
      return String(value);
  }
}

export function columnLabel(column: FocusColumn, t: Translate): string {
  return column.label ?? t(`intelligence:columns.${column.key}`);
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** A large count in short (29.5M, 2950万) for a chart's axis, a donut's middle and a key figure; its table has the exact number. */
export function compactNumber(value: number, language: string): string {
  let format = compactFormats.get(language);
  if (!format) compactFormats.set(language, (format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })));
  return format.format(value);
}
