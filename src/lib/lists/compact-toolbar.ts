/**
 * A list that fits one page and has no filter needs no pager, no page size and no open filter
 * tools: its toolbar shrinks to one "Filter" button (a domain's three DNSSEC keys, say).
 */
import { defaultListLimit } from '../data/list-query.ts';
import type { ListUrlState } from './list-url-state.ts';

export function fitsCompactToolbar(state: Pick<ListUrlState, 'page' | 'limit' | 'pql' | 'filters'>, total: number): boolean {
  const filtered = Boolean(state.pql) || Object.keys(state.filters).length > 0;
  // Up to the default page size: a longer list keeps its page-size choice even when it fits a page.
  return !filtered && state.page === 1 && total <= Math.min(state.limit, defaultListLimit);
}
