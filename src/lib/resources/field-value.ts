/**
 * A record's field as the reader sees it: dotted paths reach nested values, and each column type
 * is written the way the reader's language writes it (dates, numbers, money in its currency's
 * minor units, enum labels, yes/no).
 */
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../formatting/format.ts';
import { enumValueLabel, type ColumnDeclaration } from './resource-declaration.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function valueAt(record: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), record);
}

const minorUnitDigits = new Map<string, number>();

/** How many decimals a currency's minor unit has (EUR 2, JPY 0). */
export function currencyDigits(currency: string): number {
  let digits = minorUnitDigits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorUnitDigits.set(currency, digits);
  }
  return digits;
}

export function formatFieldValue(column: ColumnDeclaration, record: unknown, locale: string, t: Translate): string {
  const value = valueAt(record, column.field);
  if (value === null || value === undefined || value === '') return t('resources:empty');
  switch (column.type) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value, locale) : String(value);
    case 'date':
      return formatDate(String(value), locale);
    case 'datetime':
      return formatDateTime(String(value), locale);
    case 'boolean':
      return t(value === true || value === 1 ? 'resources:boolean.yes' : 'resources:boolean.no');
    case 'enum': {
      const label = t(enumValueLabel(String(value)));
      return label === enumValueLabel(String(value)) ? String(value) : label;
    }
    case 'money': {
      const currency = String(valueAt(record, column.currencyField ?? 'currency') ?? 'EUR');
      return typeof value === 'number' ? formatMoney(value / 10 ** currencyDigits(currency), currency, locale) : String(value);
    }
    case 'json':
      return Array.isArray(value) ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ') : JSON.stringify(value);
    default:
      return String(value);
  }
}
