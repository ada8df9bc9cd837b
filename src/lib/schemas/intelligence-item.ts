/** A research item about a prospect. */
import { countryCode, hostname, longText, nullable, oneOf, recordSchema, reference, text } from './schema-parts.ts';

export const intelligenceStatuses = ['new', 'analysing', 'ready', 'archived'] as const;

export const intelligenceItemSchema = recordSchema({
  title: 'Intelligence item',
  properties: {
    name: text(200),
    primary_domain: hostname(),
    industry: nullable(text(100)),
    country_code: nullable(countryCode()),
    template_id: nullable(reference('intelligence-templates')),
    status: oneOf(intelligenceStatuses),
    owner_user_id: nullable(reference('users')),
    notes: nullable(longText()),
  },
  required: ['name', 'primary_domain', 'status'],
  groups: { general: ['name', 'primary_domain', 'industry', 'country_code', 'template_id', 'status', 'owner_user_id'], notes: ['notes'] },
});
