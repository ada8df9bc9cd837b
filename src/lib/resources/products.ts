/** Products of the shared catalogue (/products). */
import { periodUnits, productKinds, productSchema, productStatuses, validationLevels } from '../schemas/product.ts';
import { areaPermissions, catalogueEditable, column, entityLabel, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const products: ResourceDeclaration = {
  name: 'products',
  apiPath: 'products',
  label: entityLabel('products'),
  icon: 'i-lucide-package',
  area: 'products',
  permissions: areaPermissions('products'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('code', 'text'),
    listed('name', 'text'),
    enumColumn('kind', productKinds, { listed: true }),
    column('tld_id', 'number'),
    column('supplier', 'text', { sortable: true, listed: true }),
    enumColumn('validation_level', validationLevels),
    enumColumn('period_unit', periodUnits),
    column('min_period', 'number', { sortable: true }),
    column('max_period', 'number', { sortable: true }),
    enumColumn('status', productStatuses, { listed: true }),
  ],
  defaultSort: 'name',
  sections: [
    section('general', ['code', 'name', 'kind', 'status', 'description']),
    section('technical', ['tld_id', 'supplier', 'validation_level']),
    section('periods', ['period_unit', 'min_period', 'max_period']),
  ],
  schema: productSchema,
  operations: catalogueEditable,
  routes: { list: '/products', record: '/products/{id}' },
};
