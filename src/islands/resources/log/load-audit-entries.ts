/** One page of audit entries, filtered by PQL when given: a record's (`<apiPath>/{id}/log`) or a declared resource's (`audit_log?resource=`). */
import { currentContext, getList, type ListResult } from '~/lib/data';
import { http } from '~/lib/http/http';
import { HttpError } from '~/lib/http/http-error';
import type { AuditEntry } from './entry-changes.ts';

export const logPageSize = 25;

export type LogSource = { kind: 'record'; apiPath: string; id: string } | { kind: 'area'; resource: string };

export async function loadAuditEntries(source: LogSource, page: number, pql: string | undefined, signal: AbortSignal): Promise<ListResult<AuditEntry>> {
  const query = { page, limit: logPageSize, sort: '-created_at', ...(pql ? { pql } : {}) } as const;
  if (source.kind === 'record') return getList<AuditEntry>({ resource: `${source.apiPath}/${encodeURIComponent(source.id)}/log`, ...query, signal });
  const context = currentContext();
  if (!context) throw new HttpError(0, 'No account context');
  const answer = await http.get<ListResult<AuditEntry>>(`groups/${encodeURIComponent(context)}/audit_log`, {
    query: { resource: source.resource, page: String(page), limit: String(logPageSize), sort: query.sort, ...(pql ? { pql } : {}) },
    signal,
  });
  return { data: answer.data ?? [], meta: answer.meta ?? { total: 0, page, limit: logPageSize } };
}
