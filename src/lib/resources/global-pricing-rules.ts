/** Named global pricing rules, all products (/invoicing/global-pricing-rules). */
import { globalPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { pricingRuleColumns, pricingRuleSections, pricingRuleDestinations } from './pricing-rule-columns.ts';
import { accountScoped, areaPermissions, entityLabel, fullyEditable } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const globalPricingRules: ResourceDeclaration = accountScoped({
  name: 'global-pricing-rules',
  apiPath: 'global_pricing_rules',
  label: entityLabel('global-pricing-rules'),
  icon: 'i-lucide-scale',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'rule_name',
  lookupField: 'rule_name',
  columns: pricingRuleColumns,
  defaultSort: 'rule_name',
  sections: pricingRuleSections,
  schema: globalPricingRuleSchema,
  operations: fullyEditable,
  routes: { list: '/invoicing/global-pricing-rules' },
  opens: pricingRuleDestinations,
});
