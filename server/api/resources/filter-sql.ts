/**
 * Turns the list's conditions into a parameterised WHERE expression through the shared PQL
 * compiler, after checking each operator is one the declaration offers for its field.
 * Failures name the parameter they come from (`pql` or `filter[field]`). Relative dates
 * resolve at `options.now`, the server clock's time of the request (epoch milliseconds).
 */
import { compilePqlToSql, pqlError, type PqlCondition, type PqlSqlOptions, type PqlSqlParameter } from '../../../src/lib/pql/index.ts';
import type { BoundResource } from './bound-resource.ts';
import { invalidQuery } from './list-parameters.ts';

export interface FilterSql {
  where: string;
  params: PqlSqlParameter[];
  joins: string[];
}

function compileConditions(
  resource: BoundResource,
  conditions: readonly PqlCondition[],
  options: PqlSqlOptions,
  parameterOf: (condition: PqlCondition) => string,
): FilterSql {
  for (const condition of conditions) {
    const offered = Object.hasOwn(resource.pqlFields, condition.field) ? resource.operators.get(condition.field) : undefined;
    if (offered && !offered.includes(condition.operator)) {
      throw invalidQuery(
        pqlError(condition.fieldPosition, 'operatorNotOffered', { operator: condition.operator, field: condition.field, offered: offered.join(', ') }),
        parameterOf(condition),
      );
    }
  }
  for (const condition of conditions) {
    const compiled = compilePqlToSql([condition], resource.pqlFields, options);
    if (!compiled.ok) throw invalidQuery(compiled.error, parameterOf(condition));
  }
  const compiled = compilePqlToSql([...conditions], resource.pqlFields, options);
  if (!compiled.ok) throw invalidQuery(compiled.error, 'pql');
  const joins = new Set<string>();
  for (const condition of conditions) {
    const join = resource.fields.get(condition.field)?.join;
    if (join) joins.add(join);
  }
  return { where: compiled.where, params: compiled.params, joins: [...joins] };
}

export function filterSql(resource: BoundResource, pql: readonly PqlCondition[], filters: readonly PqlCondition[], options: PqlSqlOptions): FilterSql {
  const fromPql = compileConditions(resource, pql, options, () => 'pql');
  const fromFilters = compileConditions(resource, filters, options, (condition) => `filter[${condition.field.slice(0, 60)}]`);
  const where = [fromPql, fromFilters].filter((part) => part.where !== '1=1').map((part) => part.where);
  return {
    where: where.length === 0 ? '1=1' : where.join(' AND '),
    params: [...fromPql.params, ...fromFilters.params],
    joins: [...new Set([...fromPql.joins, ...fromFilters.joins])],
  };
}
