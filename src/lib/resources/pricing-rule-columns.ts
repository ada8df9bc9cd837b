/** Columns and sections every pricing-rule list shares. */
import { pricingActions, pricingRuleStatuses, pricingScopes } from '../schemas/pricing-rule.ts';
import { column, enumColumn, listed, section, standardColumns } from './declaration-parts.ts';
import type { ColumnDeclaration, DetailSection } from './resource-declaration.ts';

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
