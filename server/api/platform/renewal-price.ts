/**
 * What a renewal costs: the account's pricing entity's active renewal rule for the domain's
 * product, else the global one; per year, in the rule's currency (minor units).
 */
import type { StatementCache } from '../resources/statement-cache.ts';

export interface Price {
  amountPerYear: number;
  currency: string;
}

export function renewalPrice(statements: StatementCache, groupId: string, productId: number | null): Price {
  const fallbackCurrency = String(statements.get('SELECT default_currency FROM accounts WHERE id = ?').get(groupId)?.default_currency ?? 'EUR');
  if (productId === null) return { amountPerYear: 0, currency: fallbackCurrency };
  const ruleColumns = 'SELECT price, currency FROM pricing_rules WHERE product_id = ? AND action = \'renewal\' AND status = \'active\' AND price IS NOT NULL';
  const entityRule = statements
    .get(`${ruleColumns} AND scope = 'entity' AND pricing_entity_id = (SELECT pricing_entity_id FROM accounts WHERE id = ?) ORDER BY priority LIMIT 1`)
    .get(productId, groupId);
  const rule = entityRule ?? statements.get(`${ruleColumns} AND scope = 'global' AND custom = 0 ORDER BY priority LIMIT 1`).get(productId);
  return rule ? { amountPerYear: Number(rule.price), currency: String(rule.currency) } : { amountPerYear: 0, currency: fallbackCurrency };
}
