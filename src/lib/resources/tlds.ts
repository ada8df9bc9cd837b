/** Top-level domains of the shared catalogue (/tlds). */
import { tldKinds, tldSchema, tldStatuses } from '../schemas/tld.ts';
import { areaPermissions, catalogueEditable, column, entityLabel, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const tlds: ResourceDeclaration = {
  name: 'tlds',
  apiPath: 'tlds',
  label: entityLabel('tlds'),
  icon: 'i-lucide-earth',
  area: 'tlds',
  permissions: areaPermissions('tlds'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    column('unicode_name', 'text', { sortable: true }),
    enumColumn('kind', tldKinds, { listed: true }),
    column('label_count', 'number', { sortable: true }),
    column('country_code', 'text', { sortable: true }),
    listed('registry_operator', 'text'),
    enumColumn('status', tldStatuses, { listed: true }),
    column('dnssec_supported', 'boolean', { listed: true }),
    column('registry_lock_supported', 'boolean', { listed: true }),
    column('privacy_supported', 'boolean'),
    column('idn_supported', 'boolean'),
    column('local_presence_required', 'boolean'),
    column('min_period_years', 'number', { sortable: true }),
    column('max_period_years', 'number', { sortable: true }),
  ],
  defaultSort: 'name',
  sections: [
    section('general', ['name', 'unicode_name', 'label_count', 'kind', 'country_code', 'status']),
    section('registry', ['registry_operator', 'registry_backend', 'whois_server', 'rdap_url']),
    section('features', ['dnssec_supported', 'registry_lock_supported', 'privacy_supported', 'idn_supported', 'local_presence_required', 'auth_code_required']),
    section('periods', ['min_period_years', 'max_period_years', 'grace_period_days', 'redemption_period_days']),
  ],
  schema: tldSchema,
  operations: catalogueEditable,
  routes: { list: '/tlds', record: '/tlds/{id}' },
};
