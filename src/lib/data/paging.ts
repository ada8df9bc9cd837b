/**
 * The paging helper (spec sections 7 and 9): 1000 a page from page 1, until a page comes back
 * shorter than that, with the pages' data joined in order.
 */
import type { ListQuery } from './list-query.ts';
import type { ListResult } from './data-types.ts';

export const pageSizeForAll = 1000;

export interface GetAllProgress {
  loaded: number;
  /** The server's total, when it says. */
  total?: number;
  page: number;
}

export interface GetAllOptions {
  onProgress?: (progress: GetAllProgress) => void;
  signal?: AbortSignal;
}

export async function fetchAllPages<T>(
  getList: (query: ListQuery) => Promise<ListResult<T>>,
  query: Omit<ListQuery, 'page' | 'limit' | 'signal'>,
  { onProgress, signal }: GetAllOptions = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await getList({ ...query, page, limit: pageSizeForAll, ...(signal ? { signal } : {}) });
    rows.push(...data);
    onProgress?.({ loaded: rows.length, total: meta.total, page });
    if (data.length < pageSizeForAll) return rows;
  }
}
