/** Contacts, their registry handles and the approval requests about them (and all approval requests). */
import type { ResourceBinding } from '../resource-binding.ts';
import { contactJoin, joinedFields } from './shared-joins.ts';

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
  },
  {
    resource: 'contact-approval-requests',
    table: 'approval_requests',
    auditType: 'approval_request',
    joins: { contact: contactJoin },
    computed: joinedFields('contact', ['name']),
    parent: { parameter: 'contactId', table: 'contacts', column: 'contact_id' },
  },
];
