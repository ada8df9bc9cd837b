/**
 * A report's rows, as lists choose them: the resource's scope (its account, or every account for
 * staff in their own; fixed values and the binding's own condition), the report's own conditions,
 * and the `pql` parameter compiled with the resource's declared fields and operators
 * (resources/filter-sql.ts), relative dates at the server clock's now. A bad query is the 400
 * `invalid_query` a list gives, with `reason_key` and `reason_values`.
 */
import { parsePql } from '../../../src/lib/pql/index.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import { filterSql } from '../resources/filter-sql.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { invalidQuery, readPqlText } from '../resources/list-parameters.ts';
import { scopeConditions } from '../resources/scope-conditions.ts';
import { conditionParams, type Condition } from '../resources/select-sql.ts';

export type SqlParameter = string | number;

export interface ReportFilter {
  resource: BoundResource;
  /** `<table> t <joins the filter needs>`: what follows FROM. */
  from: string;
  /** The WHERE expression (without the keyword); `1=1` when nothing limits the rows. */
  where: string;
  params: SqlParameter[];
  /** The `pql` parameter as sent, trimmed ('' for none). */
  text: string;
}

export function reportFilter(resource: BoundResource, scope: GroupScope, raw: unknown, now: number, extra: readonly Condition[] = []): ReportFilter {
  const parsed = parsePql(readPqlText({ pql: raw ?? '' }));
  if (!parsed.ok) throw invalidQuery(parsed.error);
  // Across accounts the trigram index finds a contains faster; inside one the account's own indexes do (resource-store.ts).
  const trigramIndexes = resource.binding.catalogue === true || scope.allAccounts;
  const filter = filterSql(resource, parsed.query, [], { now, trigramIndexes });
  const conditions: Condition[] = [...scopeConditions(resource, scope, null), ...extra, { sql: filter.where, params: filter.params }];
  const parts = conditions.map((condition) => condition.sql).filter((sql) => sql !== '1=1');
  const joins = filter.joins.map((name) => resource.binding.joins?.[name] ?? '').filter(Boolean);
  return {
    resource,
    from: [`${resource.binding.table} t`, ...joins].join(' '),
    where: parts.length === 0 ? '1=1' : parts.map((part) => `(${part})`).join(' AND '),
    params: conditionParams(conditions),
    text: typeof raw === 'string' ? raw.trim() : '',
  };
}

/** The same rows with one more condition (its parameters after the filter's). */
export function narrowed(filter: ReportFilter, condition: Condition): ReportFilter {
  return { ...filter, where: `${filter.where} AND (${condition.sql})`, params: [...filter.params, ...condition.params] };
}
