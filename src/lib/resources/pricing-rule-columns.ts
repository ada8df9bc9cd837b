/** Columns and sections every pricing-rule list shares. */
import { pricingActions, pricingRuleStatuses, pricingScopes } from '../schemas/pricing-rule.ts';
import { column, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ColumnDeclaration, DetailSection, RowDestination } from './resource-declaration.ts';

export const pricingRuleColumns: readonly ColumnDeclaration[] = [
  ...standardColumns,
  listed('rule_name', 'text'),
  enumColumn('scope', pricingScopes),
  column('custom', 'boolean'),
  column('pricing_entity_id', 'number'),
  column('pricing_entity.name', 'text', { sortable: true }),
  column('product_id', 'number'),
  listed('product.name', 'text'),
  column('tld_id', 'number'),
  enumColumn('action', pricingActions, { listed: true }),
  listed('price', 'money', { currencyField: 'currency' }),
  column('currency', 'text', { sortable: true }),
  column('markup_percent', 'number', { sortable: true }),
  column('priority', 'number', { sortable: true }),
  column('expression', 'text'),
  enumColumn('status', pricingRuleStatuses, { listed: true }),
  column('starts_at', 'date', { sortable: true }),
  column('ends_at', 'date', { sortable: true }),
];

export const pricingRuleSections: readonly DetailSection[] = [
  section('general', ['rule_name', 'scope', 'custom', 'pricing_entity.name', 'product.name', 'tld_id', 'action', 'status', 'priority', 'description']),
  section('pricing', ['price', 'currency', 'markup_percent', 'min_period_years', 'max_period_years', 'expression']),
  section('dates', ['starts_at', 'ends_at']),
];

/**
 * Where a pricing rule's row leads, whichever list shows it: a custom rule to its custom page (the
 * global one has no pricing entity), a named rule to its pricing entity's or its product's family.
 */
export const pricingRuleDestinations: readonly RowDestination[] = [
  { pattern: '/invoicing/global-pricing-rules/custom/{ruleName}', parameters: { ruleName: 'rule_name' }, when: { custom: true, pricing_entity_id: null } },
  { pattern: '/invoicing/pricing-entity-rules/custom/{ruleName}', parameters: { ruleName: 'rule_name' }, when: { custom: true } },
  { pattern: '/invoicing/pricing-entity-rules/{id}/{ruleName}', parameters: { id: 'pricing_entity_id', ruleName: 'rule_name' } },
  { pattern: '/invoicing/global-pricing-rules/{id}/{ruleName}', parameters: { id: 'product_id', ruleName: 'rule_name' } },
];
