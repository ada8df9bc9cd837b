/**
 * An approval request's `changes` (DESIGN.md section 13: "the exact change (before/after)") as
 * rows a reader can follow: one row per changed value, nested values (a contact, an order) by
 * their path, money as money, yes/no as words, ids never digit-grouped. Pure: the screens turn
 * the values into text with the reader's language (change-text.ts).
 */
import { isNoValue, sameValue } from '~/lib/values/same-value';

export type ChangeValue =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'money'; amount: number; currency: string }
  | { kind: 'date'; value: string }
  | { kind: 'list'; items: readonly ChangeValue[] }
  /** An object inside a list (an order's item): its values by name. */
  | { kind: 'record'; entries: readonly { key: string; value: ChangeValue }[] };

export interface ChangeRow {
  /** The value's path joined by dots (`registrant.email`): a stable key. */
  key: string;
  /** The names from the top field to the value (`['registrant', 'email']`). */
  path: readonly string[];
  before: ChangeValue;
  after: ChangeValue;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An amount and its currency and nothing else (`{ amount: 1200, currency: 'EUR' }`), in the currency's minor units. */
const isMoney = (value: unknown): value is { amount: number; currency: string } =>
  isPlain(value) && typeof value.amount === 'number' && typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency) &&
  Object.keys(value).every((key) => key === 'amount' || key === 'currency');

/** Names whose numbers are identifiers: written as they are, never grouped. */
const identifierName = /(^|_)(id|number|serial|reference)$/;
const dateTimeText = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** How deep nested objects are opened into rows of their own; deeper ones read as records. */
const deepestPath = 3;

export function changeValue(value: unknown, name = ''): ChangeValue {
  if (isNoValue(value)) return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return identifierName.test(name) ? { kind: 'text', text: String(value) } : { kind: 'number', value };
  if (typeof value === 'string') return dateTimeText.test(value) ? { kind: 'date', value } : { kind: 'text', text: value };
  if (Array.isArray(value)) return { kind: 'list', items: value.map((item) => changeValue(item, name)) };
  if (isMoney(value)) return { kind: 'money', amount: value.amount, currency: value.currency };
  if (isPlain(value)) return { kind: 'record', entries: recordEntries(value) };
  return { kind: 'text', text: String(value) };
}

/** An object holding an amount with its currency among other values (an order): the two read as one money value. */
const holdsMoney = (object: Plain | undefined): object is Plain & { amount: number; currency: string } =>
  object !== undefined && typeof object.amount === 'number' && typeof object.currency === 'string';

function moneyOf(object: Plain | undefined): ChangeValue {
  return holdsMoney(object) ? { kind: 'money', amount: object.amount, currency: object.currency } : changeValue(object?.amount, 'amount');
}

/** An object's values in order (inside a list, where it is not opened into rows). */
function recordEntries(value: Plain): { key: string; value: ChangeValue }[] {
  const money = holdsMoney(value);
  return Object.entries(value)
    .filter(([key, item]) => !(money && key === 'currency') && !isNoValue(item))
    .map(([key, item]) => ({ key, value: money && key === 'amount' ? moneyOf(value) : changeValue(item, key) }));
}

/** Whether a change is between objects (or an object and nothing), to be shown value by value. */
function opens(path: readonly string[], before: unknown, after: unknown): boolean {
  const objectOrNothing = (value: unknown) => (isPlain(value) && !isMoney(value)) || isNoValue(value);
  return path.length < deepestPath && (isPlain(before) || isPlain(after)) && objectOrNothing(before) && objectOrNothing(after);
}

function rowsOf(path: readonly string[], before: unknown, after: unknown, top: boolean): ChangeRow[] {
  if (opens(path, before, after)) {
    const from = isPlain(before) ? before : undefined;
    const to = isPlain(after) ? after : undefined;
    const money = holdsMoney(from) || holdsMoney(to);
    const rows = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])]
      .filter((key) => !(money && key === 'currency'))
      .flatMap((key): ChangeRow[] => {
        if (!(money && key === 'amount')) return rowsOf([...path, key], from?.[key], to?.[key], false);
        const same = sameValue(from?.amount, to?.amount) && sameValue(from?.currency, to?.currency);
        return same ? [] : [{ key: [...path, key].join('.'), path: [...path, key], before: moneyOf(from), after: moneyOf(to) }];
      });
    // A field the request names stays visible even when nothing inside it differs.
    if (rows.length > 0 || !top) return rows;
  }
  if (!top && sameValue(before, after)) return [];
  const name = path.at(-1) ?? '';
  return [{ key: path.join('.'), path, before: changeValue(before, name), after: changeValue(after, name) }];
}

/** One change as the API may write it: `{ before, after }`, or a bare value that is the new one. */
function beforeAndAfter(entry: unknown): { before: unknown; after: unknown } {
  if (isPlain(entry) && ('before' in entry || 'after' in entry)) return { before: entry.before, after: entry.after };
  return { before: undefined, after: entry };
}

/** The rows of a request's `changes` (`{ field: { before, after } }`): every named field has a row; inside nested values only what differs. */
export function changeRows(changes: unknown): ChangeRow[] {
  if (!isPlain(changes)) return [];
  return Object.entries(changes).flatMap(([field, entry]) => {
    const { before, after } = beforeAndAfter(entry);
    return rowsOf([field], before, after, true);
  });
}
