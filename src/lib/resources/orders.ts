/** Orders of the account (/domains/orders, /domains/orders/{id}). */
import { orderKinds, orderSchema, orderStatuses } from '../schemas/order.ts';
import { accountScoped, areaPermissions, column, entityLabel, enumColumn, listed, section, standardColumns, updateOnly } from './declaration-parts.ts';
import type { ColumnDeclaration, ResourceDeclaration } from './resource-declaration.ts';

export const orderColumns: readonly ColumnDeclaration[] = [
  ...standardColumns,
  listed('reference', 'text'),
  enumColumn('kind', orderKinds, { listed: true }),
  enumColumn('status', orderStatuses, { listed: true }),
  listed('domain_name', 'text'),
  column('domain_id', 'number'),
  column('certificate_id', 'number'),
  column('block_id', 'number'),
  column('product.name', 'text', { sortable: true }),
  column('period_years', 'number', { sortable: true }),
  listed('amount', 'money', { currencyField: 'currency' }),
  column('currency', 'text', { sortable: true }),
  column('submitted_at', 'datetime', { sortable: true }),
  column('completed_at', 'datetime', { sortable: true }),
  column('failure_reason', 'text'),
];

export const orders: ResourceDeclaration = accountScoped({
  name: 'orders',
  apiPath: 'orders',
  label: entityLabel('orders'),
  icon: 'i-lucide-shopping-cart',
  area: 'orders',
  permissions: areaPermissions('orders'),
  displayField: 'reference',
  columns: orderColumns,
  defaultSort: '-created_at',
  sections: [
    section('general', ['reference', 'kind', 'status', 'domain_name', 'product.name', 'period_years']),
    section('billing', ['amount', 'currency']),
    section('dates', ['submitted_at', 'completed_at', 'failure_reason']),
    section('notes', ['notes']),
  ],
  schema: orderSchema,
  operations: updateOnly,
  routes: { list: '/domains/orders', record: '/domains/orders/{id}' },
});
