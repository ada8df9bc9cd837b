/** Domains (/domains, /domains/{id}, /domains/{id}/log, /domains/log). */
import { domainSchema, domainStatuses } from '../schemas/domain.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, listed, section, standardColumns, updateOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const domains: ResourceDeclaration = accountScoped({
  name: 'domains',
  apiPath: 'domains',
  label: entityLabel('domains'),
  icon: 'i-lucide-globe',
  area: 'domains',
  permissions: areaPermissions('domains'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    column('unicode_name', 'text', { sortable: true }),
    listed('tld', 'text'),
    enumColumn('status', domainStatuses, { listed: true }),
    column('registered_at', 'date', { sortable: true }),
    listed('expires_at', 'date'),
    column('auto_renew', 'boolean', { listed: true, sortable: true }),
    column('renewal_period_years', 'number', { sortable: true }),
    column('registry_lock', 'boolean', { listed: true, sortable: true }),
    column('transfer_lock', 'boolean'),
    column('privacy', 'boolean'),
    column('dnssec_enabled', 'boolean'),
    column('dns_managed', 'boolean'),
    column('nameservers', 'json', { operators: ['contains', 'equals'] }),
    column('tags', 'json', { operators: ['contains', 'equals'] }),
    column('registrant_contact_id', 'number'),
    column('registrant.name', 'text', { sortable: true }),
    column('registrant.organisation', 'text', { sortable: true }),
    column('registrant.email', 'text'),
    column('registrant.country_code', 'text', { sortable: true }),
    column('product.name', 'text', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['name', 'unicode_name', 'tld', 'status', 'product.name', 'tags']),
    section('registration', ['registered_at', 'expires_at', 'auto_renew', 'renewal_period_years', 'registry_lock', 'transfer_lock', 'privacy']),
    section('dns', ['dns_managed', 'nameservers', 'dnssec_enabled']),
    section('contacts', ['registrant_contact_id', 'registrant.name', 'registrant.organisation', 'admin_contact_id', 'tech_contact_id', 'billing_contact_id']),
    section('notes', ['notes']),
  ],
  schema: domainSchema,
  operations: updateOnly,
  routes: { list: '/domains', record: '/domains/{id}', log: '/domains/{id}/log', areaLog: '/domains/log' },
});
