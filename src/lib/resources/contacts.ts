/** Contacts with address and contact details (/contacts). */
import { contactKinds, contactSchema, contactVerificationStatuses } from '../schemas/contact.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const contacts: ResourceDeclaration = accountScoped({
  name: 'contacts',
  apiPath: 'contacts',
  label: entityLabel('contacts'),
  icon: 'i-lucide-contact',
  area: 'contacts',
  permissions: areaPermissions('contacts'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('label', 'text'),
    enumColumn('kind', contactKinds),
    listed('name', 'text'),
    listed('organisation', 'text'),
    listed('email', 'text'),
    column('phone', 'text'),
    column('city', 'text', { sortable: true }),
    column('postcode', 'text'),
    listed('country_code', 'text'),
    enumColumn('verification_status', contactVerificationStatuses, { listed: true }),
    column('disclose', 'boolean'),
    column('vat_number', 'text'),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['label', 'kind', 'name', 'organisation', 'vat_number', 'company_number']),
    section('contact', ['email', 'phone', 'mobile', 'fax']),
    section('address', ['street1', 'street2', 'street3', 'city', 'state', 'postcode', 'country_code']),
    section('registry', ['verification_status', 'disclose']),
    section('notes', ['notes']),
  ],
  schema: contactSchema,
  operations: fullyEditable,
  routes: { list: '/contacts', record: '/contacts/{id}', log: '/contacts/{id}/log', areaLog: '/contacts/log' },
});
