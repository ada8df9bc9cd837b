/**
 * A record's field as the reader sees it: dotted paths reach nested values, and each column type
 * is written the way the reader's language writes it (dates, numbers, money in its currency's
 * minor units, enum labels, yes/no), then as its reading says: codes ungrouped and named,
 * durations in units (DESIGN.md section 11).
 */
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../formatting/format.ts';
import { knownText } from '../formatting/known-text.ts';
import { formatDuration } from './duration-text.ts';
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

/** An enum value's label in the shared dictionary, else the value itself. */
export function enumValueText(value: string, t: Translate): string {
  return knownText(t, enumValueLabel(value)) ?? value;
}

/** A numeric code with its name when it has one (`13 ECDSAP256SHA256`). */
function codeText(value: unknown, names: Readonly<Record<string, string>>): string {
  const name = names[String(value)];
  return name ? `${String(value)} ${name}` : String(value);
}

/** One value of a column, written for the reader (also what a filter chip shows of it). */
export function formatColumnValue(column: ColumnDeclaration, value: unknown, record: unknown, locale: string, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('resources:empty');
  if (column.codeNames) return codeText(value, column.codeNames);
  switch (column.type) {
    case 'number':
      if (typeof value !== 'number' || column.reads === 'code') return String(value);
      return column.reads === 'duration' ? formatDuration(value, t) : formatNumber(value, locale);
    case 'date':
      return formatDate(String(value), locale);
    case 'datetime':
      return formatDateTime(String(value), locale);
    case 'boolean':
      return t(value === true || value === 1 ? 'resources:boolean.yes' : 'resources:boolean.no');
    case 'enum':
      return enumValueText(String(value), t);
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

export function formatFieldValue(column: ColumnDeclaration, record: unknown, locale: string, t: Translate): string {
  return formatColumnValue(column, valueAt(record, column.field), record, locale, t);
}
