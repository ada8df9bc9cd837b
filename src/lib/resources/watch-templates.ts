/** Watch templates (/watch/templates). */
import { watchTemplateSchema } from '../schemas/watch-template.ts';
import { accountScoped, areaPermissions, column, entityLabel, fieldLabel, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const watchTemplates: ResourceDeclaration = accountScoped({
  name: 'watch-templates',
  apiPath: 'watch_templates',
  label: entityLabel('watch-templates'),
  icon: 'i-lucide-layout-template',
  area: 'watch',
  permissions: areaPermissions('watch'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('description', 'text'),
    // A value inside the settings JSON; labelled like the watch's own frequency.
    column('settings.frequency', 'text', { listed: true, sortable: true, label: fieldLabel('frequency') }),
    column('settings', 'json', { operators: ['contains'] }),
  ],
  defaultSort: 'name',
  sections: [section('general', ['name', 'description']), section('settings', ['settings'])],
  schema: watchTemplateSchema,
  operations: fullyEditable,
  routes: { list: '/watch/templates' },
});
