/** A focus page's item id (from the address, as the record tabs' pages read it) and its answer, the kit's way. */
import { useMemo } from 'react';
import { loadFocus, type FocusAnswers, type FocusPage } from '~/lib/intelligence/focus-api';
import { matchRouteParameters } from '~/lib/routes/route-params';
import { useData, type DataResult } from '../kit/use-data';

export function useFocus<P extends FocusPage>(page: P, pattern: string, isEmpty: (answer: FocusAnswers[P]) => boolean): DataResult<FocusAnswers[P]> {
  const itemId = useMemo(() => matchRouteParameters(pattern, location.pathname.replace(/\/+$/, ''))?.id ?? null, [pattern]);
  return useData<FocusAnswers[P]>(itemId && `${page}:${itemId}`, (signal) => loadFocus(page, itemId ?? '', signal), { isEmpty });
}
