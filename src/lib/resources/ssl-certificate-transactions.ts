/** A certificate's transactions (/ssls/{id}/transactions): the invoicing transaction, read only, newest charge first. */
import { opensRecordOf, readOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';
import { transactions } from './transactions.ts';

export const sslCertificateTransactions: ResourceDeclaration = {
  ...transactions,
  name: 'ssl-certificate-transactions',
  apiPath: 'ssl_certificates/{certificateId}/transactions',
  parent: { parameter: 'certificateId', resource: 'ssl-certificates' },
  defaultSort: '-transacted_at',
  operations: readOnly,
  routes: { list: '/ssls/{id}/transactions' },
  opens: opensRecordOf(transactions),
};
