/** A domain's transactions (/domains/{id}/transactions): the invoicing transaction, read only, newest charge first. */
import { opensRecordOf, readOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';
import { transactions } from './transactions.ts';

export const domainTransactions: ResourceDeclaration = {
  ...transactions,
  name: 'domain-transactions',
  apiPath: 'domains/{domainId}/transactions',
  parent: { parameter: 'domainId', resource: 'domains' },
  defaultSort: '-transacted_at',
  operations: readOnly,
  routes: { list: '/domains/{id}/transactions' },
  opens: opensRecordOf(transactions),
};
