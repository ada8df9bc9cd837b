/** Saved filters as the list sees them: the list's state saved under a name, and brought back. */
import { createSavedFilter, type SavedFilter } from '~/lib/data/saved-filters';
import type { ListUrlState } from '~/lib/lists/list-url-state';
import { withFilterString } from '~/lib/lists/list-url-state';

export { deleteSavedFilter, listSavedFilters as loadSavedFilters, type SavedFilter } from '~/lib/data/saved-filters';

export function saveFilter(resource: string, name: string, state: ListUrlState, defaultSort: string): Promise<SavedFilter> {
  return createSavedFilter({
    resource,
    name,
    pql: state.pql ?? '',
    sort: state.sort === defaultSort ? null : state.sort,
    fields: state.fields?.join(',') ?? null,
  });
}

/** The list state a saved filter brings back: its filter string, sort and columns, from page 1. */
export function stateOfSavedFilter(filter: SavedFilter, defaultSort: string): ListUrlState {
  const fields = filter.fields?.split(',').filter(Boolean);
  return { ...withFilterString(filter.pql, defaultSort), sort: filter.sort ?? defaultSort, ...(fields && fields.length > 0 ? { fields } : {}) };
}
