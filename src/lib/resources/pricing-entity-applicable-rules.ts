/** The rules that price for a pricing entity: its own and the global ones (/invoicing/pricing-entities/{id}/applicable-rules). */
import { entityPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { pricingRuleColumns, pricingRuleSections, pricingRuleDestinations } from './pricing-rule-columns.ts';
import { areaPermissions, entityLabel, readOnly } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const pricingEntityApplicableRules: ResourceDeclaration = {
  name: 'pricing-entity-applicable-rules',
  apiPath: 'pricing_entities/{pricingEntityId}/applicable_rules',
  parent: { parameter: 'pricingEntityId', resource: 'pricing-entities' },
  label: entityLabel('applicable-rules'),
  icon: 'i-lucide-list-checks',
  area: 'invoicing',
  permissions: areaPermissions('invoicing'),
  displayField: 'rule_name',
  columns: pricingRuleColumns,
  defaultSort: 'priority',
  sections: pricingRuleSections,
  schema: entityPricingRuleSchema,
  operations: readOnly,
  routes: { list: '/invoicing/pricing-entities/{id}/applicable-rules' },
  opens: pricingRuleDestinations,
};
