import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createDataRequest, type DataState, type Load } from '~/lib/data/data-request';

export type DataResult<T> = DataState<T> & {
  /** Asks again (the error state's "Try again"). */
  retry(): void;
  /** Takes a newer answer in without asking, or works it out from the one shown. */
  set(data: T | ((current: T | undefined) => T)): void;
};

export interface UseDataOptions<T> {
  /** Which answers are "nothing here" (default: an empty array or a list answer with no rows). */
  isEmpty?: (data: T) => boolean;
  /** An answer already at hand for the first key (read once, at the first render). */
  initial?: () => T | undefined;
}

/**
 * A screen's data (DESIGN.md section 11): asks with `load` whenever `key` changes (null asks
 * nothing yet), cancels the request when the key changes or the screen goes, and asks again
 * when the page comes back from the browser's cache after leaving mid-request. Render the
 * answer with the kit's states (DataView, LoadingState, EmptyState, ErrorState).
 */
export function useData<T>(key: string | null, load: Load<T>, options: UseDataOptions<T> = {}): DataResult<T> {
  const [request] = useState(() => {
    const initial = key === null ? undefined : options.initial?.();
    return createDataRequest<T>({
      ...(options.isEmpty ? { isEmpty: options.isEmpty } : {}),
      ...(initial === undefined || key === null ? {} : { initial: { key, data: initial } }),
    });
  });
  const state = useSyncExternalStore(request.listen, request.get, request.get);
  // The latest `load` (it closes over the screen's current props) is the one a retry uses.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    request.ask(key, (signal) => latestLoad.current(signal));
    return () => request.cancel();
  }, [key, request]);

  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) request.resume();
    };
    addEventListener('pageshow', shown);
    return () => removeEventListener('pageshow', shown);
  }, [request]);

  return useMemo(() => ({ ...state, retry: request.retry, set: request.set }), [state, request]);
}
