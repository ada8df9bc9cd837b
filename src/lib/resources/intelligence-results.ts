/** Domains an intelligence item found (/intelligence/{id}/results). */
import { intelligenceResultSchema, resultCategories } from '../schemas/intelligence-result.ts';
import { areaPermissions, column, entityLabel, enumColumn, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const intelligenceResults: ResourceDeclaration = {
  name: 'intelligence-results',
  apiPath: 'intelligence_items/{itemId}/results',
  parent: { parameter: 'itemId', resource: 'intelligence-items' },
  label: entityLabel('intelligence-results'),
  icon: 'i-lucide-list-filter',
  area: 'intelligence',
  permissions: areaPermissions('intelligence'),
  displayField: 'domain_name',
  columns: [
    ...standardColumns,
    listed('domain_name', 'text'),
    listed('tld', 'text'),
    enumColumn('category', resultCategories, { listed: true }),
    column('module_id', 'number'),
    column('module.name', 'text', { sortable: true, listed: true }),
    column('registrar_name', 'text', { sortable: true }),
    column('registrant_organisation', 'text', { sortable: true }),
    column('expires_at', 'date', { sortable: true }),
    column('registry_lock', 'boolean'),
    column('has_ssl', 'boolean'),
    column('ssl_issuer', 'text', { sortable: true }),
    column('ssl_expires_at', 'date', { sortable: true }),
    listed('monthly_visits', 'number'),
  ],
  defaultSort: 'domain_name',
  sections: [
    section('general', ['domain_name', 'tld', 'category', 'module.name', 'registrar_name', 'registrant_organisation', 'expires_at']),
    section('security', ['registry_lock', 'has_ssl', 'ssl_issuer', 'ssl_expires_at']),
    section('traffic', ['monthly_visits']),
  ],
  schema: intelligenceResultSchema,
  operations: readOnly,
  routes: { list: '/intelligence/{id}/results' },
};
