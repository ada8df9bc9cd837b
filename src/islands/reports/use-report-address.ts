/** A report's state in the address bar: read at start and on Back/Forward, written (a history entry) on each change. */
import { useCallback, useEffect, useState } from 'react';
import { readReportAddress, writeReportAddress, type ReportAddress } from '~/lib/reports/report-address';
import type { ReportDeclaration } from '~/lib/reports/report-declarations';

export function useReportAddress(report: Pick<ReportDeclaration, 'options'>): [ReportAddress, (next: ReportAddress) => void] {
  const [state, setState] = useState(() => readReportAddress(new URLSearchParams(location.search), report));
  useEffect(() => {
    const restore = () => setState(readReportAddress(new URLSearchParams(location.search), report));
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, [report]);
  const change = useCallback((next: ReportAddress) => {
    const query = writeReportAddress(next, new URLSearchParams(location.search), report).toString();
    const address = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (address !== `${location.pathname}${location.search}${location.hash}`) history.pushState(null, '', address);
    setState(next);
  }, [report]);
  return [state, change];
}
