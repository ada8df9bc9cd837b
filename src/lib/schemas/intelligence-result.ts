/** A domain an intelligence item found (read only: produced by the modules). */
import { dateTime, flag, integer, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const resultCategories = ['portfolio', 'similar', 'typo', 'unrelated'] as const;

export const intelligenceResultSchema = recordSchema({
  title: 'Intelligence result',
  properties: {
    domain_name: text(253),
    tld: text(63),
    category: oneOf(resultCategories),
    registrar_name: nullable(text(200)),
    registrant_organisation: nullable(text(200)),
    expires_at: nullable(dateTime()),
    registry_lock: flag(),
    has_ssl: flag(),
    ssl_issuer: nullable(text(200)),
    ssl_expires_at: nullable(dateTime()),
    monthly_visits: nullable(integer(0, 10_000_000_000)),
  },
  required: ['domain_name', 'tld', 'category'],
  groups: {
    general: ['domain_name', 'tld', 'category', 'registrar_name', 'registrant_organisation', 'expires_at'],
    security: ['registry_lock', 'has_ssl', 'ssl_issuer', 'ssl_expires_at'],
    traffic: ['monthly_visits'],
  },
});
