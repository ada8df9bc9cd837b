/** An account (group) as created or updated by staff. */
import { countryCode, currencyCode, email, longText, money, nullable, oneOf, pattern, phone, recordSchema, reference, text } from './schema-parts.ts';

export const accountKinds = ['provider', 'customer', 'reseller', 'prospect'] as const;
export const accountStatuses = ['active', 'suspended', 'closed'] as const;

export const accountSchema = recordSchema({
  title: 'Account',
  properties: {
    name: text(200),
    reference: pattern('^ACC-[0-9]{6}$', 10, { expects: 'accountReference' }),
    kind: oneOf(accountKinds),
    status: oneOf(accountStatuses),
    legal_name: nullable(text(200)),
    country_code: nullable(countryCode()),
    default_currency: currencyCode(),
    pricing_entity_id: nullable(reference('pricing-entities')),
    account_manager: nullable(text(200)),
    contact_email: nullable(email()),
    phone: nullable(phone()),
    // Who decides the account's material changes (DESIGN.md section 13), and from which order total.
    approver_name: nullable(text(200)),
    approver_email: nullable(email()),
    order_approval_threshold: nullable({ ...money('default_currency'), minimum: 0 }),
    notes: nullable(longText()),
  },
  required: ['name', 'reference', 'kind'],
  groups: {
    general: ['name', 'reference', 'kind', 'status', 'legal_name', 'country_code'],
    billing: ['default_currency', 'pricing_entity_id'],
    contact: ['account_manager', 'contact_email', 'phone'],
    approver: ['approver_name', 'approver_email', 'order_approval_threshold'],
    notes: ['notes'],
  },
});
