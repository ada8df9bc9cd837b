/**
 * Audit entries, newest first and filtered by PQL when given: one record's
 * (`{apiPath}/{id}/log`) or a declared resource's area (`audit_log?resource=`).
 */
import { call, getList } from './data.ts';
import { listResultOf } from './data-provider.ts';
import type { ListResult } from './data-types.ts';
import { listQueryParameters } from './list-query.ts';

export interface AuditEntry {
  id: number | string;
  username?: string | null;
  user_id?: number | null;
  action: string;
  resource_type?: string;
  resource_id?: string | number;
  resource_name?: string | null;
  before?: unknown;
  after?: unknown;
  created_at: string;
}

export type AuditSource = { kind: 'record'; apiPath: string; id: string } | { kind: 'area'; resource: string };

export interface AuditPage {
  page: number;
  limit: number;
  pql?: string;
  signal?: AbortSignal;
}

export async function loadAuditEntries(source: AuditSource, { page, limit, pql, signal }: AuditPage): Promise<ListResult<AuditEntry>> {
  const query = { page, limit, sort: '-created_at', ...(pql ? { pql } : {}) };
  const cancel = signal ? { signal } : {};
  if (source.kind === 'record') return getList<AuditEntry>({ resource: `${source.apiPath}/${encodeURIComponent(source.id)}/log`, ...query, ...cancel });
  const answer = await call('GET', 'audit_log', { query: { resource: source.resource, ...listQueryParameters(query) }, ...cancel });
  return listResultOf<AuditEntry>(answer, { page, limit });
}
