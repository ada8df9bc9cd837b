/** A product of the shared catalogue (staff only). */
import { integer, longText, nullable, oneOf, pattern, recordSchema, reference, text } from './schema-parts.ts';

export const productKinds = ['domain', 'ssl', 'dns', 'block', 'watch', 'intelligence', 'service'] as const;
export const validationLevels = ['DV', 'OV', 'EV'] as const;
export const periodUnits = ['month', 'year', 'once'] as const;
export const productStatuses = ['active', 'retired', 'coming_soon'] as const;

export const productSchema = recordSchema({
  title: 'Product',
  properties: {
    code: pattern('^[a-z0-9][a-z0-9-]*$', 64, { expects: 'code' }),
    name: text(200),
    kind: oneOf(productKinds),
    tld_id: nullable(reference('tlds')),
    supplier: nullable(text(200)),
    validation_level: nullable(oneOf(validationLevels)),
    period_unit: oneOf(periodUnits),
    min_period: integer(1, 120),
    max_period: integer(1, 120),
    status: oneOf(productStatuses),
    description: nullable(longText()),
  },
  required: ['code', 'name', 'kind'],
  groups: {
    general: ['code', 'name', 'kind', 'status', 'description'],
    technical: ['tld_id', 'supplier', 'validation_level'],
    periods: ['period_unit', 'min_period', 'max_period'],
  },
});
