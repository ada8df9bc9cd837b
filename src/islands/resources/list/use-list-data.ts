import { getList, type ListQuery, type ListResult } from '~/lib/data';
import { takeAnsweredEarlyList, takeEarlyList } from '~/lib/lists/early-list';
import { useData } from '../../kit/use-data';
import { serverQueryProblem } from './query-error';

export type ListRecord = Record<string, unknown>;

/** The list shows its own empty state (it knows whether a filter caused it). */
const neverEmpty = () => false;

/**
 * The page of records a list call answers (the page's early call when it is the same; shown at
 * the first render when it has answered already); a newer call cancels the one in flight.
 */
export function useListData(request: Omit<ListQuery, 'signal'>) {
  const data = useData<ListResult<ListRecord>>(
    JSON.stringify(request),
    (signal) => takeEarlyList(request) ?? getList<ListRecord>({ ...request, signal }),
    { isEmpty: neverEmpty, initial: () => takeAnsweredEarlyList(request) },
  );
  return {
    ...data,
    rows: data.data?.data ?? [],
    total: data.data?.meta.total ?? 0,
    queryProblem: data.status === 'error' ? serverQueryProblem(data.failure.error) : undefined,
  };
}
