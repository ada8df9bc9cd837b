/** A price list accounts are attached to. */
import { currencyCode, decimal, longText, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const pricingEntityStatuses = ['active', 'draft', 'retired'] as const;

export const pricingEntitySchema = recordSchema({
  title: 'Pricing entity',
  properties: {
    name: text(200),
    currency: currencyCode(),
    discount_percent: decimal(0, 100),
    status: oneOf(pricingEntityStatuses),
    description: nullable(longText()),
  },
  required: ['name', 'currency'],
});
