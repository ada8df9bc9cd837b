/** Invoicing transactions (/invoicing/transactions). */
import { transactionSchema } from '../schemas/transaction.ts';
import { transactionColumns, transactionSections } from './transaction-columns.ts';
import { accountScoped, areaPermissions, entityLabel } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const transactions: ResourceDeclaration = accountScoped({
  name: 'transactions',
  apiPath: 'transactions',
  label: entityLabel('transactions'),
  icon: 'i-lucide-receipt',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'reference',
  columns: transactionColumns,
  defaultSort: '-created_at',
  sections: transactionSections,
  schema: transactionSchema,
  // Financial records are voided, never deleted.
  operations: { create: true, update: true, remove: false },
  routes: {
    list: '/invoicing/transactions',
    record: '/invoicing/transactions/{id}',
    log: '/invoicing/transactions/{id}/log',
    areaLog: '/invoicing/transactions/log',
  },
});
