/** One PQL condition as a parameterised SQL predicate; values are only ever bound, never spliced. */
import {
  isPqlComparisonOperator,
  isPqlMatchOperator,
  type PqlComparisonOperator,
  pqlOperators,
  type PqlMatchOperator,
} from './pql-operators.ts';
import { pqlFailure as failure } from './pql-reasons.ts';
import type { PqlFieldType, PqlSqlField, PqlSqlParameter } from './pql-sql-types.ts';
import type { PqlCondition, PqlError, PqlReason } from './pql-types.ts';
import { anyOf, likeClause, sqlOperand, type SqlClause } from './sql-like.ts';
import { dayBetweenSql, dayComparisonSql } from './day-range-sql.ts';
import { sqlFieldValue } from './sql-field-value.ts';
import { wildcardPattern } from './wildcard-pattern.ts';

export type ClauseResult = ({ ok: true } & SqlClause) | { ok: false; error: PqlError };

const comparisonSql: Record<PqlComparisonOperator, string> = {
  less_than: '<',
  less_than_and_including: '<=',
  greater_than: '>',
  greater_than_and_including: '>=',
};

const orderedTypes: readonly PqlFieldType[] = ['number', 'date', 'text'];

/** A field value the item could not become, refused at `position`. */
function refused(position: number, { ok: _ok, ...reason }: { ok: false } & PqlReason): { ok: false; error: PqlError } {
  return { ok: false, error: { position, ...reason } };
}

function success(clause: SqlClause): ClauseResult {
  return { ok: true, ...clause };
}

/** `condition` has at least one value; `spec` is the field's own entry; relative dates resolve at `now`. */
export function compilePqlCondition(condition: PqlCondition, spec: PqlSqlField, now: number): ClauseResult {
  const { operator } = condition;
  if (operator === 'equals') return compileEquals(condition, spec, now);
  if (isPqlMatchOperator(operator)) return compileMatch(condition, spec, operator);
  if (operator !== 'between' && !isPqlComparisonOperator(operator)) {
    return failure(condition.fieldPosition, 'unknownOperator', { word: JSON.stringify(String(operator)), operators: pqlOperators.join(', ') });
  }
  if (!orderedTypes.includes(spec.type)) return notApplicable(condition, spec);
  return operator === 'between' ? compileBetween(condition, spec, now) : compileComparison(condition, spec, operator, now);
}

function notApplicable(condition: PqlCondition, spec: PqlSqlField): ClauseResult {
  return failure(condition.fieldPosition, 'operatorNotApplicable', { operator: condition.operator, type: spec.type, field: condition.field });
}

function compileEquals(condition: PqlCondition, spec: PqlSqlField, now: number): ClauseResult {
  const exact = new Map<string, PqlSqlParameter[]>();
  const patterns: SqlClause[] = [];
  for (const item of condition.values) {
    const pattern = wildcardPattern(item);
    if (pattern.hasWildcards) {
      if (spec.type !== 'text') {
        return failure(condition.valuePosition, 'wildcardsTextOnly', { field: condition.field, type: spec.type });
      }
      patterns.push(likeClause(sqlOperand(spec.column), pattern.literals, spec.trigramIndex));
      continue;
    }
    const value = sqlFieldValue(condition.field, spec, pattern.literals[0] ?? '', now);
    if (!value.ok) return refused(condition.valuePosition, value);
    exact.set(value.operand, [...(exact.get(value.operand) ?? []), value.param]);
  }
  const equalities = [...exact].map(([operand, params]): SqlClause => ({
    sql: params.length === 1 ? `${operand} = ?` : `${operand} IN (${params.map(() => '?').join(', ')})`,
    params,
  }));
  return success(anyOf([...equalities, ...patterns]));
}

function compileMatch(condition: PqlCondition, spec: PqlSqlField, operator: PqlMatchOperator): ClauseResult {
  if (spec.type !== 'text') return notApplicable(condition, spec);
  const operand = sqlOperand(spec.column);
  return success(anyOf(condition.values.map((item) => likeClause(operand, matchLiterals(operator, item), spec.trigramIndex))));
}

function matchLiterals(operator: PqlMatchOperator, item: string): string[] {
  if (operator === 'contains') return ['', item, ''];
  return operator === 'starts_with' ? [item, ''] : ['', item];
}

function compileComparison(condition: PqlCondition, spec: PqlSqlField, operator: PqlComparisonOperator, now: number): ClauseResult {
  const clauses: SqlClause[] = [];
  for (const item of condition.values) {
    const value = sqlFieldValue(condition.field, spec, item, now);
    if (!value.ok) return refused(condition.valuePosition, value);
    clauses.push(value.day === undefined ? { sql: `${value.operand} ${comparisonSql[operator]} ?`, params: [value.param] } : dayComparisonSql(value.day, operator, value.param));
  }
  return success(anyOf(clauses));
}

function compileBetween(condition: PqlCondition, spec: PqlSqlField, now: number): ClauseResult {
  if (condition.values.length !== 2) {
    return failure(condition.valuePosition, 'betweenTwoValues', { given: String(condition.values.length) });
  }
  const [from, to] = condition.values.map((item) => sqlFieldValue(condition.field, spec, item, now));
  if (!from || !to) return failure(condition.valuePosition, 'missingFieldValue', { field: condition.field });
  if (!from.ok) return refused(condition.valuePosition, from);
  if (!to.ok) return refused(condition.valuePosition, to);
  if (from.operand !== to.operand) {
    return failure(condition.valuePosition, 'betweenMixedDates');
  }
  if (from.day !== undefined) return success(dayBetweenSql(from.day, from.param, to.param));
  return success({ sql: `${from.operand} BETWEEN ? AND ?`, params: [from.param, to.param] });
}
