/** A contact (registrant, admin, tech or billing) with the spec's address and contact details. */
import { addressFields, addressProperties, contactDetailProperties } from './shared-fields.ts';
import { flag, longText, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const contactKinds = ['person', 'organisation'] as const;
export const contactVerificationStatuses = ['verified', 'pending', 'failed', 'not_required'] as const;

export const contactSchema = recordSchema({
  title: 'Contact',
  properties: {
    label: text(100),
    kind: oneOf(contactKinds),
    ...contactDetailProperties,
    ...addressProperties,
    vat_number: nullable(text(40)),
    company_number: nullable(text(40)),
    verification_status: oneOf(contactVerificationStatuses),
    disclose: flag(),
    notes: nullable(longText()),
  },
  required: ['label', 'name', 'email', 'street1', 'city', 'country_code'],
  groups: {
    general: ['label', 'kind', 'name', 'organisation', 'vat_number', 'company_number'],
    contact: ['email', 'phone', 'mobile', 'fax'],
    address: addressFields,
    registry: ['verification_status', 'disclose'],
    notes: ['notes'],
  },
});
