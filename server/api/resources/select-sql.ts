/**
 * SQL text of the reads: a page of records, their count, one record. Only trusted text
 * (binding SQL, declared field names) goes into it; values are always parameters.
 */
import type { BoundResource } from './bound-resource.ts';
import type { SortKey } from './list-parameters.ts';

export interface Condition {
  sql: string;
  params: readonly (string | number)[];
}

function joinClauses(resource: BoundResource, names: Iterable<string>): string {
  const joins = resource.binding.joins ?? {};
  return [...new Set(names)].map((name) => joins[name] ?? '').filter(Boolean).join(' ');
}

function joinsOfFields(resource: BoundResource, fields: Iterable<string>): string[] {
  const names: string[] = [];
  for (const field of fields) {
    const join = resource.fields.get(field)?.join;
    if (join) names.push(join);
  }
  return names;
}

function whereClause(conditions: readonly Condition[]): string {
  const parts = conditions.map((condition) => condition.sql).filter((sql) => sql !== '1=1');
  return parts.length === 0 ? '' : ` WHERE ${parts.map((part) => `(${part})`).join(' AND ')}`;
}

export function conditionParams(conditions: readonly Condition[]): (string | number)[] {
  return conditions.flatMap((condition) => [...condition.params]);
}

function selectList(resource: BoundResource, fields: readonly string[]): string {
  return fields.map((name) => `${resource.fields.get(name)?.sql ?? 'NULL'} AS "${name}"`).join(', ');
}

function orderByClause(resource: BoundResource, sort: readonly SortKey[]): string {
  const order = sort.map((key) => `${resource.fields.get(key.field)?.sql ?? 't.id'} ${key.descending ? 'DESC' : 'ASC'}`);
  // The id breaks ties, so pages never overlap or skip.
  const tieBreak = `t.id ${sort.at(-1)?.descending ? 'DESC' : 'ASC'}`;
  return (sort.some((key) => key.field === 'id') ? order : [...order, tieBreak]).join(', ');
}

/** The ids of a page: filter, order, then `LIMIT ? OFFSET ?`. */
export function pageIdsSql(resource: BoundResource, conditions: readonly Condition[], conditionJoins: readonly string[], sort: readonly SortKey[]): string {
  const sortJoins = joinsOfFields(resource, sort.map((key) => key.field));
  const joins = joinClauses(resource, [...conditionJoins, ...sortJoins]);
  return `SELECT t.id FROM ${resource.binding.table} t ${joins}${whereClause(conditions)} ORDER BY ${orderByClause(resource, sort)} LIMIT ? OFFSET ?`;
}

/**
 * A page of records: the page's ids are chosen first (filter, order, limit), so the sort
 * carries only ids and can run on a covering index; the records and the joins their fields
 * need are read for those ids alone.
 */
export function pageSql(
  resource: BoundResource,
  fields: readonly string[],
  conditions: readonly Condition[],
  conditionJoins: readonly string[],
  sort: readonly SortKey[],
): string {
  const sortJoins = joinsOfFields(resource, sort.map((key) => key.field));
  const orderBy = orderByClause(resource, sort);
  const table = resource.binding.table;
  const pageIds = pageIdsSql(resource, conditions, conditionJoins, sort);
  const recordJoins = joinClauses(resource, [...joinsOfFields(resource, fields), ...sortJoins]);
  // CROSS JOIN keeps the page as the outer loop (SQLite would otherwise walk the whole table in sort order).
  return `SELECT ${selectList(resource, fields)} FROM (${pageIds}) page CROSS JOIN ${table} t ON t.id = page.id ${recordJoins} ORDER BY ${orderBy}`;
}

export function countSql(resource: BoundResource, conditions: readonly Condition[], conditionJoins: readonly string[]): string {
  return `SELECT count(*) AS total FROM ${resource.binding.table} t ${joinClauses(resource, conditionJoins)}${whereClause(conditions)}`;
}

export function recordSql(resource: BoundResource, fields: readonly string[], conditions: readonly Condition[]): string {
  const joins = joinClauses(resource, joinsOfFields(resource, fields));
  return `SELECT ${selectList(resource, fields)} FROM ${resource.binding.table} t ${joins}${whereClause([{ sql: 't.id = ?', params: [] }, ...conditions])}`;
}
