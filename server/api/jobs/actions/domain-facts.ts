/**
 * The domains a job names, read in chunks with what every domain action decides on (DESIGN.md
 * section 13): state, locks, contacts, its TLD's rules and the approval requests still pending
 * on it. An action's eligibility is a pure function of these facts and its options, so the dry
 * run (check) and the run itself (which reads the one domain again: things change) decide alike.
 */
import type { Eligibility, ItemOutcome, JobContext } from '../job-action.ts';
import { rowsOfIds } from './id-chunks.ts';
import { sayIn, type Say } from './job-messages.ts';

export interface PendingApproval {
  id: number;
  kind: string;
  approver_name: string;
  expires_at: string;
}

export interface DomainFacts {
  id: number;
  group_id: string;
  name: string;
  unicode_name: string;
  tld: string;
  status: string;
  external: boolean;
  expires_at: string;
  auto_renew: boolean;
  renewal_period_years: number;
  registry_lock: boolean;
  transfer_lock: boolean;
  privacy: boolean;
  nameservers: string[];
  product_id: number | null;
  registrant_contact_id: number | null;
  admin_contact_id: number | null;
  tech_contact_id: number | null;
  billing_contact_id: number | null;
  registry_lock_supported: boolean;
  privacy_supported: boolean;
  min_period_years: number;
  max_period_years: number;
  /** The zone kept here for the domain, if any. */
  zone_id: number | null;
  pending: PendingApproval[];
}

/** Statuses after which a domain is no longer ours to change (as the platform operations read them). */
export const finishedStatuses: readonly string[] = ['transferred_out', 'pending_delete', 'redemption'];

const select = `SELECT d.id, d.group_id, d.name, d.unicode_name, d.tld, d.status, d.external, d.expires_at, d.auto_renew, d.renewal_period_years,
  d.registry_lock, d.transfer_lock, d.privacy, d.nameservers, d.product_id, d.registrant_contact_id, d.admin_contact_id, d.tech_contact_id,
  d.billing_contact_id, tld.registry_lock_supported, tld.privacy_supported, tld.min_period_years, tld.max_period_years,
  (SELECT min(z.id) FROM dns_zones z WHERE z.domain_id = d.id) AS zone_id,
  (SELECT json_group_array(json_object('id', a.id, 'kind', a.kind, 'approver_name', a.approver_name, 'expires_at', a.expires_at))
    FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') AS pending
  FROM domains d JOIN tlds tld ON tld.id = d.tld_id`;

const optionalId = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function factsOf(row: Record<string, unknown>): DomainFacts {
  let nameservers: unknown = [];
  try {
    nameservers = JSON.parse(String(row.nameservers));
  } catch {
    // A malformed list reads as none.
  }
  return {
    id: Number(row.id),
    group_id: String(row.group_id),
    name: String(row.name),
    unicode_name: String(row.unicode_name),
    tld: String(row.tld),
    status: String(row.status),
    external: Number(row.external) === 1,
    expires_at: String(row.expires_at),
    auto_renew: Number(row.auto_renew) === 1,
    renewal_period_years: Number(row.renewal_period_years),
    registry_lock: Number(row.registry_lock) === 1,
    transfer_lock: Number(row.transfer_lock) === 1,
    privacy: Number(row.privacy) === 1,
    nameservers: Array.isArray(nameservers) ? nameservers.map(String) : [],
    product_id: optionalId(row.product_id),
    registrant_contact_id: optionalId(row.registrant_contact_id),
    admin_contact_id: optionalId(row.admin_contact_id),
    tech_contact_id: optionalId(row.tech_contact_id),
    billing_contact_id: optionalId(row.billing_contact_id),
    registry_lock_supported: Number(row.registry_lock_supported) === 1,
    privacy_supported: Number(row.privacy_supported) === 1,
    min_period_years: Number(row.min_period_years),
    max_period_years: Number(row.max_period_years),
    zone_id: optionalId(row.zone_id),
    pending: JSON.parse(String(row.pending ?? '[]')) as PendingApproval[],
  };
}

/** The domains of `ids` in the job starter's scope, by id (an id missing from the map is not_found). */
export function readDomainFacts(context: JobContext, ids: readonly number[]): Map<number, DomainFacts> {
  return new Map(rowsOfIds(context.statements, context.scope, ids, select, 'd.id', 'd.group_id').map((row) => [Number(row.id), factsOf(row)]));
}

export function pendingOf(domain: DomainFacts, kind: string): PendingApproval | undefined {
  return domain.pending.filter((approval) => approval.kind === kind).sort((a, b) => b.id - a.id)[0];
}

/** What a domain action decides per domain: null when eligible (with an optional cost and note), else the reason. */
export type DomainDecision =
  | { eligible: true; cost?: { amount: number; currency: string }; note?: string }
  | { eligible: false; reason_key: string; reason: string };

export function refused(reason_key: string, reason: string): DomainDecision {
  return { eligible: false, reason_key, reason };
}

/** Reasons that mean the record is already as asked (ineligible in the dry run: nothing to do). */
const alreadyAsAsked = new Set(['unchanged', 'already_locked', 'already_unlocked']);

/**
 * The outcome of an item found ineligible when it runs (checked again: things change): failed
 * with the reason, but done when the record is already as asked (someone did it meanwhile).
 */
export function refusedOutcome(decision: { reason_key: string; reason: string }): ItemOutcome {
  if (alreadyAsAsked.has(decision.reason_key)) return { state: 'done', result: { unchanged: true, message: decision.reason } };
  return { state: 'failed', reason_key: decision.reason_key, reason: decision.reason };
}

export function notFound(id: number, say: Say): Eligibility {
  return { eligible: false, label: `#${id}`, reason_key: 'not_found', reason: say('notFound') };
}

/**
 * check() of a domain action: every id's eligibility from its facts, in one read of all of them.
 * `decide` sees the job's language already bound (`say`).
 */
export function checkDomains(context: JobContext, ids: readonly number[], decide: (domain: DomainFacts, say: Say) => DomainDecision): Map<number, Eligibility> {
  const say = sayIn(context.locale);
  const facts = readDomainFacts(context, ids);
  const answer = new Map<number, Eligibility>();
  for (const id of ids) {
    const domain = facts.get(id);
    if (!domain) {
      answer.set(id, notFound(id, say));
      continue;
    }
    const decision = decide(domain, say);
    answer.set(id, { label: domain.name, ...decision });
  }
  return answer;
}

/** The one domain of an item, read again when it runs (undefined: gone or out of scope). */
export function readDomain(context: JobContext, id: number): DomainFacts | undefined {
  return readDomainFacts(context, [id]).get(id);
}
