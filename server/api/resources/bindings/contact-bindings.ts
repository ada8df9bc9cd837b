/** Contacts, their registry handles and the approval requests about them (and all approval requests). */
import type { ResourceBinding } from '../resource-binding.ts';
import { contactJoin, joinedFields } from './shared-joins.ts';

/**
 * An approval request's public id is the approver's secret (the key of the mailed link): the
 * group API never answers it, nor filters or sorts by it. The requests themselves are read-only
 * here; they move by the approver's decision, resend and cancel (routes/approval-requests.ts).
 */
const approvalRequestSecrets = { hidden: ['public_id'] };

export const contactBindings: readonly ResourceBinding[] = [
  { resource: 'contacts', table: 'contacts', auditType: 'contact' },
  {
    resource: 'registry-handles',
    table: 'registry_handles',
    auditType: 'registry_handle',
    parent: { parameter: 'contactId', table: 'contacts', column: 'contact_id' },
    references: { tld_id: 'tlds' },
  },
  {
    resource: 'approval-requests',
    table: 'approval_requests',
    auditType: 'approval_request',
    joins: { contact: contactJoin },
    computed: joinedFields('contact', ['name']),
    ...approvalRequestSecrets,
  },
  {
    resource: 'contact-approval-requests',
    table: 'approval_requests',
    auditType: 'approval_request',
    joins: { contact: contactJoin },
    computed: joinedFields('contact', ['name']),
    ...approvalRequestSecrets,
    parent: { parameter: 'contactId', table: 'contacts', column: 'contact_id' },
  },
];
