/**
 * The named global rules of one product: /invoicing/global-pricing-rules/{id} lists them,
 * /{id}/{ruleName} is one of them and /{id}/{ruleName}/log its log.
 */
import { productPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { globalPricingRules } from './global-pricing-rules.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const productPricingRules: ResourceDeclaration = {
  ...globalPricingRules,
  name: 'product-pricing-rules',
  apiPath: 'products/{productId}/pricing_rules',
  parent: { parameter: 'productId', resource: 'products' },
  schema: productPricingRuleSchema,
  routes: {
    list: '/invoicing/global-pricing-rules/{id}',
    record: '/invoicing/global-pricing-rules/{id}/{ruleName}',
    log: '/invoicing/global-pricing-rules/{id}/{ruleName}/log',
  },
};
