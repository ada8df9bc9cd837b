import { useEffect, useRef, useState } from 'react';
import { getList, type ListQuery } from '~/lib/data';
import { isAbortError } from '~/lib/http/http-error';
import { takeAnsweredEarlyList, takeEarlyList } from '~/lib/lists/early-list';
import { serverQueryProblem, type QueryProblem } from './query-error';

export type ListRecord = Record<string, unknown>;

export type ListData =
  | { status: 'loading'; rows: ListRecord[]; total: number }
  | { status: 'ready'; rows: ListRecord[]; total: number }
  | { status: 'error'; rows: ListRecord[]; total: number; message: string; queryProblem?: QueryProblem };

/** The page of records a list call answers (the page's early call when it is the same); a newer call cancels the one in flight. */
export function useListData(request: Omit<ListQuery, 'signal'>, attempt: number): ListData {
  const key = JSON.stringify(request);
  // The page's early call may have answered before the island's first render.
  const shownAtFirst = useRef<string | undefined>(undefined);
  const [data, setData] = useState<ListData>(() => {
    const answered = takeAnsweredEarlyList(request);
    if (!answered) return { status: 'loading', rows: [], total: 0 };
    shownAtFirst.current = key;
    return { status: 'ready', rows: answered.data as ListRecord[], total: answered.meta.total };
  });

  useEffect(() => {
    if (shownAtFirst.current === key && attempt === 0) return;
    shownAtFirst.current = undefined;
    const controller = new AbortController();
    setData((previous) => ({ status: 'loading', rows: previous.rows, total: previous.total }));
    (takeEarlyList(request) ?? getList<ListRecord>({ ...request, signal: controller.signal })).then(
      ({ data: rows, meta }) => {
        if (!controller.signal.aborted) setData({ status: 'ready', rows, total: meta.total });
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        const queryProblem = serverQueryProblem(error);
        const message = error instanceof Error ? error.message : String(error);
        setData((previous) => ({ status: 'error', rows: queryProblem ? previous.rows : [], total: previous.total, message, ...(queryProblem ? { queryProblem } : {}) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return data;
}
