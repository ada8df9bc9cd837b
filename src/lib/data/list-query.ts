/**
 * The list call's query parameters (spec sections 7 and 9, DESIGN.md section 7): limit 25 and
 * page 1 by default, sort newest first by default (`-` marks descending), legacy
 * `filter[field]=value`, `fields` with each dotted field's top-level parent, and `pql`.
 */
import { printPql } from '../pql/print-pql.ts';
import type { PqlTerm } from '../pql/pql-types.ts';
import type { QueryParameters } from '../http/query-string.ts';

import { defaultLimit as defaultListLimit } from '../contracts/list-query.ts';

export { defaultListLimit };
export const defaultListPage = 1;
export const defaultListSort = '-created_at';

export type SortOrder = 'asc' | 'desc';
export type ListSort = string | { key: string; order: SortOrder };
export type FilterValue = string | number | boolean | readonly (string | number)[];

export interface ListQuery {
  resource: string;
  page?: number;
  limit?: number;
  sort?: ListSort;
  fields?: readonly string[];
  filters?: Readonly<Record<string, FilterValue | null | undefined>>;
  /** PQL text, or conditions a filter builder made. */
  pql?: string | readonly PqlTerm[];
  signal?: AbortSignal;
  /** The account to ask in, when not the current one (staff find accounts from their own, which sees every account). */
  context?: string;
}

export function sortParameter(sort: ListSort | undefined): string {
  if (sort === undefined || sort === '') return defaultListSort;
  if (typeof sort === 'string') return sort;
  return `${sort.order === 'desc' ? '-' : ''}${sort.key}`;
}

/** `['name', 'contact.email']` → `name,contact,contact.email`: the API needs the parent to return a nested field. */
export function fieldsParameter(fields: readonly string[] | undefined): string | undefined {
  if (!fields || fields.length === 0) return undefined;
  const chosen = new Set<string>();
  for (const field of fields) {
    const parent = field.split('.', 1)[0]!;
    if (parent !== field) chosen.add(parent);
    chosen.add(field);
  }
  return [...chosen].join(',');
}

function pqlParameter(pql: ListQuery['pql']): string | undefined {
  const text = typeof pql === 'string' ? pql.trim() : pql && pql.length > 0 ? printPql(pql) : '';
  return text === '' ? undefined : text;
}

export function listQueryParameters(query: Omit<ListQuery, 'resource' | 'signal'>): QueryParameters {
  const parameters: QueryParameters = {
    limit: query.limit ?? defaultListLimit,
    page: query.page ?? defaultListPage,
    sort: sortParameter(query.sort),
  };
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    parameters[`filter[${field}]`] = Array.isArray(value) ? value.join(',') : String(value);
  }
  const fields = fieldsParameter(query.fields);
  if (fields) parameters.fields = fields;
  const pql = pqlParameter(query.pql);
  if (pql) parameters.pql = pql;
  return parameters;
}
