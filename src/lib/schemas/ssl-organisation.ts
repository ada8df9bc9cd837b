/** The legal entity behind OV and EV certificates. */
import { addressFields, addressProperties } from './shared-fields.ts';
import { email, nullable, phone, recordSchema, text } from './schema-parts.ts';

export const organisationValidationStatuses = ['not_started', 'pending', 'validated', 'expired', 'rejected'] as const;

export const sslOrganisationSchema = recordSchema({
  title: 'SSL organisation',
  properties: {
    name: text(200),
    registration_number: nullable(text(64)),
    duns_number: nullable({ type: 'string', pattern: '^[0-9]{9}$', ui: { expects: 'duns' } }),
    contact_name: text(200),
    email: email(),
    phone: nullable(phone()),
    ...addressProperties,
  },
  required: ['name', 'contact_name', 'email', 'street1', 'city', 'country_code'],
  groups: {
    general: ['name', 'registration_number', 'duns_number'],
    contact: ['contact_name', 'email', 'phone'],
    address: addressFields,
  },
});
