/**
 * One PQL item checked against its field's type, giving the SQL operand to compare and the
 * bound parameter. Text compares with COLLATE NOCASE, so equality and ordering ignore ASCII
 * case (SQLite folds only ASCII). A date-only item compares with the column's date part, so
 * `expires_at equals 2025-03-01` matches any time that day; a date-time compares the full ISO text.
 */
import { isIsoDate, isIsoDateTime } from './iso-date.ts';
import { pqlReason, type PqlReason } from './pql-reasons.ts';
import type { PqlSqlField, PqlSqlParameter } from './pql-sql-types.ts';
import { quoteForReason } from './pql-text.ts';
import { sqlOperand } from './sql-like.ts';

export type SqlFieldValue = { ok: true; operand: string; param: PqlSqlParameter } | { ok: false; refusal: PqlReason };

const decimalNumber = /^-?\d+(\.\d+)?$/;

export function sqlFieldValue(field: string, spec: PqlSqlField, item: string): SqlFieldValue {
  const column = sqlOperand(spec.column);
  const shown = { value: quoteForReason(item), field };
  switch (spec.type) {
    case 'text':
      return { ok: true, operand: `${column} COLLATE NOCASE`, param: item };
    case 'number': {
      if (!decimalNumber.test(item)) return { ok: false, refusal: pqlReason('notANumber', shown) };
      const number = Number(item);
      if (!Number.isFinite(number)) return { ok: false, refusal: pqlReason('numberTooLarge', shown) };
      return { ok: true, operand: column, param: number };
    }
    case 'boolean':
      if (item === 'true' || item === 'false') return { ok: true, operand: column, param: item === 'true' ? 1 : 0 };
      return { ok: false, refusal: pqlReason('notABoolean', shown) };
    case 'date':
      if (isIsoDate(item)) return { ok: true, operand: `substr(${column}, 1, 10)`, param: item };
      if (isIsoDateTime(item)) return { ok: true, operand: column, param: item };
      return { ok: false, refusal: pqlReason('notADate', shown) };
    case 'enum': {
      const allowed = spec.values ?? [];
      const value = allowed.find((candidate) => candidate.toLowerCase() === item.toLowerCase());
      if (value !== undefined) return { ok: true, operand: column, param: value };
      return { ok: false, refusal: pqlReason('notAnEnumValue', { ...shown, allowed: allowed.join(', ') }) };
    }
    default:
      return { ok: false, refusal: pqlReason('notFilterable', { field }) };
  }
}
