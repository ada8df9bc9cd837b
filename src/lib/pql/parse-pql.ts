/**
 * PQL parser (DESIGN.md section 7). Never throws: every input gives a query or an error with
 * the position and reason. The empty string is no filter; text of only whitespace is an error.
 * Keywords (operators, `and`) are lowercase only, like field names. `between` also reads its two
 * ends written `from and to` (as in `expires_at between today and today+60d`); it prints as `from,to`.
 */
import { isPqlOperator, pqlOperators } from './pql-operators.ts';
import type { PqlCondition, PqlParseResult, PqlError } from './pql-types.ts';
import { invalidFieldNameIndex, isPqlFieldName } from './pql-field-name.ts';
import { pqlFailure as failure } from './pql-reasons.ts';
import { quoteForReason, skipWhitespace, wordEnd } from './pql-text.ts';
import { readPqlValue, type ValueRead } from './read-pql-value.ts';

type ConditionRead = { ok: true; condition: PqlCondition; end: number } | { ok: false; error: PqlError };

export function parsePql(text: string): PqlParseResult {
  // Callers hand over raw request input, where a repeated ?pql= arrives as an array.
  if (typeof text !== 'string') return failure(0, 'notText');
  if (text === '') return { ok: true, query: [] };
  let index = skipWhitespace(text, 0);
  if (index === text.length) return failure(index, 'emptyQuery');
  const query: PqlCondition[] = [];
  for (;;) {
    const read = readCondition(text, index);
    if (!read.ok) return read;
    query.push(read.condition);
    index = skipWhitespace(text, read.end);
    if (index === text.length) return { ok: true, query };
    const joinEnd = wordEnd(text, index);
    const join = text.slice(index, joinEnd);
    if (join !== 'and') return unexpectedAfterCondition(text, index, join);
    index = skipWhitespace(text, joinEnd);
    if (index === text.length) return failure(index, 'conditionAfterAnd');
  }
}

function readCondition(text: string, start: number): ConditionRead {
  const fieldEnd = wordEnd(text, start);
  const field = text.slice(start, fieldEnd);
  const badIndex = invalidFieldNameIndex(field);
  if (badIndex !== -1) {
    return failure(start + badIndex, 'badFieldName', { field: quoteForReason(field) });
  }
  const operatorStart = skipWhitespace(text, fieldEnd);
  if (operatorStart === text.length) return failure(operatorStart, 'missingOperator', { field: quoteForReason(field) });
  const operatorEnd = wordEnd(text, operatorStart);
  const operator = text.slice(operatorStart, operatorEnd);
  if (!isPqlOperator(operator)) return unknownOperator(operatorStart, operator);
  const valueStart = skipWhitespace(text, operatorEnd);
  if (valueStart === text.length) return failure(valueStart, 'missingValue', { operator });
  const first = readPqlValue(text, valueStart);
  const value = operator === 'between' && first.ok && first.items.length === 1 ? withUpperEnd(text, first) : first;
  if (!value.ok) return value;
  if (operator === 'between' && value.items.length !== 2) {
    return failure(valueStart, 'betweenTwoValues', { given: String(value.items.length) });
  }
  return {
    ok: true,
    condition: { field, operator, values: value.items, fieldPosition: start, valuePosition: valueStart },
    end: value.end,
  };
}

/**
 * `between from and to`: an `and` after a lone lower end is the second end, unless what follows
 * reads as the next condition (a field and an operator), which leaves the lone end to be refused.
 */
function withUpperEnd(text: string, lower: ValueRead & { ok: true }): ValueRead {
  const andStart = skipWhitespace(text, lower.end);
  const andEnd = wordEnd(text, andStart);
  if (text.slice(andStart, andEnd) !== 'and') return lower;
  const upperStart = skipWhitespace(text, andEnd);
  if (upperStart === text.length || startsCondition(text, upperStart)) return lower;
  const upper = readPqlValue(text, upperStart);
  return upper.ok ? { ok: true, items: [...lower.items, ...upper.items], end: upper.end } : upper;
}

function startsCondition(text: string, index: number): boolean {
  const operatorStart = skipWhitespace(text, wordEnd(text, index));
  return isPqlOperator(text.slice(operatorStart, wordEnd(text, operatorStart)));
}

function unknownOperator(position: number, word: string): { ok: false; error: PqlError } {
  const key = isPqlOperator(word.toLowerCase()) ? 'operatorNotLowercase' : 'unknownOperator';
  return failure(position, key, { word: quoteForReason(word), operators: pqlOperators.join(', ') });
}

function unexpectedAfterCondition(text: string, index: number, word: string): { ok: false; error: PqlError } {
  if (word.toLowerCase() === 'and') return failure(index, 'andNotLowercase');
  const operatorStart = skipWhitespace(text, index + word.length);
  const nextWord = text.slice(operatorStart, wordEnd(text, operatorStart));
  if (isPqlFieldName(word) && isPqlOperator(nextWord)) return failure(index, 'missingAnd');
  return failure(index, 'unexpectedWord', { word: quoteForReason(word) });
}
