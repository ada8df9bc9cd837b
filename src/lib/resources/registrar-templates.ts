/** Registrar templates of the shared catalogue (/products/registrar-templates). */
import { registrarTemplateSchema, registrarTemplateStatuses } from '../schemas/registrar-template.ts';
import { areaPermissions, catalogueEditable, column, entityLabel, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const registrarTemplates: ResourceDeclaration = {
  name: 'registrar-templates',
  apiPath: 'registrar_templates',
  label: entityLabel('registrar-templates'),
  icon: 'i-lucide-file-cog',
  area: 'products',
  permissions: areaPermissions('products'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    column('tld_id', 'number'),
    listed('registrar', 'text'),
    enumColumn('status', registrarTemplateStatuses, { listed: true }),
    column('description', 'text'),
    column('settings', 'json', { operators: ['contains'] }),
  ],
  defaultSort: 'name',
  sections: [section('general', ['name', 'tld_id', 'registrar', 'status', 'description']), section('settings', ['settings'])],
  schema: registrarTemplateSchema,
  operations: catalogueEditable,
  routes: { list: '/products/registrar-templates', record: '/products/registrar-templates/{id}' },
};
