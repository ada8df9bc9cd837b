/**
 * A pricing rule, global or of a pricing entity, named by rule_name; custom rules carry a PQL
 * expression over the priced item. Variants for nested routes drop the parent's field.
 */
import { currencyCode, dateTime, decimal, integer, longText, money, nullable, oneOf, pattern, recordSchema, reference, text, withoutProperties } from './schema-parts.ts';

export const pricingActions = ['registration', 'renewal', 'transfer', 'restore', 'trade', 'ssl', 'block', 'any'] as const;
export const pricingRuleStatuses = ['active', 'scheduled', 'expired', 'draft'] as const;
export const pricingScopes = ['global', 'entity'] as const;

const ruleProperties = {
  rule_name: pattern('^[a-z0-9][a-z0-9-]{0,79}$', 80, { expects: 'code' }),
  pricing_entity_id: reference('pricing-entities'),
  product_id: nullable(reference('products')),
  tld_id: nullable(reference('tlds')),
  action: oneOf(pricingActions),
  price: nullable(money()),
  currency: currencyCode(),
  markup_percent: nullable(decimal(-100, 1000)),
  min_period_years: nullable(integer(1, 10)),
  max_period_years: nullable(integer(1, 10)),
  priority: integer(0, 1000),
  expression: nullable(text(1000, { widget: 'textarea' })),
  status: oneOf(pricingRuleStatuses),
  starts_at: nullable(dateTime()),
  ends_at: nullable(dateTime()),
  description: nullable(longText()),
};

const groups = {
  general: ['rule_name', 'pricing_entity_id', 'product_id', 'tld_id', 'action', 'status', 'priority', 'description'],
  pricing: ['price', 'currency', 'markup_percent', 'min_period_years', 'max_period_years', 'expression'],
  dates: ['starts_at', 'ends_at'],
};

/** A rule of a pricing entity, addressed in a flat list (the entity is a field). */
export const entityPricingRuleSchema = recordSchema({
  title: 'Pricing rule',
  properties: ruleProperties,
  required: ['rule_name', 'pricing_entity_id', 'action', 'currency'],
  groups,
});

/** A global rule (no pricing entity). */
export const globalPricingRuleSchema = withoutProperties(entityPricingRuleSchema, ['pricing_entity_id']);

/** A global rule under its product (`products/{productId}/pricing_rules`). */
export const productPricingRuleSchema = withoutProperties(entityPricingRuleSchema, ['pricing_entity_id', 'product_id']);
