/** A domain's transactions (/domains/{id}/transactions). */
import { transactionSchema } from '../schemas/transaction.ts';
import { transactionColumns, transactionSections } from './transaction-columns.ts';
import { areaPermissions, entityLabel, readOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const domainTransactions: ResourceDeclaration = {
  name: 'domain-transactions',
  apiPath: 'domains/{domainId}/transactions',
  parent: { parameter: 'domainId', resource: 'domains' },
  label: entityLabel('transactions'),
  icon: 'i-lucide-receipt',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'reference',
  columns: transactionColumns,
  defaultSort: '-transacted_at',
  sections: transactionSections,
  schema: transactionSchema,
  operations: readOnly,
  routes: { list: '/domains/{id}/transactions' },
};
