/** SSL organisations (/ssls/organisations). */
import { organisationValidationStatuses, sslOrganisationSchema } from '../schemas/ssl-organisation.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const sslOrganisations: ResourceDeclaration = accountScoped({
  name: 'ssl-organisations',
  apiPath: 'ssl_organisations',
  label: entityLabel('ssl-organisations'),
  icon: 'i-lucide-landmark',
  area: 'ssls',
  permissions: areaPermissions('ssls'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    column('registration_number', 'text'),
    column('duns_number', 'text'),
    listed('contact_name', 'text'),
    column('email', 'text', { sortable: true }),
    column('city', 'text', { sortable: true }),
    listed('country_code', 'text'),
    enumColumn('validation_status', organisationValidationStatuses, { listed: true }),
    listed('validated_until', 'date'),
  ],
  defaultSort: 'name',
  sections: [
    section('general', ['name', 'registration_number', 'duns_number', 'validation_status', 'validated_until']),
    section('contact', ['contact_name', 'email', 'phone']),
    section('address', ['street1', 'street2', 'street3', 'city', 'state', 'postcode', 'country_code']),
  ],
  schema: sslOrganisationSchema,
  operations: fullyEditable,
  routes: { list: '/ssls/organisations', record: '/ssls/organisations/{id}' },
});
