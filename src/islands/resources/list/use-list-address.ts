import { useCallback, useEffect, useState } from 'react';
import { readListUrlState, writeListUrlState, type ListUrlState } from '~/lib/lists/list-url-state';

function readAddress(defaultSort: string, bound: boolean, defaultLimit?: number): ListUrlState {
  return readListUrlState(new URLSearchParams(bound ? location.search : ''), defaultSort, defaultLimit);
}

/**
 * The list state lives in the address bar: each change is a history entry (Back undoes it),
 * and Back/Forward bring the list they name back. The island renders in the browser only, so
 * the first render already reads the address. A second list on the same page (`bound` false)
 * keeps its state to itself.
 */
export function useListAddress(defaultSort: string, bound: boolean, defaultLimit?: number): [ListUrlState, (next: ListUrlState) => void] {
  const [state, setState] = useState<ListUrlState>(() => readAddress(defaultSort, bound, defaultLimit));

  useEffect(() => {
    if (!bound) return;
    const restore = () => setState(readAddress(defaultSort, bound, defaultLimit));
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, [defaultSort, bound, defaultLimit]);

  const change = useCallback(
    (next: ListUrlState) => {
      if (!bound) return setState(next);
      const query = writeListUrlState(next, new URLSearchParams(location.search), defaultSort, defaultLimit).toString();
      const address = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
      if (address !== `${location.pathname}${location.search}${location.hash}`) history.pushState(null, '', address);
      setState(next);
    },
    [defaultSort, bound, defaultLimit],
  );

  return [state, change];
}
