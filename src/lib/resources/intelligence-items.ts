/** Intelligence items about prospects (/intelligence, /intelligence/{id}, logs). */
import { intelligenceItemSchema, intelligenceStatuses } from '../schemas/intelligence-item.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const intelligenceItems: ResourceDeclaration = accountScoped({
  name: 'intelligence-items',
  apiPath: 'intelligence_items',
  label: entityLabel('intelligence-items'),
  icon: 'i-lucide-radar',
  area: 'intelligence',
  permissions: areaPermissions('intelligence'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('primary_domain', 'text'),
    column('industry', 'text', { sortable: true, listed: true }),
    column('country_code', 'text', { sortable: true }),
    enumColumn('status', intelligenceStatuses, { listed: true }),
    listed('domains_found', 'number'),
    listed('risk_score', 'number'),
    column('template_id', 'number'),
    column('template.name', 'text', { sortable: true }),
    column('owner_user_id', 'number'),
    column('owner.name', 'text', { sortable: true }),
    column('last_run_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['name', 'primary_domain', 'industry', 'country_code', 'status', 'template.name', 'owner.name']),
    section('results', ['domains_found', 'risk_score', 'last_run_at']),
    section('notes', ['notes']),
  ],
  schema: intelligenceItemSchema,
  operations: fullyEditable,
  routes: { list: '/intelligence', record: '/intelligence/{id}', log: '/intelligence/{id}/log', areaLog: '/intelligence/log' },
});
