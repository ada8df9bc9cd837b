/**
 * Where the watch screens link (pure): a watch's page and its report pages, its cases list
 * filtered to one case (cases have no page of their own: the list opens them), and its
 * look-alikes list.
 */
import { printPql } from '../pql/index.ts';
import { fillRoutePattern } from '../routes/route-pattern.ts';

export const watchReportKinds = ['overview', 'detail', 'action'] as const;
export type WatchReportKind = (typeof watchReportKinds)[number];

const path = (pattern: string, id: number | string) => fillRoutePattern(pattern, { id: String(id) }) ?? pattern;

export function watchHref(watchId: number | string): string {
  return path('/watch/{id}', watchId);
}

export function watchReportHref(watchId: number | string, kind: WatchReportKind): string {
  return path(`/watch/{id}/${kind}-report`, watchId);
}

/** The watch's cases list, filtered to the case with this reference when there is one. */
export function watchCasesHref(watchId: number | string, reference?: string | null): string {
  const list = path('/watch/{id}/cases', watchId);
  if (!reference) return list;
  return `${list}?${new URLSearchParams({ pql: printPql([{ field: 'reference', operator: 'equals', values: [reference] }]) }).toString()}`;
}

/** The watch's look-alikes list, filtered to one name when given. */
export function watchMatchesHref(watchId: number | string, name?: string): string {
  const list = path('/watch/{id}/domains', watchId);
  if (!name) return list;
  return `${list}?${new URLSearchParams({ pql: printPql([{ field: 'name', operator: 'equals', values: [name] }]) }).toString()}`;
}

export function domainHref(domainId: number | string): string {
  return path('/domains/{id}', domainId);
}
