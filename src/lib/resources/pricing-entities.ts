/** Pricing entities: price lists accounts are attached to (/invoicing/pricing-entities). */
import { pricingEntitySchema, pricingEntityStatuses } from '../schemas/pricing-entity.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const pricingEntities: ResourceDeclaration = accountScoped({
  name: 'pricing-entities',
  apiPath: 'pricing_entities',
  label: entityLabel('pricing-entities'),
  icon: 'i-lucide-tags',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('currency', 'text'),
    listed('discount_percent', 'number'),
    enumColumn('status', pricingEntityStatuses, { listed: true }),
    column('description', 'text'),
  ],
  defaultSort: 'name',
  sections: [section('general', ['name', 'currency', 'discount_percent', 'status', 'description'])],
  schema: pricingEntitySchema,
  operations: fullyEditable,
  routes: {
    list: '/invoicing/pricing-entities',
    record: '/invoicing/pricing-entities/{id}',
    log: '/invoicing/pricing-entities/{id}/log',
  },
});
