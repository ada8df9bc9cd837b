/**
 * What a renewal costs per year: the renewal price of the domain's product for its account
 * (the account's pricing entity's rule first, else the global one), in the account's currency
 * (orders/prices.ts, which prices registrations and transfers the same way).
 */
import { domainPrice, type Price } from '../orders/prices.ts';
import type { StatementCache } from '../resources/statement-cache.ts';

export type { Price };

export function renewalPrice(statements: StatementCache, groupId: string, productId: number | null): Price {
  const { amountPerYear, currency } = domainPrice(statements, groupId, productId, 'renewal');
  return { amountPerYear, currency };
}
