/** Billing entities (/invoicing/billing-entities). */
import { billingEntitySchema, billingEntityStatuses, invoiceDeliveries } from '../schemas/billing-entity.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, fullyEditable, listed, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const billingEntities: ResourceDeclaration = accountScoped({
  name: 'billing-entities',
  apiPath: 'billing_entities',
  label: entityLabel('billing-entities'),
  icon: 'i-lucide-wallet',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'name',
  columns: [
    ...standardColumns,
    listed('name', 'text'),
    listed('legal_name', 'text'),
    column('vat_number', 'text'),
    column('email', 'text', { sortable: true }),
    column('city', 'text', { sortable: true }),
    listed('country_code', 'text'),
    listed('currency', 'text'),
    column('payment_terms_days', 'number', { sortable: true }),
    enumColumn('invoice_delivery', invoiceDeliveries),
    enumColumn('status', billingEntityStatuses, { listed: true }),
  ],
  defaultSort: 'name',
  sections: [
    section('general', ['name', 'legal_name', 'vat_number', 'status']),
    section('contact', ['email', 'phone']),
    section('address', ['street1', 'street2', 'street3', 'city', 'state', 'postcode', 'country_code']),
    section('billing', ['currency', 'payment_terms_days', 'invoice_delivery']),
  ],
  schema: billingEntitySchema,
  operations: fullyEditable,
  routes: {
    list: '/invoicing/billing-entities',
    record: '/invoicing/billing-entities/{id}',
    log: '/invoicing/billing-entities/{id}/log',
  },
});
