/**
 * Between a record's values and what its form's inputs hold: inputs hold text (and checkboxes
 * true/false); a value is what the API stores (money in minor units, lists as arrays).
 * Reading an input can fail before the schema is asked (an amount or JSON that does not parse).
 */
import { currencyDigits } from '~/lib/resources/field-value';
import { validateMonetaryValue } from '~/lib/validation/monetary-value';
import type { FormField } from './form-fields.ts';

export type InputValue = string | boolean;
export type Draft = Record<string, InputValue>;
export type RecordData = Record<string, unknown>;

/** Read from an input: the value (undefined: left empty, not sent as a value) or a message key. */
export type ReadValue = { ok: true; value: unknown } | { ok: false; messageKey: string; params?: Record<string, unknown> };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function currencyOf(field: FormField, values: Readonly<Record<string, unknown>>): string {
  const currency = field.currencyField ? values[field.currencyField] : undefined;
  return typeof currency === 'string' && currency !== '' ? currency : 'EUR';
}

export function toInputValue(field: FormField, value: unknown, record: RecordData): InputValue {
  if (field.widget === 'checkbox') return value === true || value === 1;
  if (isEmpty(value)) return '';
  switch (field.widget) {
    case 'money': {
      const digits = currencyDigits(currencyOf(field, record));
      return typeof value === 'number' ? (value / 10 ** digits).toFixed(digits) : String(value);
    }
    case 'tags':
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
    case 'json':
      return JSON.stringify(value, null, 2);
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime':
      return String(value).slice(0, 16);
    default:
      return String(value);
  }
}

export function draftFromRecord(fields: readonly FormField[], record: RecordData): Draft {
  return Object.fromEntries(fields.map((field) => [field.name, toInputValue(field, record[field.name], record)]));
}

/**
 * An input left empty: null where the field may be null; '' where the schema takes empty text
 * (plain optional text, cleared on an edit); otherwise no value at all, so an optional code,
 * date or reference left empty is not sent rather than refused ('' matches no pattern or format).
 */
function emptyValue(field: FormField): ReadValue {
  const takesEmptyText = field.valueType === 'string' && !field.required && field.options === undefined
    && field.pattern === undefined && field.format === undefined && !field.reference && (field.minLength ?? 0) === 0;
  return { ok: true, value: field.nullable ? null : takesEmptyText ? '' : undefined };
}

function readMoney(field: FormField, text: string, draft: Draft): ReadValue {
  const currency = currencyOf(field, draft);
  if (validateMonetaryValue(text, currency) !== true) return { ok: false, messageKey: 'validation:invalidMonetaryValue' };
  const amount = Number(text.replaceAll(',', ''));
  return { ok: true, value: Math.round(amount * 10 ** currencyDigits(currency)) };
}

function readDate(field: FormField, text: string, original: unknown): ReadValue {
  if (field.format !== 'date-time') return { ok: true, value: text };
  // Keep the time of day the record had when only the date part is edited.
  const time = typeof original === 'string' && original.slice(0, 10) === text ? original.slice(10) : 'T00:00:00.000Z';
  return { ok: true, value: typeof original === 'string' && original.startsWith(text) ? original : `${text}${time}` };
}

/** The value an input's text stands for; `original` is the record's value before editing. */
export function readInput(field: FormField, input: InputValue, draft: Draft, original: unknown): ReadValue {
  if (typeof input === 'boolean') return { ok: true, value: input };
  const text = field.widget === 'textarea' || field.widget === 'json' ? input : input.trim();
  if (text === '') return emptyValue(field);
  switch (field.widget) {
    case 'number': {
      const number = Number(text);
      return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, messageKey: 'validation:format' };
    }
    case 'money':
      return readMoney(field, text, draft);
    case 'tags': {
      const items = text.split(',').map((item) => item.trim()).filter(Boolean);
      return { ok: true, value: field.valueType === 'array' ? items : items.join(',') };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, messageKey: 'validation:jsonParseError' };
      }
    case 'date':
      return readDate(field, text, original);
    case 'datetime':
      return { ok: true, value: field.format === 'date-time' ? new Date(`${text}Z`).toISOString() : text };
    default:
      // A choice among numbers (a DS digest type) is sent as the number it names.
      if ((field.valueType === 'integer' || field.valueType === 'number') && Number.isFinite(Number(text))) return { ok: true, value: Number(text) };
      return { ok: true, value: text };
  }
}
