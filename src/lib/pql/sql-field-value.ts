/**
 * One PQL item checked against its field's type, giving the SQL operand to compare and the
 * bound parameter. Text compares with COLLATE NOCASE, so equality and ordering ignore ASCII
 * case (SQLite folds only ASCII). Dates, relative ones included, are date-field-value.ts's job.
 * Text fields take `today` and `now` as the words they are; a number, boolean or enum field that
 * cannot read an item which is a well-formed relative date says relative dates are for dates.
 */
import { dateFieldValue } from './date-field-value.ts';
import { pqlReason } from './pql-reasons.ts';
import type { PqlSqlField, PqlSqlParameter } from './pql-sql-types.ts';
import { quoteForReason } from './pql-text.ts';
import type { PqlReason } from './pql-types.ts';
import { readRelativeDate } from './read-relative-date.ts';
import { sqlOperand } from './sql-like.ts';

export type SqlFieldValue = { ok: true; operand: string; param: PqlSqlParameter; day?: string } | ({ ok: false } & PqlReason);

const decimalNumber = /^-?\d+(\.\d+)?$/;

/** `now` (epoch milliseconds) is the instant relative dates are resolved at. */
export function sqlFieldValue(field: string, spec: PqlSqlField, item: string, now: number): SqlFieldValue {
  const value = typedFieldValue(field, spec, item, now);
  if (value.ok || spec.type === 'date' || readRelativeDate(item).kind !== 'relative') return value;
  return {
    ok: false,
    reason: `relative dates such as ${quoteForReason(item)} apply to date fields, not to the ${spec.type} field "${field}"`,
    key: 'relativeDateNotDateField',
    values: { item, field, type: spec.type },
  };
}

function typedFieldValue(field: string, spec: PqlSqlField, item: string, now: number): SqlFieldValue {
  const column = sqlOperand(spec.column);
  const shown = { value: quoteForReason(item), field };
  switch (spec.type) {
    case 'text':
      return { ok: true, operand: `${column} COLLATE NOCASE`, param: item };
    case 'number': {
      if (!decimalNumber.test(item)) return { ok: false, ...pqlReason('notANumber', shown) };
      const number = Number(item);
      if (!Number.isFinite(number)) return { ok: false, ...pqlReason('numberTooLarge', shown) };
      return { ok: true, operand: column, param: number };
    }
    case 'boolean':
      if (item === 'true' || item === 'false') return { ok: true, operand: column, param: item === 'true' ? 1 : 0 };
      return { ok: false, ...pqlReason('notABoolean', shown) };
    case 'date':
      return dateFieldValue(field, column, item, now);
    case 'enum': {
      const allowed = spec.values ?? [];
      const value = allowed.find((candidate) => candidate.toLowerCase() === item.toLowerCase());
      if (value !== undefined) return { ok: true, operand: column, param: value };
      return { ok: false, ...pqlReason('notAnEnumValue', { ...shown, allowed: allowed.join(', ') }) };
    }
    default:
      return { ok: false, ...pqlReason('notFilterable', { field }) };
  }
}
