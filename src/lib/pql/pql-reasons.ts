/**
 * Why a filter string is refused: a stable key and the values it names, so the portal can say it
 * in the reader's language (`lists:pql.reasons.<key>`), and the English the API answers with.
 * Values are already shown as the query had them (quoted where the English quotes them).
 */
import type { PqlError, PqlReason } from './pql-types.ts';

type Values = Readonly<Record<string, string>>;

/** The API's English for each reason. */
export const pqlReasonEnglish = {
  notText: () => 'the query must be text',
  emptyQuery: () => 'empty query: expected a condition such as "name equals example.com"',
  badFieldName: (v: Values) =>
    `bad field name ${v.field}: a field is dot-separated names of lowercase letters, digits and "_", not starting with a digit`,
  missingOperator: (v: Values) => `missing operator after the field ${v.field}`,
  unknownOperator: (v: Values) => `unknown operator ${v.word}: expected one of ${v.operators}`,
  operatorNotLowercase: (v: Values) => `unknown operator ${v.word} (operators are lowercase): expected one of ${v.operators}`,
  missingValue: (v: Values) => `missing value after "${v.operator}"`,
  betweenTwoValues: (v: Values) => `"between" takes exactly two values (from,to), not ${v.given}`,
  andNotLowercase: () => 'write "and" in lowercase',
  missingAnd: () => 'missing "and" before the next condition',
  unexpectedWord: (v: Values) => `unexpected ${v.word} after the value (quote a value that contains spaces)`,
  conditionAfterAnd: () => 'expected a condition after "and"',
  valueAfterComma: () => 'missing value after ","',
  valueBeforeComma: () => 'missing value before ","',
  textAfterClosingQuote: () => 'expected a space, "," or the end after the closing quote',
  quoteInBareValue: () => 'a double quote inside an unquoted value: quote the whole value and write the quote as \\"',
  badEscape: (v: Values) => `bad escape "${v.escape}": inside quotes only \\" and \\\\ are escapes`,
  unterminatedQuote: () => 'unterminated quoted value: the closing " is missing',
  operatorNotApplicable: (v: Values) => `"${v.operator}" does not apply to the ${v.type} field "${v.field}"`,
  wildcardsTextOnly: (v: Values) => `wildcards (*) apply only to text fields, and "${v.field}" is a ${v.type} field`,
  betweenMixedDates: () => '"between" takes two dates or two date-times, not one of each',
  unknownField: (v: Values) => `unknown field ${v.field}`,
  missingFieldValue: (v: Values) => `missing value for "${v.field}"`,
  tooManyValues: (v: Values) => `too many values: a query may have at most ${v.max}`,
  valueTooLong: (v: Values) => `a value is longer than ${v.max} characters`,
  notANumber: (v: Values) => `${v.value} is not a number (field "${v.field}")`,
  numberTooLarge: (v: Values) => `${v.value} is too large a number (field "${v.field}")`,
  notABoolean: (v: Values) => `${v.value} is not true or false (field "${v.field}")`,
  notADate: (v: Values) => `${v.value} is not an ISO date or date-time such as 2025-03-01 or 2025-03-01T10:00:00Z, nor a relative date such as today+30d (field "${v.field}")`,
  notAnEnumValue: (v: Values) => `${v.value} is not a value of "${v.field}"; expected one of ${v.allowed}`,
  notFilterable: (v: Values) => `the field "${v.field}" cannot be filtered`,
  operatorNotOffered: (v: Values) => `"${v.operator}" is not offered for "${v.field}"; use ${v.offered}`,
} satisfies Record<string, (values: Values) => string>;

export type PqlReasonKey = keyof typeof pqlReasonEnglish;

/** A reason without its position (a value refused before its condition's position is known). */
export function pqlReason(key: PqlReasonKey, values: Values = {}): PqlReason & { key: PqlReasonKey } {
  return { key, values, reason: pqlReasonEnglish[key](values) };
}

export function pqlError(position: number, key: PqlReasonKey, values: Values = {}): PqlError {
  return { position, ...pqlReason(key, values) };
}

export function pqlFailure(position: number, key: PqlReasonKey, values: Values = {}): { ok: false; error: PqlError } {
  return { ok: false, error: pqlError(position, key, values) };
}
