/**
 * GET …/spend, the invoicing overview (DESIGN.md section 14): spend per month and currency
 * (spend.ts), the context account's billing entities (those it is attached to, in the order it
 * was attached) and pricing entity, and the 10 latest transactions in scope (by `transacted_at`,
 * as the transactions list answers them).
 */
import type { GroupScope } from '../resources/group-scope.ts';
import { readSort } from '../resources/list-parameters.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { ResourceStore } from '../resources/resource-store.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import type { NamedRecord, SpendAnswer } from './dashboard-types.ts';
import { spendOf } from './spend.ts';

export const latestTransactionsShown = 10;

export type InvoicingOverview = (scope: GroupScope, now: number, months: number) => SpendAnswer;

export function createInvoicingOverview(registry: ResourceRegistry, store: ResourceStore, statements: StatementCache): InvoicingOverview {
  const transactions = registry.byName('transactions');
  if (!transactions) throw new Error('the transactions resource is not declared');
  const sort = readSort(transactions, '-transacted_at,-id');
  const named = (row: Record<string, unknown> | undefined): NamedRecord | null => (row ? { id: Number(row.id), name: String(row.name) } : null);

  return (scope, now, months) => {
    const billingEntities = statements
      .get(`SELECT be.id, be.name FROM billing_entity_accounts bea JOIN billing_entities be ON be.id = bea.billing_entity_id
        WHERE bea.account_id = ? ORDER BY bea.id`)
      .all(scope.context)
      .map((row) => named(row)!);
    const pricingEntity = named(
      statements.get('SELECT pe.id, pe.name FROM accounts a JOIN pricing_entities pe ON pe.id = a.pricing_entity_id WHERE a.id = ?').get(scope.context),
    );
    const latest = store.list(transactions, scope, null, { limit: latestTransactionsShown, page: 1, sort, fields: null, pql: [], filters: [] });
    return { ...spendOf(statements, scope, now, months), billing_entities: billingEntities, pricing_entity: pricingEntity, latest_transactions: latest.data };
  };
}
