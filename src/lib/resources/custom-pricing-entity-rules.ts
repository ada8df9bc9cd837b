/** Custom rules of pricing entities (/invoicing/pricing-entity-rules/custom). */
import { entityPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { pricingEntityRules } from './pricing-entity-rules.ts';
import { entityLabel } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const customPricingEntityRules: ResourceDeclaration = {
  ...pricingEntityRules,
  name: 'custom-pricing-entity-rules',
  apiPath: 'custom_pricing_entity_rules',
  label: entityLabel('custom-pricing-rules'),
  schema: entityPricingRuleSchema,
  routes: {
    list: '/invoicing/pricing-entity-rules/custom',
    record: '/invoicing/pricing-entity-rules/custom/{ruleName}',
    log: '/invoicing/pricing-entity-rules/custom/{ruleName}/log',
  },
};
