/**
 * The list call for what the address says (DESIGN.md section 7): the declaration's API path
 * with the route's parameters, the page, limit, sort, the columns shown (plus `id`, which row
 * links and selection need) and the filter string or legacy filters.
 */
import type { ListQuery } from '../data/list-query.ts';
import type { ListUrlState } from './list-url-state.ts';
import type { ResourceDeclaration } from '../resources/resource-declaration.ts';
import { resolveApiPath } from '../resources/resource-routes.ts';
import { shownColumns } from '../resources/list-columns.ts';
import { namedFields } from '../resources/record-display-name.ts';

/** What a list call needs of a declaration (an early request carries just this). */
export type ListRequestSource = Pick<ResourceDeclaration, 'name' | 'apiPath' | 'parent' | 'columns' | 'displayField' | 'unicodeField' | 'lookupField' | 'opens'>;

/** Fields a row needs besides its columns: its id and the fields naming it in the routes its link leads to. */
export function rowKeyFields(declaration: Pick<ResourceDeclaration, 'displayField' | 'unicodeField' | 'lookupField' | 'opens'>): string[] {
  const destinations = (declaration.opens ?? []).flatMap((destination) => [...Object.values(destination.parameters), ...Object.keys(destination.when ?? {}), ...Object.values(destination.filter ?? {})]);
  return [...new Set(['id', ...namedFields(declaration), ...(declaration.lookupField ? [declaration.lookupField] : []), ...destinations])];
}

export function requestedFields(declaration: ListRequestSource, state: ListUrlState): string[] {
  const columns = shownColumns(declaration, state.fields).map((column) => column.field);
  const currencies = shownColumns(declaration, state.fields).flatMap((column) => (column.type === 'money' ? [column.currencyField ?? 'currency'] : []));
  const known = new Set(declaration.columns.map((column) => column.field));
  return [...new Set([...rowKeyFields(declaration).filter((field) => known.has(field)), ...columns, ...currencies.filter((field) => known.has(field))])];
}

export function listRequest(
  declaration: ListRequestSource,
  state: ListUrlState,
  routeParameters: Readonly<Record<string, string>>,
): Omit<ListQuery, 'signal'> {
  const query: Omit<ListQuery, 'signal'> = {
    resource: resolveApiPath(declaration, routeParameters),
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    fields: requestedFields(declaration, state),
  };
  if (state.pql) query.pql = state.pql;
  if (Object.keys(state.filters).length > 0) query.filters = { ...state.filters };
  return query;
}
