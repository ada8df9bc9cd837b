/** Custom global rules, priced by an expression (/invoicing/global-pricing-rules/custom). */
import { globalPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { globalPricingRules } from './global-pricing-rules.ts';
import { entityLabel } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const customGlobalPricingRules: ResourceDeclaration = {
  ...globalPricingRules,
  name: 'custom-global-pricing-rules',
  apiPath: 'custom_global_pricing_rules',
  label: entityLabel('custom-pricing-rules'),
  schema: globalPricingRuleSchema,
  routes: {
    list: '/invoicing/global-pricing-rules/custom',
    record: '/invoicing/global-pricing-rules/custom/{ruleName}',
    log: '/invoicing/global-pricing-rules/custom/{ruleName}/log',
  },
};
