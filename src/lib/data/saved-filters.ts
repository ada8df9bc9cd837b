/** A user's saved list filters, stored by the API in the account (so they follow the user to any device). */
import { call } from './data.ts';

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

export type SavedFilterValues = Pick<SavedFilter, 'name' | 'pql' | 'sort' | 'fields'> & { resource: string };

const savedFiltersPath = 'saved_filters';

/** The user's own filters of a resource and the ones shared with them. */
export async function listSavedFilters(resource: string, signal?: AbortSignal): Promise<SavedFilter[]> {
  const answer = await call<{ data?: SavedFilter[] }>('GET', savedFiltersPath, { query: { resource }, ...(signal ? { signal } : {}) });
  return answer.data ?? [];
}

export function createSavedFilter(values: SavedFilterValues): Promise<SavedFilter> {
  return call<SavedFilter>('POST', savedFiltersPath, { body: values });
}

export async function deleteSavedFilter(id: number): Promise<void> {
  await call('DELETE', `${savedFiltersPath}/${encodeURIComponent(String(id))}`);
}
