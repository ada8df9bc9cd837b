/** The accounts a billing entity pays for (/invoicing/billing-entities/{id}/accounts). */
import { billingEntityAccountSchema } from '../schemas/billing-entity-account.ts';
import { areaPermissions, column, entityLabel, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const billingEntityAccounts: ResourceDeclaration = {
  name: 'billing-entity-accounts',
  apiPath: 'billing_entities/{billingEntityId}/accounts',
  parent: { parameter: 'billingEntityId', resource: 'billing-entities' },
  label: entityLabel('billing-entity-accounts'),
  icon: 'i-lucide-building',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'account.name',
  columns: [
    ...standardColumns,
    column('account_id', 'text'),
    listed('account.name', 'text'),
    listed('account.reference', 'text'),
    listed('cost_centre', 'text'),
  ],
  defaultSort: 'account.name',
  sections: [section('general', ['account_id', 'account.name', 'account.reference', 'cost_centre'])],
  schema: billingEntityAccountSchema,
  operations: fullyEditable,
  routes: { list: '/invoicing/billing-entities/{id}/accounts' },
  opens: [{ pattern: '/accounts/{id}', parameters: { id: 'account_id' } }],
};
