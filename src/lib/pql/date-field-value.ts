/**
 * One item of a date field: an ISO date, an ISO date-time, or a relative date resolved at `now`.
 * A date (`2025-03-01`, `today+60d`) compares with the column's date part, so it matches any time
 * that day; a date-time (`2025-03-01T10:00Z`, `now-24h`) compares the full ISO text, an instant.
 */
import { isIsoDate, isIsoDateTime } from './iso-date.ts';
import type { PqlSqlParameter } from './pql-sql-types.ts';
import { quoteForReason } from './pql-text.ts';
import { pqlReason } from './pql-reasons.ts';
import type { PqlReason } from './pql-types.ts';
import { malformedRelativeDate, readRelativeDate } from './read-relative-date.ts';
import { resolveRelativeDate } from './resolve-relative-date.ts';

/** `day`: the column, when the value is a date (compared with the column's day); comparisons use it (day-range-sql.ts). */
export type DateFieldValue = { ok: true; operand: string; param: PqlSqlParameter; day?: string } | ({ ok: false } & PqlReason);

/** `column` is the field's SQL operand. */
export function dateFieldValue(field: string, column: string, item: string, now: number): DateFieldValue {
  const malformed = malformedRelativeDate(item, field);
  if (malformed) return { ok: false, ...malformed };
  const relative = readRelativeDate(item);
  const value = relative.kind === 'relative' ? resolveRelativeDate(relative.date, now) : item;
  if (value === undefined) {
    return {
      ok: false,
      reason: `${quoteForReason(item)} lies outside the years 0000 to 9999 (field "${field}")`,
      key: 'relativeDateOutOfRange',
      values: { item, field },
    };
  }
  if (isIsoDate(value)) return { ok: true, operand: `substr(${column}, 1, 10)`, param: value, day: column };
  if (isIsoDateTime(value)) return { ok: true, operand: column, param: value };
  return { ok: false, ...pqlReason('notADate', { value: quoteForReason(item), field }) };
}
