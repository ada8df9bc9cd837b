/**
 * Where a report's row leads (DESIGN.md section 14): the list of the records it counts, filtered
 * by the report's filter AND the row's own PQL (`/domains?pql=tld equals com and status equals
 * active`), when a list shows the rows' resource and filters on every field of that filter;
 * otherwise the row leads nowhere rather than to a list that would refuse the filter. Pure.
 */
import { parsePql } from '../pql/parse-pql.ts';
import { reportResources, type ReportName, type ReportSection } from '../schemas/report.ts';

/** A list a report's rows can open: its route, the permission that shows it, and the fields it filters on. */
export interface ReportList {
  href: string;
  permission: string;
  fields: readonly string[];
}

/** The report's filter and a row's PQL as one filter ('' and absent parts left out). */
export function combinedFilter(filter: string, rowPql: string | undefined): string {
  return [filter.trim(), rowPql?.trim() ?? ''].filter(Boolean).join(' and ');
}

/** The filtered list a row opens, or nothing when the row has no PQL or the list cannot read it. */
export function rowHref(list: ReportList | undefined, filter: string, rowPql: string | undefined): string | undefined {
  if (!list || !rowPql?.trim()) return undefined;
  const pql = combinedFilter(filter, rowPql);
  const parsed = parsePql(pql);
  if (!parsed.ok) return undefined;
  const fields = new Set(list.fields);
  if (parsed.query.some((condition) => !fields.has(condition.field))) return undefined;
  return `${list.href}?pql=${encodeURIComponent(pql)}`;
}

/** The list a section's rows open: the section's resource (else the report's), if a list shows it and the reader may see it. */
export function sectionList(
  lists: Readonly<Record<string, ReportList>>,
  report: ReportName,
  section: Pick<ReportSection, 'resource'>,
  may: (permission: string) => boolean,
): ReportList | undefined {
  const list = lists[section.resource ?? reportResources[report]];
  return list && may(list.permission) ? list : undefined;
}
