/**
 * The named rules of one pricing entity: /invoicing/pricing-entity-rules/{id} lists them,
 * /{id}/{ruleName} is one of them and /{id}/{ruleName}/log its log.
 */
import { globalPricingRuleSchema } from '../schemas/pricing-rule.ts';
import { pricingEntityRules } from './pricing-entity-rules.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const pricingEntityNamedRules: ResourceDeclaration = {
  ...pricingEntityRules,
  name: 'pricing-entity-named-rules',
  apiPath: 'pricing_entities/{pricingEntityId}/pricing_rules',
  parent: { parameter: 'pricingEntityId', resource: 'pricing-entities' },
  // The entity comes from the path, so the record has the global rule's fields.
  schema: globalPricingRuleSchema,
  routes: {
    list: '/invoicing/pricing-entity-rules/{id}',
    record: '/invoicing/pricing-entity-rules/{id}/{ruleName}',
    log: '/invoicing/pricing-entity-rules/{id}/{ruleName}/log',
  },
};
