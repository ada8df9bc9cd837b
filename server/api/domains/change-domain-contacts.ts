/**
 * Changing one domain's contacts (DESIGN.md section 13): admin, technical and billing contacts
 * change at once; a new registrant is material and becomes a `registrant_change` approval request
 * (the registrant stays until the approver approves). Used by POST domain_contact_changes (per
 * domain of the request) and by the bulk job action `contacts` (per item).
 *
 * Whether a domain's contacts may change is a pure decision (`contactChangeRefusal`) over facts
 * the caller reads as it likes: one domain at a time here, many at once in a job's dry run.
 */
import type { DatabaseSync } from 'node:sqlite';
import { contactRoles, type ContactRole } from '../approvals/approval-effects.ts';
import { requestApproval, type ApprovalDeps } from '../approvals/request-approval.ts';
import { writeDomain, type DomainState } from './domain-state.ts';

export type WantedContacts = Partial<Record<ContactRole, number>>;

/** Why the contacts cannot change: a stable key, the English sentence, and its values (for other languages). */
export interface ContactChangeRefusal {
  reason_key: 'external' | 'status' | 'contact_not_found' | 'approval_pending';
  reason: string;
  values: Readonly<Record<string, string | number>>;
}

/** What the decision needs to know besides the domain. */
export interface ContactChangeFacts {
  /** Whether the contact is one of the account's. */
  contactInAccount(contactId: number, groupId: string): boolean;
  /** Whether a registrant change of the domain already waits for approval. */
  registrantChangeWaiting(): boolean;
}

export type ContactChangeDomain = Pick<DomainState, 'id' | 'group_id' | 'name' | 'status' | 'registrant_contact_id'> & { external: number | boolean };

export type ContactChangeOutcome =
  | { outcome: 'done'; applied: string[] }
  | { outcome: 'approval'; applied: string[]; approval: { id: number; expires_at: string } }
  | ({ outcome: 'refused' } & ContactChangeRefusal);

export interface ContactChangeDeps extends ApprovalDeps {
  requestedBy: { id: number; username: string; name: string };
}

/** Statuses in which a domain's contacts no longer change. */
export const contactsFrozenStatuses: readonly string[] = ['transferred_out', 'pending_delete', 'redemption', 'pending_transfer'];

/** `admin_contact_id` → `admin`. */
export const roleName = (role: ContactRole) => role.replace(/_contact_id$/, '');

function statusText(status: string): string {
  return status.replaceAll('_', ' ');
}

/** Whether the registrant would change (a material change, through the approver). */
export function registrantChanges(domain: ContactChangeDomain, wanted: WantedContacts): boolean {
  return wanted.registrant_contact_id !== undefined && wanted.registrant_contact_id !== domain.registrant_contact_id;
}

/** The roles that change at once (every one but the registrant), those whose contact differs. */
export function directRoles(domain: Pick<DomainState, ContactRole>, wanted: WantedContacts): ContactRole[] {
  return contactRoles.filter((role) => role !== 'registrant_contact_id' && wanted[role] !== undefined && wanted[role] !== domain[role]);
}

export function contactChangeRefusal(domain: ContactChangeDomain, wanted: WantedContacts, facts: ContactChangeFacts): ContactChangeRefusal | null {
  const name = domain.name;
  if (domain.external === 1 || domain.external === true) {
    return { reason_key: 'external', reason: `${name} is managed at another registrar; change its contacts there.`, values: { name } };
  }
  if (contactsFrozenStatuses.includes(domain.status)) {
    return { reason_key: 'status', reason: `${name} is ${statusText(domain.status)}; its contacts cannot change.`, values: { name, status: domain.status } };
  }
  for (const role of contactRoles) {
    const contactId = wanted[role];
    if (contactId !== undefined && !facts.contactInAccount(contactId, domain.group_id)) {
      return { reason_key: 'contact_not_found', reason: `Contact ${contactId} is not in the account of ${name}.`, values: { name, contact: contactId } };
    }
  }
  if (registrantChanges(domain, wanted) && facts.registrantChangeWaiting()) {
    return { reason_key: 'approval_pending', reason: `A registrant change of ${name} already waits for approval.`, values: { name } };
  }
  return null;
}

function contactOf(db: DatabaseSync, id: number, groupId: string) {
  return db.prepare('SELECT id, name, organisation FROM contacts WHERE id = ? AND group_id = ?').get(id, groupId);
}

/** The facts of one domain, read from the database. */
export function contactChangeFacts(db: DatabaseSync, domain: Pick<DomainState, 'id'>): ContactChangeFacts {
  return {
    contactInAccount: (contactId, groupId) => contactOf(db, contactId, groupId) !== undefined,
    registrantChangeWaiting: () =>
      db.prepare("SELECT 1 AS found FROM approval_requests WHERE domain_id = ? AND kind = 'registrant_change' AND status = 'pending' LIMIT 1").get(domain.id) !== undefined,
  };
}

/** A contact as the approver reads it: "name, organisation". */
function contactLabel(db: DatabaseSync, id: number | null, groupId: string): string | null {
  if (id === null) return null;
  const contact = contactOf(db, id, groupId);
  if (!contact) return null;
  return contact.organisation && contact.organisation !== contact.name ? `${String(contact.name)}, ${String(contact.organisation)}` : String(contact.name);
}

/**
 * Changes the domain's contacts as asked, inside the caller's transaction: the direct roles at
 * once (one audit `update`), a new registrant through its approval request. Refused (nothing
 * written) when `contactChangeRefusal` says so.
 */
export function changeDomainContacts(deps: ContactChangeDeps, domain: DomainState, wanted: WantedContacts): ContactChangeOutcome {
  const { db, requestedBy } = deps;
  const refusal = contactChangeRefusal(domain, wanted, contactChangeFacts(db, domain));
  if (refusal) return { outcome: 'refused', ...refusal };
  const direct = directRoles(domain, wanted);
  if (direct.length > 0) {
    const changes = Object.fromEntries(direct.map((role) => [role, wanted[role]!]));
    writeDomain(db, domain.id, changes, deps.now);
    deps.audit({
      groupId: domain.group_id, userId: requestedBy.id, username: requestedBy.username, area: 'domains', resourceType: 'domain', resourceId: domain.id,
      resourceName: domain.name, action: 'update', before: Object.fromEntries(direct.map((role) => [role, domain[role]])), after: changes,
      ip: deps.ip, requestId: deps.requestId, at: deps.now,
    });
  }
  const applied = direct.map(roleName);
  if (!registrantChanges(domain, wanted)) return { outcome: 'done', applied };
  const registrant = wanted.registrant_contact_id!;
  const approval = requestApproval(deps, {
    groupId: domain.group_id, kind: 'registrant_change', domainId: domain.id, domainName: domain.name, contactId: registrant,
    changes: { registrant: { before: contactLabel(db, domain.registrant_contact_id, domain.group_id), after: contactLabel(db, registrant, domain.group_id) } },
    payload: { contacts: { registrant_contact_id: registrant } },
    requestedBy,
  });
  return { outcome: 'approval', applied, approval: { id: approval.id, expires_at: approval.expires_at } };
}
