/** One PQL condition as a parameterised SQL predicate; values are only ever bound, never spliced. */
import {
  isPqlComparisonOperator,
  isPqlMatchOperator,
  type PqlComparisonOperator,
  type PqlMatchOperator,
} from './pql-operators.ts';
import { pqlOperators } from './pql-operators.ts';
import { pqlFailure as failure } from './pql-reasons.ts';
import type { PqlFieldType, PqlSqlField, PqlSqlParameter } from './pql-sql-types.ts';
import type { PqlCondition, PqlError } from './pql-types.ts';
import { anyOf, likeClause, sqlOperand, type SqlClause } from './sql-like.ts';
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

function success(clause: SqlClause): ClauseResult {
  return { ok: true, ...clause };
}

/** `condition` has at least one value; `spec` is the field's own entry. */
export function compilePqlCondition(condition: PqlCondition, spec: PqlSqlField): ClauseResult {
  const { operator } = condition;
  if (operator === 'equals') return compileEquals(condition, spec);
  if (isPqlMatchOperator(operator)) return compileMatch(condition, spec, operator);
  if (operator !== 'between' && !isPqlComparisonOperator(operator)) {
    return failure(condition.fieldPosition, 'unknownOperator', { word: JSON.stringify(String(operator)), operators: pqlOperators.join(', ') });
  }
  if (!orderedTypes.includes(spec.type)) return notApplicable(condition, spec);
  return operator === 'between' ? compileBetween(condition, spec) : compileComparison(condition, spec, operator);
}

function notApplicable(condition: PqlCondition, spec: PqlSqlField): ClauseResult {
  return failure(condition.fieldPosition, 'operatorNotApplicable', { operator: condition.operator, type: spec.type, field: condition.field });
}

function compileEquals(condition: PqlCondition, spec: PqlSqlField): ClauseResult {
  const exact = new Map<string, PqlSqlParameter[]>();
  const patterns: SqlClause[] = [];
  for (const item of condition.values) {
    const pattern = wildcardPattern(item);
    if (pattern.hasWildcards) {
      if (spec.type !== 'text') {
        return failure(condition.valuePosition, 'wildcardsTextOnly', { field: condition.field, type: spec.type });
      }
      patterns.push(likeClause(sqlOperand(spec.column), pattern.literals));
      continue;
    }
    const value = sqlFieldValue(condition.field, spec, pattern.literals[0] ?? '');
    if (!value.ok) return failure(condition.valuePosition, value.refusal.key, value.refusal.values);
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
  return success(anyOf(condition.values.map((item) => likeClause(operand, matchLiterals(operator, item)))));
}

function matchLiterals(operator: PqlMatchOperator, item: string): string[] {
  if (operator === 'contains') return ['', item, ''];
  return operator === 'starts_with' ? [item, ''] : ['', item];
}

function compileComparison(condition: PqlCondition, spec: PqlSqlField, operator: PqlComparisonOperator): ClauseResult {
  const clauses: SqlClause[] = [];
  for (const item of condition.values) {
    const value = sqlFieldValue(condition.field, spec, item);
    if (!value.ok) return failure(condition.valuePosition, value.refusal.key, value.refusal.values);
    clauses.push({ sql: `${value.operand} ${comparisonSql[operator]} ?`, params: [value.param] });
  }
  return success(anyOf(clauses));
}

function compileBetween(condition: PqlCondition, spec: PqlSqlField): ClauseResult {
  if (condition.values.length !== 2) {
    return failure(condition.valuePosition, 'betweenTwoValues', { given: String(condition.values.length) });
  }
  const [from, to] = condition.values.map((item) => sqlFieldValue(condition.field, spec, item));
  if (!from?.ok) return failure(condition.valuePosition, from?.refusal.key ?? 'missingFieldValue', from?.refusal.values ?? { field: condition.field });
  if (!to?.ok) return failure(condition.valuePosition, to?.refusal.key ?? 'missingFieldValue', to?.refusal.values ?? { field: condition.field });
  if (from.operand !== to.operand) {
    return failure(condition.valuePosition, 'betweenMixedDates');
  }
  return success({ sql: `${from.operand} BETWEEN ? AND ?`, params: [from.param, to.param] });
}
