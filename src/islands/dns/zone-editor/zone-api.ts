/**
 * The zone editor's calls (DESIGN.md section 12, the API's "DNS zones: draft → plan → publish"):
 * the domain's zone, its live records a page at a time, the caller's draft, staging, the plan,
 * publishing, restore points. Through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf, BodyOf } from '~/lib/contracts/api-contract';
import type { zoneContracts } from '~/lib/contracts/zone-contracts';
import { zoneRoutes } from '~/lib/contracts/zone-routes';
import { getList } from '~/lib/data';
import { callContract } from '~/lib/data/contract-call';
import type { PlanWarningCode } from '~/lib/dns/plan/plan-warnings';
import type { ZoneRecord } from '~/lib/dns/zone-record';

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

/** The caller's draft with every change it stages, as its contract answers it. */
export type Draft = AnswerOf<typeof zoneContracts.draft>;
export type DraftChange = Draft['changes'][number];
export type DraftCounts = Draft['counts'];
/** The draft discarded last, while an undo can bring it back. */
export type DiscardedDraft = NonNullable<Draft['discarded']>;
/** Someone else changed or deleted the record since. */
export type ConflictReason = NonNullable<DraftChange['conflict']>;

/** A draft made whole by an import or a restore, answered without its list of changes (the plan shows them). */
export type DraftSummary = AnswerOf<typeof zoneContracts.restore>;

/** The plan of the caller's draft, as its contract answers it: draft_version and base_serial are its identity (publishing names both, so only this plan goes live). */
export type Plan = AnswerOf<typeof zoneContracts.plan>;
export type PlanChange = Plan['changes'][number];
export type PlanWarning = Plan['warnings'][number];
export type PlanConflict = Plan['conflicts'][number];

export type ConflictResolution = BodyOf<typeof zoneContracts.resolve>['resolution'];

/** A restore point, as the versions list answers it. */
export type ZoneVersion = AnswerOf<typeof zoneContracts.versions>['data'][number];

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

export const draftOf = (zoneId: number, signal?: AbortSignal) => callContract<typeof zoneContracts.draft>(zoneRoutes.draft, { params: { zoneId }, ...(signal ? { signal } : {}) });
export const stage = (zoneId: number, change: StagedChange) => callContract<typeof zoneContracts.stage>(zoneRoutes.stage, { params: { zoneId }, body: { action: change.action, record: { ...change.record } } });
export const unstage = (zoneId: number, changeId: number) => callContract<typeof zoneContracts.unstage>(zoneRoutes.unstage, { params: { zoneId, changeId } });
export const discardDraft = (zoneId: number) => callContract<typeof zoneContracts.discardDraft>(zoneRoutes.discardDraft, { params: { zoneId } });
export const undoDiscard = (zoneId: number) => callContract<typeof zoneContracts.undoDiscard>(zoneRoutes.undoDiscard, { params: { zoneId } });
export const resolveConflict = (zoneId: number, changeId: number, resolution: ConflictResolution) =>
  callContract<typeof zoneContracts.resolve>(zoneRoutes.resolve, { params: { zoneId, changeId }, body: { resolution } });
/** The plan with one page of its record-set changes (an import may plan 100 000); counts, warnings, problems and conflicts are whole. */
export const planOf = (zoneId: number, page: number, limit: number, signal?: AbortSignal) =>
  callContract<typeof zoneContracts.plan>(zoneRoutes.plan, { params: { zoneId }, query: { page, limit }, ...(signal ? { signal } : {}) });
/** Publishes exactly the plan shown: the API refuses (409) a zone or draft moved since. */
export const publish = (zoneId: number, plan: Pick<Plan, 'base_serial' | 'draft_version'>, confirm: readonly PlanWarningCode[]) =>
  callContract<typeof zoneContracts.publish>(zoneRoutes.publish, { params: { zoneId }, body: { base_serial: plan.base_serial, draft_version: plan.draft_version ?? 0, confirm: [...confirm] } });
export const versionsOf = (zoneId: number, signal?: AbortSignal) =>
  callContract<typeof zoneContracts.versions>(zoneRoutes.versions, { params: { zoneId }, query: { limit: 10 }, ...(signal ? { signal } : {}) });
/** A draft with changes is replaced only with `replaceDraft` (409 draft_not_empty otherwise). */
export const restoreVersion = (zoneId: number, serial: number, replaceDraft = false) =>
  callContract<typeof zoneContracts.restore>(zoneRoutes.restore, { params: { zoneId, serial }, body: replaceDraft ? { replace_draft: true } : {} });
/** One restore point: the diff that made it and all its records. */
export const versionOf = (zoneId: number, serial: number, signal?: AbortSignal) =>
  callContract<typeof zoneContracts.version>(zoneRoutes.version, { params: { zoneId, serial }, ...(signal ? { signal } : {}) });
