/** A domain's orders (/domains/{id}/orders). */
import { orders } from './orders.ts';
import { opensRecordOf, readOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const domainOrders: ResourceDeclaration = {
  ...orders,
  name: 'domain-orders',
  apiPath: 'domains/{domainId}/orders',
  parent: { parameter: 'domainId', resource: 'domains' },
  operations: readOnly,
  routes: { list: '/domains/{id}/orders' },
  opens: opensRecordOf(orders),
};
