/** Brand watches (/watch, /watch/{id}, /watch/{id}/log, /watch/log). */
import { watchFrequencies, watchSchema, watchStatuses } from '../schemas/watch.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const watches: ResourceDeclaration = accountScoped({
  name: 'watches',
  apiPath: 'watches',
  label: entityLabel('watches'),
  icon: 'i-lucide-eye',
  area: 'watch',
  permissions: areaPermissions('watch'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('brand', 'text'),
    enumColumn('status', watchStatuses, { listed: true }),
    enumColumn('frequency', watchFrequencies, { listed: true }),
    column('template_id', 'number'),
    column('template.name', 'text', { sortable: true }),
    column('owner_user_id', 'number'),
    column('owner.name', 'text', { sortable: true }),
    listed('last_run_at', 'datetime'),
    column('next_run_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['name', 'brand', 'status', 'template.name', 'owner.name']),
    section('settings', ['frequency', 'last_run_at', 'next_run_at']),
    section('notes', ['notes']),
  ],
  schema: watchSchema,
  operations: fullyEditable,
  routes: { list: '/watch', record: '/watch/{id}', log: '/watch/{id}/log', areaLog: '/watch/log' },
});
