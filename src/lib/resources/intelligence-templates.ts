/** Intelligence templates (/intelligence/templates). */
import { intelligenceTemplateSchema } from '../schemas/intelligence-template.ts';
import { accountScoped, areaPermissions, column, entityLabel, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const intelligenceTemplates: ResourceDeclaration = accountScoped({
  name: 'intelligence-templates',
  apiPath: 'intelligence_templates',
  label: entityLabel('intelligence-templates'),
  icon: 'i-lucide-layout-template',
  area: 'intelligence',
  permissions: areaPermissions('intelligence'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('description', 'text'),
    column('module_codes', 'json', { listed: true, operators: ['contains', 'equals'] }),
    column('patterns', 'json', { operators: ['contains', 'equals'] }),
  ],
  defaultSort: 'name',
  sections: [section('general', ['name', 'description']), section('settings', ['module_codes', 'patterns'])],
  schema: intelligenceTemplateSchema,
  operations: fullyEditable,
  routes: { list: '/intelligence/templates' },
});
