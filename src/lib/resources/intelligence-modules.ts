/** The provider's analyses (/intelligence/modules; shared catalogue). */
import { intelligenceModuleSchema, moduleStatuses } from '../schemas/intelligence-module.ts';
import { areaPermissions, catalogueEditable, column, entityLabel, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const intelligenceModules: ResourceDeclaration = {
  name: 'intelligence-modules',
  apiPath: 'intelligence_modules',
  label: entityLabel('intelligence-modules'),
  icon: 'i-lucide-puzzle',
  area: 'intelligence',
  permissions: areaPermissions('intelligence'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('code', 'text'),
    listed('name', 'text'),
    column('description', 'text', { listed: true }),
    enumColumn('status', moduleStatuses, { listed: true }),
  ],
  defaultSort: 'name',
  sections: [section('general', ['code', 'name', 'description', 'status'])],
  schema: intelligenceModuleSchema,
  operations: catalogueEditable,
  routes: { list: '/intelligence/modules' },
};
