/**
 * The addresses the dashboards link to (pure): a figure's list filtered by its PQL (the list
 * address's `pql`, src/lib/lists/list-url-state.ts), a record's page, the domains list searched by
 * name, and the home page in another account (the `context` parameter).
 */
import { printPql } from '../pql/index.ts';
import { fillRoutePattern } from '../routes/route-pattern.ts';
import { addressInAccount } from '../session/context-parameter.ts';
import type { DashboardPages } from './dashboard-pages.ts';

/** `<list>?pql=…`, or the list alone when it cannot take the filter; undefined when the resource has no page. */
export function figureHref(pages: DashboardPages, resource: string, pql: string | undefined): string | undefined {
  const list = pages.lists[resource];
  if (!list) return undefined;
  if (!list.filters || !pql) return list.href;
  return `${list.href}?${new URLSearchParams({ pql }).toString()}`;
}

/** A record's page, when its declaration has one and the id is known. */
export function recordHref(pages: DashboardPages, resource: string | undefined, id: string | number | null | undefined): string | undefined {
  const pattern = resource ? pages.records[resource] : undefined;
  return pattern ? fillRoutePattern(pattern, { id: id === null || id === undefined ? undefined : String(id) }) : undefined;
}

/**
 * The domains list filtered to names containing the text (lower case, as names are kept): the
 * A-label `name`, or `unicode_name` for text that is not ASCII. Undefined for empty text.
 */
export function domainSearchPql(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  // eslint-disable-next-line no-control-regex
  const field = /^[\x00-\x7f]*$/.test(wanted) ? 'name' : 'unicode_name';
  return printPql([{ field, operator: 'contains', values: [wanted] }]);
}

export function domainSearchHref(domainsList: string, text: string): string | undefined {
  const pql = domainSearchPql(text);
  return pql ? `${domainsList}?${new URLSearchParams({ pql }).toString()}` : undefined;
}

/** The home page in another account (staff: the account bar's way of switching). */
export function homeInAccount(origin: string, accountId: string, ownGroup: string | undefined): string {
  return addressInAccount(`${origin}/`, accountId, ownGroup);
}
