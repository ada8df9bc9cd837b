/**
 * The records of a declared resource a PQL filter selects in a scope, as SQL parts: the same
 * scope conditions and the same compiled filter a list uses (resources/scope-conditions.ts,
 * resources/filter-sql.ts; relative dates at the server clock's now), so a dashboard figure
 * counts exactly what its list shows when the portal links to `<list>?pql=…`.
 */
import { parsePql } from '../../../src/lib/pql/index.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import { filterSql } from '../resources/filter-sql.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { invalidQuery } from '../resources/list-parameters.ts';
import { scopeConditions } from '../resources/scope-conditions.ts';
import { conditionParams, type Condition } from '../resources/select-sql.ts';
import type { StatementCache } from '../resources/statement-cache.ts';

export interface DeclaredSelection {
  resource: BoundResource;
  /** The joins the filter needs, by name. */
  joins: string[];
  /** ` WHERE …` (or '') and its parameters. */
  where: string;
  params: (string | number)[];
}

/** `FROM <table> t <joins>`: the filter's joins and those of the fields read. */
function fromClause(selection: DeclaredSelection, fields: readonly string[] = []): string {
  const { resource } = selection;
  const declared = resource.binding.joins ?? {};
  const fieldJoins = fields.map((field) => resource.fields.get(field)?.join).filter((join): join is string => join !== undefined);
  const joins = [...new Set([...selection.joins, ...fieldJoins])].map((name) => declared[name] ?? '').filter(Boolean).join(' ');
  return `FROM ${resource.binding.table} t ${joins}`;
}

/** The SQL of a readable field (a column or a dotted field); throws for a field the resource does not have. */
export function fieldSql(resource: BoundResource, field: string): string {
  const found = resource.fields.get(field);
  if (!found) throw new Error(`${resource.declaration.name} has no field ${field}`);
  return found.sql;
}

/** `pql` is the filter as the portal will send it to the list; `now`: epoch milliseconds of the server clock. */
export function declaredSelection(resource: BoundResource, scope: GroupScope, pql: string, now: number): DeclaredSelection {
  const parsed = parsePql(pql);
  if (!parsed.ok) throw invalidQuery(parsed.error);
  const filter = filterSql(resource, parsed.query, [], { now, trigramIndexes: false });
  const conditions: Condition[] = [...scopeConditions(resource, scope, null), { sql: filter.where, params: filter.params }];
  const parts = conditions.map((condition) => condition.sql).filter((sql) => sql !== '1=1');
  return {
    resource,
    joins: filter.joins,
    where: parts.length === 0 ? '' : ` WHERE ${parts.map((part) => `(${part})`).join(' AND ')}`,
    params: conditionParams(conditions),
  };
}

export function countSelected(statements: StatementCache, selection: DeclaredSelection): number {
  return Number(statements.get(`SELECT count(*) AS total ${fromClause(selection)}${selection.where}`).get(...selection.params)?.total ?? 0);
}

/** Selected records per day of a date field (its first ten characters), as `day → count`. */
export function countPerDay(statements: StatementCache, selection: DeclaredSelection, dateField: string): Map<string, number> {
  const day = `substr(${fieldSql(selection.resource, dateField)}, 1, 10)`;
  const rows = statements.get(`SELECT ${day} AS day, count(*) AS total ${fromClause(selection, [dateField])}${selection.where} GROUP BY ${day}`).all(...selection.params);
  return new Map(rows.map((row) => [String(row.day), Number(row.total)]));
}

export interface SelectedRow {
  at: string;
  label: string;
  id: string;
}

/** The newest selected records by a date field: when, their label and the id a link needs. */
export function newestSelected(
  statements: StatementCache,
  selection: DeclaredSelection,
  fields: { at: string; label: string; id: string },
  limit: number,
): SelectedRow[] {
  const { resource } = selection;
  const at = fieldSql(resource, fields.at);
  const sql = `SELECT ${at} AS at, ${fieldSql(resource, fields.label)} AS label, ${fieldSql(resource, fields.id)} AS link_id ${fromClause(selection, [fields.at, fields.label, fields.id])}${selection.where}`
    + ` ORDER BY ${at} DESC, t.id DESC LIMIT ?`;
  return statements.get(sql).all(...selection.params, limit).map((row) => ({
    at: String(row.at),
    label: row.label === null || row.label === undefined ? '' : String(row.label),
    id: row.link_id === null || row.link_id === undefined ? '' : String(row.link_id),
  }));
}
