/** The columns every transaction list shows (invoicing, a domain's, a certificate's). */
import { transactionKinds, transactionStatuses } from '../schemas/transaction.ts';
import { column, enumColumn, listed, standardColumns } from './declaration-parts.ts';
import type { ColumnDeclaration, DetailSection } from './resource-declaration.ts';
import { section } from './declaration-parts.ts';

export const transactionColumns: readonly ColumnDeclaration[] = [
  ...standardColumns,
  listed('reference', 'text'),
  enumColumn('kind', transactionKinds, { listed: true }),
  enumColumn('status', transactionStatuses, { listed: true }),
  listed('description', 'text'),
  listed('amount', 'money', { currencyField: 'currency' }),
  column('tax_amount', 'money', { sortable: true, currencyField: 'currency' }),
  column('currency', 'text', { sortable: true }),
  column('invoice_number', 'text', { sortable: true }),
  column('period_years', 'number', { sortable: true }),
  listed('transacted_at', 'datetime'),
  column('domain_id', 'number'),
  column('domain.name', 'text', { sortable: true }),
  column('certificate_id', 'number'),
  column('order_id', 'number'),
  column('product.name', 'text', { sortable: true }),
  column('billing_entity_id', 'number'),
  column('billing_entity.name', 'text', { sortable: true }),
];

export const transactionSections: readonly DetailSection[] = [
  section('general', ['reference', 'kind', 'status', 'description', 'transacted_at']),
  section('billing', ['amount', 'tax_amount', 'currency', 'invoice_number', 'period_years', 'billing_entity.name']),
  section('links', ['domain.name', 'certificate_id', 'order_id', 'product.name']),
];
