/** Reusable watch settings. */
import { jsonObject, longText, nullable, recordSchema, text } from './schema-parts.ts';

export const watchTemplateSchema = recordSchema({
  title: 'Watch template',
  properties: { name: text(200), description: nullable(longText()), settings: jsonObject() },
  required: ['name'],
  groups: { general: ['name', 'description'], settings: ['settings'] },
});
