/**
 * The list's state in the address bar (spec section 4, DESIGN.md section 7): `pql`, `page`,
 * `limit`, `sort`, `fields` and the legacy `filter[field]`, so a reload or a shared link shows
 * the same list. Only what differs from the defaults is written; other parameters (`context`)
 * stay as they are. Setting a filter string clears page, limit, sort, fields and legacy filters.
 */
import { defaultListLimit, defaultListPage } from '../data/list-query.ts';

import { maxLimit as maximumListLimit } from '../contracts/list-query.ts';

export { maximumListLimit };

export interface ListUrlState {
  page: number;
  limit: number;
  /** `name` or `-expires_at`. */
  sort: string;
  /** Chosen columns; undefined means the declaration's listed ones. */
  fields?: string[];
  pql?: string;
  filters: Record<string, string>;
}

const legacyFilter = /^filter\[([^\]]+)\]$/;

function positiveInteger(text: string | null, fallback: number, maximum = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? Math.min(value, maximum) : fallback;
}

export function readListUrlState(search: URLSearchParams, defaultSort: string, defaultLimit = defaultListLimit): ListUrlState {
  const filters: Record<string, string> = {};
  for (const [key, value] of search) {
    const field = legacyFilter.exec(key)?.[1];
    if (field) filters[field] = value;
  }
  const fields = search.get('fields')?.split(',').map((field) => field.trim()).filter(Boolean);
  const pql = search.get('pql')?.trim();
  return {
    page: positiveInteger(search.get('page'), defaultListPage),
    limit: positiveInteger(search.get('limit'), defaultLimit, maximumListLimit),
    sort: search.get('sort')?.trim() || defaultSort,
    fields: fields && fields.length > 0 ? fields : undefined,
    pql: pql ? pql : undefined,
    filters,
  };
}

/** The address's query for a state, keeping every parameter the list does not own. */
export function writeListUrlState(state: ListUrlState, current: URLSearchParams, defaultSort: string, defaultLimit = defaultListLimit): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!['page', 'limit', 'sort', 'fields', 'pql'].includes(key) && !legacyFilter.test(key)) next.append(key, value);
  }
  if (state.pql) next.set('pql', state.pql);
  for (const [field, value] of Object.entries(state.filters)) next.set(`filter[${field}]`, value);
  if (state.sort !== defaultSort) next.set('sort', state.sort);
  if (state.fields && state.fields.length > 0) next.set('fields', state.fields.join(','));
  if (state.limit !== defaultLimit) next.set('limit', String(state.limit));
  if (state.page !== defaultListPage) next.set('page', String(state.page));
  return next;
}

/** A new filter string starts the list afresh: page, limit, sort, fields and legacy filters go. */
export function withFilterString(pql: string | undefined, defaultSort: string, defaultLimit = defaultListLimit): ListUrlState {
  const text = pql?.trim();
  return { page: defaultListPage, limit: defaultLimit, sort: defaultSort, fields: undefined, pql: text ? text : undefined, filters: {} };
}
