/**
 * `contacts` on domains `{ contacts: { registrant_contact_id?, admin_contact_id?,
 * tech_contact_id?, billing_contact_id? } }` (DESIGN.md section 13): the same change as POST
 * domain_contact_changes, per domain (domains/change-domain-contacts.ts): admin, technical and
 * billing contacts at once, a new registrant through the approver — the item then waits on that
 * approval request. Ineligible: not ours (external), a status whose contacts no longer change, a
 * contact not in the domain's account, a registrant change already waiting, nothing to change.
 */
import { contactRoles, type ContactRole } from '../../approvals/approval-effects.ts';
import { approverOf } from '../../approvals/request-approval.ts';
import { changeDomainContacts, contactChangeRefusal, directRoles, registrantChanges, type ContactChangeRefusal, type WantedContacts } from '../../domains/change-domain-contacts.ts';
import { readDomainState } from '../../domains/domain-state.ts';
import { ApiError } from '../../http/api-error.ts';
import { inScope } from '../../resources/group-scope.ts';
import type { ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { checkDomains, pendingOf, refused, refusedOutcome, type DomainDecision, type DomainFacts } from './domain-facts.ts';
import { sayIn, type ActionMessageKey, type Say } from './job-messages.ts';
import { apiErrorOutcome } from './platform-outcome.ts';

const refusalMessages: Readonly<Record<ContactChangeRefusal['reason_key'], ActionMessageKey>> = {
  external: 'contacts.external',
  status: 'contacts.finished',
  contact_not_found: 'contacts.contactNotFound',
  approval_pending: 'contacts.registrantWaiting',
};

function wantedOf(context: JobContext): WantedContacts {
  const given = context.options.contacts;
  if (given === null || typeof given !== 'object') return {};
  const wanted: WantedContacts = {};
  for (const role of contactRoles) {
    const id = (given as Record<string, unknown>)[role];
    if (typeof id === 'number') wanted[role] = id;
  }
  return wanted;
}

/** The refusal said in the job's language. */
function refusalDecision(refusal: ContactChangeRefusal, say: Say): { eligible: false; reason_key: string; reason: string } {
  return { eligible: false, reason_key: refusal.reason_key, reason: say(refusalMessages[refusal.reason_key], refusal.values) };
}

/** The account of each contact the job names (one query for all). */
function contactAccounts(context: JobContext, wanted: WantedContacts): Map<number, string> {
  const ids = [...new Set(Object.values(wanted))];
  const rows = context.statements.get('SELECT id, group_id FROM contacts WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids));
  return new Map(rows.map((row) => [Number(row.id), String(row.group_id)]));
}

function decide(domain: DomainFacts, wanted: WantedContacts, accounts: ReadonlyMap<number, string>, say: Say): DomainDecision {
  const refusal = contactChangeRefusal(domain, wanted, {
    contactInAccount: (contactId, groupId) => accounts.get(contactId) === groupId,
    registrantChangeWaiting: () => pendingOf(domain, 'registrant_change') !== undefined,
  });
  if (refusal) return refusalDecision(refusal, say);
  if (directRoles(domain, wanted).length === 0 && !registrantChanges(domain, wanted)) return refused('unchanged', say('contacts.unchanged', { name: domain.name }));
  return { eligible: true };
}

const contactIdSchema = { type: 'integer', minimum: 1 };

export const contactsDomainsAction: JobAction = {
  name: 'contacts',
  resource: 'domains',
  permission: 'manage-domains',
  options: {
    type: 'object',
    additionalProperties: false,
    required: ['contacts'],
    properties: {
      contacts: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: Object.fromEntries(contactRoles.map((role: ContactRole) => [role, contactIdSchema])),
      },
    },
  },
  check(context, ids) {
    const wanted = wantedOf(context);
    const accounts = contactAccounts(context, wanted);
    return checkDomains(context, ids, (domain, say) => decide(domain, wanted, accounts, say));
  },
  run(context, item): ItemOutcome {
    const say = sayIn(context.locale);
    const domain = readDomainState(context.db, item.resource_id);
    if (!domain || !inScope(context.scope, domain.group_id)) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
    const wanted = wantedOf(context);
    if (registrantChanges(domain, wanted)) {
      // An account without an approver to ask fails the item before anything is written.
      try {
        approverOf(context.db, domain.group_id);
      } catch (error) {
        if (error instanceof ApiError) return apiErrorOutcome(context, error);
        throw error;
      }
    }
    const user = context.scope.auth.user;
    const changed = changeDomainContacts(
      { db: context.db, audit: context.audit, now: context.now, ip: context.ip, requestId: context.requestId, portalUrl: context.portalUrl, requestedBy: { id: user.id, username: user.username, name: user.name } },
      domain,
      wanted,
    );
    if (changed.outcome === 'refused') return refusedOutcome(refusalDecision(changed, say));
    const result = { name: domain.name, applied: changed.applied };
    if (changed.outcome === 'done') return { state: 'done', result };
    const approver = String(context.statements.get('SELECT approver_name FROM approval_requests WHERE id = ?').get(changed.approval.id)?.approver_name ?? '');
    return {
      state: 'waiting',
      approval_request_id: changed.approval.id,
      reason: say('contacts.waiting', { name: domain.name, approver, until: changed.approval.expires_at }),
    };
  },
};
