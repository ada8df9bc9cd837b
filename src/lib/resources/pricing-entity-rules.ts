/** Named rules of every pricing entity (/invoicing/pricing-entity-rules). */
import { entityPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { pricingRuleColumns, pricingRuleSections, pricingRuleDestinations } from './pricing-rule-columns.ts';
import { accountScoped, areaPermissions, entityLabel, fullyEditable } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const pricingEntityRules: ResourceDeclaration = accountScoped({
  name: 'pricing-entity-rules',
  apiPath: 'pricing_entity_rules',
  label: entityLabel('pricing-entity-rules'),
  icon: 'i-lucide-badge-percent',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'rule_name',
  lookupField: 'rule_name',
  columns: pricingRuleColumns,
  defaultSort: 'rule_name',
  sections: pricingRuleSections,
  schema: entityPricingRuleSchema,
  operations: fullyEditable,
  routes: { list: '/invoicing/pricing-entity-rules' },
  opens: pricingRuleDestinations,
});
