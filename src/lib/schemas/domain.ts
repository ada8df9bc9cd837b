/**
 * A domain as a customer edits it. Registration, renewal, registry lock, deletion and a new
 * registrant are registry operations (orders, platform calls, approvals), not edits.
 */
import { flag, hostname, integer, listOf, longText, nullable, recordSchema, reference, text } from './schema-parts.ts';

export const domainStatuses = [
  'active', 'pending', 'pending_transfer', 'expired', 'redemption', 'pending_delete', 'suspended', 'transferred_out',
] as const;

export const domainSchema = recordSchema({
  title: 'Domain',
  properties: {
    auto_renew: flag(),
    renewal_period_years: integer(1, 10),
    transfer_lock: flag(),
    privacy: flag(),
    dns_managed: flag(),
    nameservers: listOf(hostname(), 13),
    // A new registrant is a material change: the approver decides it (DESIGN.md section 13).
    registrant_contact_id: nullable(reference('contacts', { createOnly: true })),
    admin_contact_id: nullable(reference('contacts')),
    tech_contact_id: nullable(reference('contacts')),
    billing_contact_id: nullable(reference('contacts')),
    tags: listOf(text(40), 20),
    notes: nullable(longText()),
  },
  groups: {
    registration: ['auto_renew', 'renewal_period_years', 'transfer_lock', 'privacy'],
    dns: ['dns_managed', 'nameservers'],
    contacts: ['registrant_contact_id', 'admin_contact_id', 'tech_contact_id', 'billing_contact_id'],
    notes: ['tags', 'notes'],
  },
});
