/** A user's saved list filters, stored by the API in the account (so they follow the user to any device). */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { savedFilterContracts } from '../contracts/saved-filter-contracts.ts';
import { call } from './data.ts';

/** A saved filter as the API answers it (`own`: the user's; `shared`: visible to everyone in the account). */
export type SavedFilter = AnswerOf<typeof savedFilterContracts.create>;

export type SavedFilterValues = Pick<SavedFilter, 'name' | 'pql' | 'sort' | 'fields'> & { resource: string };

const savedFiltersPath = 'saved_filters';

/** One page holds every filter a user may keep (the API's per-user limit is 100 by default, a page at most 1000). */
const ownPageSize = 1000;
/** Colleagues' shared filters: the first 100 by name. */
const sharedPageSize = 100;

/** The user's own filters of a resource, then (listed apart by the API) the ones colleagues shared with them. */
export async function listSavedFilters(resource: string, signal?: AbortSignal): Promise<SavedFilter[]> {
  const page = (owner: 'me' | 'others', limit: number) =>
    call<{ data?: SavedFilter[] }>('GET', savedFiltersPath, { query: { resource, owner, limit }, ...(signal ? { signal } : {}) });
  const [own, shared] = await Promise.all([page('me', ownPageSize), page('others', sharedPageSize)]);
  return [...(own.data ?? []), ...(shared.data ?? [])];
}

export function createSavedFilter(values: SavedFilterValues): Promise<SavedFilter> {
  return call<SavedFilter>('POST', savedFiltersPath, { body: values });
}

export async function deleteSavedFilter(id: number): Promise<void> {
  await call('DELETE', `${savedFiltersPath}/${encodeURIComponent(String(id))}`);
}
