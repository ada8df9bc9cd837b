/** Transactions, billing and pricing entities, and the pricing-rule families (one table, told apart by scope and custom). */
import { parsePql } from '../../../../src/lib/pql/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ResourceBinding } from '../resource-binding.ts';
import { billingEntityJoin, domainJoin, joinedFields, pricingEntityJoin, productJoin } from './shared-joins.ts';

function checkExpression(values: Readonly<Record<string, unknown>>): void {
  if (typeof values.expression !== 'string') return;
  const parsed = parsePql(values.expression);
  if (!parsed.ok) {
    throw new ApiError(400, 'invalid_expression', `The rule's expression is not valid PQL: ${parsed.error.reason}.`, {
      details: { field: 'expression', position: parsed.error.position, reason: parsed.error.reason },
    });
  }
}

const rule = {
  table: 'pricing_rules',
  auditType: 'pricing_rule',
  joins: { product: productJoin, pricing_entity: pricingEntityJoin },
  computed: { ...joinedFields('product', ['name']), ...joinedFields('pricing_entity', ['name']) },
  references: { product_id: 'products', tld_id: 'tlds', pricing_entity_id: 'pricing_entities' },
  checkWrite: checkExpression,
};

const transactionShape = {
  table: 'transactions',
  auditType: 'transaction',
  joins: { domain: domainJoin, product: productJoin, billing_entity: billingEntityJoin },
  computed: { ...joinedFields('domain', ['name']), ...joinedFields('product', ['name']), ...joinedFields('billing_entity', ['name']) },
};

export const invoicingBindings: readonly ResourceBinding[] = [
  { resource: 'transactions', ...transactionShape },
  { resource: 'billing-entities', table: 'billing_entities', auditType: 'billing_entity' },
  {
    resource: 'billing-entity-accounts',
    table: 'billing_entity_accounts',
    auditType: 'billing_entity_account',
    joins: { account: 'LEFT JOIN accounts account ON account.id = t.account_id' },
    computed: joinedFields('account', ['name', 'reference']),
    parent: { parameter: 'billingEntityId', table: 'billing_entities', column: 'billing_entity_id' },
    references: { account_id: 'accounts' },
  },
  { resource: 'pricing-entities', table: 'pricing_entities', auditType: 'pricing_entity' },
  {
    resource: 'pricing-entity-applicable-rules',
    ...rule,
    parent: {
      parameter: 'pricingEntityId',
      table: 'pricing_entities',
      column: 'pricing_entity_id',
      condition: "(t.pricing_entity_id = ? OR t.scope = 'global')",
    },
  },
  { resource: 'global-pricing-rules', ...rule, fixed: { scope: 'global', custom: 0 } },
  {
    resource: 'product-pricing-rules',
    ...rule,
    fixed: { scope: 'global', custom: 0 },
    parent: { parameter: 'productId', table: 'products', catalogue: true, column: 'product_id' },
  },
  { resource: 'custom-global-pricing-rules', ...rule, fixed: { scope: 'global', custom: 1 } },
  { resource: 'pricing-entity-rules', ...rule, fixed: { scope: 'entity', custom: 0 } },
  {
    resource: 'pricing-entity-named-rules',
    ...rule,
    fixed: { scope: 'entity', custom: 0 },
    parent: { parameter: 'pricingEntityId', table: 'pricing_entities', column: 'pricing_entity_id' },
  },
  { resource: 'custom-pricing-entity-rules', ...rule, fixed: { scope: 'entity', custom: 1 } },
];
