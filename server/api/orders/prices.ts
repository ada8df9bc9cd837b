/**
 * What a domain costs per year for an action (registration, renewal, transfer): the account's
 * pricing entity's active rule for the product first, else the global list rule (never a custom
 * rule, whose expression the reference API does not evaluate). Prices are answered in the
 * account's default currency: a rule in another currency (the global list is in euros) is
 * converted at the reference rates the seed prices with (db/seed/money.ts), rounded to a tidy
 * price as the seed rounds; a currency without a rate keeps the rule's own.
 */
import { convertEuroCents, eurRates, minorUnitDigits } from '../db/seed/money.ts';
import type { StatementCache } from '../resources/statement-cache.ts';

export type PriceAction = 'registration' | 'renewal' | 'transfer';

export interface Price {
  amountPerYear: number;
  currency: string;
}

export interface RulePrice extends Price {
  /** Where the price came from: the account's pricing entity, the global list, or nowhere (0). */
  source: 'entity' | 'global' | null;
  ruleId: number | null;
}

/** A year of each action, in one currency (what the availability check answers as `prices`). */
export interface PriceList {
  currency: string;
  create: number;
  renew: number;
  transfer: number;
}

/** An amount in one currency's minor unit in another's, or null without a rate for either. */
export function convertMinor(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const fromRate = eurRates[from];
  if (fromRate === undefined || eurRates[to] === undefined) return null;
  const euroCents = (amount / 10 ** minorUnitDigits(from) / fromRate) * 100;
  return convertEuroCents(euroCents, to);
}

interface AccountPricing {
  currency: string;
  pricingEntityId: number | null;
}

function accountPricing(statements: StatementCache, groupId: string): AccountPricing {
  const row = statements.get('SELECT default_currency, pricing_entity_id FROM accounts WHERE id = ?').get(groupId);
  return {
    currency: String(row?.default_currency ?? 'EUR'),
    pricingEntityId: row?.pricing_entity_id === null || row?.pricing_entity_id === undefined ? null : Number(row.pricing_entity_id),
  };
}

const ruleSelect = 'SELECT id, price, currency FROM pricing_rules WHERE product_id = ? AND action = ? AND status = \'active\' AND price IS NOT NULL';

function rulePrice(statements: StatementCache, account: AccountPricing, productId: number | null, action: PriceAction): RulePrice {
  const none: RulePrice = { amountPerYear: 0, currency: account.currency, source: null, ruleId: null };
  if (productId === null) return none;
  const entityRule = account.pricingEntityId === null
    ? undefined
    : statements.get(`${ruleSelect} AND scope = 'entity' AND pricing_entity_id = ? ORDER BY priority, id LIMIT 1`).get(productId, action, account.pricingEntityId);
  const rule = entityRule ?? statements.get(`${ruleSelect} AND scope = 'global' AND custom = 0 ORDER BY priority, id LIMIT 1`).get(productId, action);
  if (!rule) return none;
  const ruleCurrency = String(rule.currency);
  const converted = convertMinor(Number(rule.price), ruleCurrency, account.currency);
  return {
    amountPerYear: converted ?? Number(rule.price),
    currency: converted === null ? ruleCurrency : account.currency,
    source: entityRule ? 'entity' : 'global',
    ruleId: Number(rule.id),
  };
}

/** One action's price per year for the account. */
export function domainPrice(statements: StatementCache, groupId: string, productId: number | null, action: PriceAction): RulePrice {
  return rulePrice(statements, accountPricing(statements, groupId), productId, action);
}

/** The prices of one account, each product and action read once (a check of 100 names asks for many). */
export interface PriceBook {
  currency: string;
  price(productId: number | null, action: PriceAction): RulePrice;
  /** The three actions' yearly prices, multiplied by `factor` (a premium name's); null when they are in different currencies. */
  list(productId: number | null, factor?: number): PriceList | null;
}

export function createPriceBook(statements: StatementCache, groupId: string): PriceBook {
  const account = accountPricing(statements, groupId);
  const cache = new Map<string, RulePrice>();
  const price = (productId: number | null, action: PriceAction): RulePrice => {
    const key = `${productId}:${action}`;
    let found = cache.get(key);
    if (!found) {
      found = rulePrice(statements, account, productId, action);
      cache.set(key, found);
    }
    return found;
  };
  return {
    currency: account.currency,
    price,
    list(productId, factor = 1) {
      const [create, renew, transfer] = (['registration', 'renewal', 'transfer'] as const).map((action) => price(productId, action));
      if (!create || !renew || !transfer || renew.currency !== create.currency || transfer.currency !== create.currency) return null;
      return {
        currency: create.currency,
        create: Math.round(create.amountPerYear * factor),
        renew: Math.round(renew.amountPerYear * factor),
        transfer: Math.round(transfer.amountPerYear * factor),
      };
    },
  };
}
