/** A certificate's transactions (/ssls/{id}/transactions). */
import { transactionSchema } from '../schemas/transaction.ts';
import { transactionColumns, transactionSections } from './transaction-columns.ts';
import { areaPermissions, entityLabel, readOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const sslCertificateTransactions: ResourceDeclaration = {
  name: 'ssl-certificate-transactions',
  apiPath: 'ssl_certificates/{certificateId}/transactions',
  parent: { parameter: 'certificateId', resource: 'ssl-certificates' },
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
  routes: { list: '/ssls/{id}/transactions' },
};
