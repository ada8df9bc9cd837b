/** Join clauses several bindings use (the joined alias names the dotted field's parent). */
export const productJoin = 'LEFT JOIN products product ON product.id = t.product_id';
export const domainJoin = 'LEFT JOIN domains domain ON domain.id = t.domain_id';
export const billingEntityJoin = 'LEFT JOIN billing_entities billing_entity ON billing_entity.id = t.billing_entity_id';
export const pricingEntityJoin = 'LEFT JOIN pricing_entities pricing_entity ON pricing_entity.id = t.pricing_entity_id';
export const contactJoin = 'LEFT JOIN contacts contact ON contact.id = t.contact_id';

/** `{ 'product.name': { sql: 'product.name', join: 'product' } }` for each listed column of a joined alias. */
export function joinedFields(alias: string, columns: readonly string[]): Record<string, { sql: string; join: string }> {
  return Object.fromEntries(columns.map((column) => [`${alias}.${column}`, { sql: `${alias}.${column}`, join: alias }]));
}
