/** Preset modules and name patterns for new intelligence items. */
import { listOf, longText, nullable, recordSchema, text } from './schema-parts.ts';

export const intelligenceTemplateSchema = recordSchema({
  title: 'Intelligence template',
  properties: {
    name: text(200),
    description: nullable(longText()),
    module_codes: listOf({ type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', ui: { expects: 'code' } }, 30),
    patterns: listOf(text(100), 50),
  },
  required: ['name'],
  groups: { general: ['name', 'description'], settings: ['module_codes', 'patterns'] },
});
