/** A registrar template: defaults a registration uses (nameservers, contacts, privacy …). */
import { jsonObject, longText, nullable, oneOf, recordSchema, reference, text } from './schema-parts.ts';

export const registrarTemplateStatuses = ['active', 'draft', 'retired'] as const;

export const registrarTemplateSchema = recordSchema({
  title: 'Registrar template',
  properties: {
    name: text(200),
    tld_id: nullable(reference('tlds')),
    registrar: text(200),
    status: oneOf(registrarTemplateStatuses),
    description: nullable(longText()),
    settings: jsonObject(),
  },
  required: ['name', 'registrar'],
  groups: { general: ['name', 'tld_id', 'registrar', 'status', 'description'], settings: ['settings'] },
});
