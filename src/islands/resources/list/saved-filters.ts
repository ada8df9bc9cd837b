/** A user's saved list filters, stored by the API (so they follow the user to any device). */
import { currentContext } from '~/lib/data';
import { http } from '~/lib/http/http';
import type { ListUrlState } from '~/lib/lists/list-url-state';
import { withFilterString } from '~/lib/lists/list-url-state';

export interface SavedFilter {
  id: number;
  name: string;
  pql: string;
  sort: string | null;
  fields: string | null;
  own: boolean;
  /** Visible to everyone in the account. */
  shared: boolean;
}

const path = () => `groups/${currentContext() ?? ''}/saved_filters`;

export async function loadSavedFilters(resource: string): Promise<SavedFilter[]> {
  const answer = await http.get<{ data: SavedFilter[] }>(path(), { query: { resource } });
  return answer.data;
}

export function saveFilter(resource: string, name: string, state: ListUrlState, defaultSort: string): Promise<SavedFilter> {
  return http.post<SavedFilter>(path(), {
    resource,
    name,
    pql: state.pql ?? '',
    sort: state.sort === defaultSort ? null : state.sort,
    fields: state.fields?.join(',') ?? null,
  });
}

export function deleteSavedFilter(id: number): Promise<unknown> {
  return http.delete(`${path()}/${id}`);
}

/** The list state a saved filter brings back: its filter string, sort and columns, from page 1. */
export function stateOfSavedFilter(filter: SavedFilter, defaultSort: string): ListUrlState {
  const fields = filter.fields?.split(',').filter(Boolean);
  return { ...withFilterString(filter.pql, defaultSort), sort: filter.sort ?? defaultSort, ...(fields && fields.length > 0 ? { fields } : {}) };
}
