/** An analysis the provider offers (shared catalogue, staff only). */
import { oneOf, pattern, recordSchema, text } from './schema-parts.ts';

export const moduleStatuses = ['active', 'beta', 'retired'] as const;

export const intelligenceModuleSchema = recordSchema({
  title: 'Intelligence module',
  properties: {
    code: pattern('^[a-z0-9][a-z0-9-]*$', 64, { expects: 'code' }),
    name: text(200),
    description: text(2000, { widget: 'textarea' }),
    status: oneOf(moduleStatuses),
  },
  required: ['code', 'name', 'description'],
});
