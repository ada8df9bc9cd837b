/**
 * The zone editor's calls (DESIGN.md section 12, the API's "DNS zones: draft → plan → publish"):
 * the domain's zone, its live records a page at a time, the caller's draft, staging, the plan,
 * publishing, restore points. Through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import { call, getList } from '~/lib/data';
import type { ZoneRecord } from '~/lib/dns/zone-record';
import type { RecordProblem } from '~/lib/dns/zone-record';

export interface Zone {
  id: number;
  /** The domain whose pages edit it; none for a reverse zone. */
  domain_id: number | null;
  name: string;
  serial: number;
  default_ttl: number;
  primary_nameserver: string;
  status: string;
}

export type LiveRecord = ZoneRecord & { id: number };

export interface DraftCounts {
  create: number;
  update: number;
  delete: number;
  total: number;
}

export interface DraftChange {
  id: number;
  action: 'create' | 'update' | 'delete';
  record_id: number | null;
  record: ZoneRecord | null;
  before: ZoneRecord | null;
  conflict: boolean;
}

export interface Draft {
  zone_id: number;
  serial: number;
  base_serial: number;
  origin: string | null;
  restored_serial: number | null;
  counts: DraftCounts;
  changes: DraftChange[];
}

export interface PlanChange {
  action: 'create' | 'modify' | 'delete';
  name: string;
  type: string;
  before: ZoneRecord[];
  after: ZoneRecord[];
  /** The staged changes that make it: unstaging them leaves the record set out. */
  change_ids: number[];
}

export interface PlanWarning {
  code: string;
  message: string;
  values?: Record<string, unknown>;
}

export interface Plan {
  zone_id: number;
  base_serial: number;
  draft_base_serial: number | null;
  changes: PlanChange[];
  warnings: PlanWarning[];
  problems: (RecordProblem & { name: string; type: string })[];
  conflicts: unknown[];
  counts: { create: number; modify: number; delete: number };
}

export interface ZoneVersion {
  serial: number;
  previous_serial: number | null;
  record_count: number;
  counts: Record<string, number>;
  username: string | null;
  created_at: string;
}

export type StagedChange =
  | { action: 'create'; record: ZoneRecord }
  | { action: 'update'; record: Partial<ZoneRecord> & { id: number } }
  | { action: 'delete'; record: { id: number } };

const zonePath = (zoneId: number, rest = '') => `zones/${zoneId}${rest}`;

const zoneFields = ['id', 'domain_id', 'name', 'serial', 'default_ttl', 'primary_nameserver', 'status'];

/** The first of the account's zones the filters find (by id, name or domain), or null. */
export async function zoneWhere(filters: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<Zone | null> {
  const answer = await getList<Zone>({ resource: 'zones', filters, fields: zoneFields, limit: 1, ...(signal ? { signal } : {}) });
  return answer.data[0] ?? null;
}

/** The zone of a domain, or null when the domain has none. */
export const zoneOfDomain = (domainId: string, signal?: AbortSignal) => zoneWhere({ domain_id: domainId }, signal);

export function liveRecords(zoneId: number, page: number, limit: number, pql: string, signal?: AbortSignal) {
  return getList<LiveRecord>({ resource: zonePath(zoneId, '/records'), page, limit, sort: 'name,type', pql, ...(signal ? { signal } : {}) });
}

/** The zone's apex NS records (they head the screen whatever the filter). */
export async function apexNameServers(zoneId: number, signal?: AbortSignal): Promise<string[]> {
  const answer = await getList<LiveRecord>({ resource: zonePath(zoneId, '/records'), filters: { name: '@', type: 'NS' }, limit: 50, sort: 'content', ...(signal ? { signal } : {}) });
  return answer.data.map((record) => record.content);
}

export const draftOf = (zoneId: number, signal?: AbortSignal) => call<Draft>('GET', zonePath(zoneId, '/draft'), signal ? { signal } : {});
export const stage = (zoneId: number, change: StagedChange) => call<{ counts: DraftCounts }>('POST', zonePath(zoneId, '/draft/changes'), { body: change });
export const unstage = (zoneId: number, changeId: number) => call<Draft>('DELETE', zonePath(zoneId, `/draft/changes/${changeId}`));
export const discardDraft = (zoneId: number) => call<void>('DELETE', zonePath(zoneId, '/draft'));
export const planOf = (zoneId: number, signal?: AbortSignal) => call<Plan>('GET', zonePath(zoneId, '/plan'), signal ? { signal } : {});
export const publish = (zoneId: number, baseSerial: number, confirm: readonly string[]) =>
  call<{ serial: number; previous_serial: number }>('POST', zonePath(zoneId, '/publish'), { body: { base_serial: baseSerial, confirm } });
export const versionsOf = (zoneId: number, signal?: AbortSignal) =>
  call<{ data: ZoneVersion[] }>('GET', zonePath(zoneId, '/versions'), { query: { limit: 10 }, ...(signal ? { signal } : {}) });
export const restoreVersion = (zoneId: number, serial: number) => call<Draft>('POST', zonePath(zoneId, `/versions/${serial}/restore`));
