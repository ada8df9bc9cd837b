/** A top-level domain of the shared catalogue (staff only). */
import { countryCode, flag, integer, nullable, oneOf, pattern, recordSchema, text } from './schema-parts.ts';

export const tldKinds = ['generic', 'country_code', 'second_level', 'sponsored', 'brand'] as const;
export const tldStatuses = ['active', 'restricted', 'closed'] as const;

export const tldSchema = recordSchema({
  title: 'TLD',
  properties: {
    name: pattern('^[a-z0-9-]+(\\.[a-z0-9-]+)*$', 63, { expects: 'tldName' }),
    unicode_name: text(63),
    label_count: integer(1, 3),
    kind: oneOf(tldKinds),
    country_code: nullable(countryCode()),
    registry_operator: text(200),
    registry_backend: nullable(text(200)),
    whois_server: nullable(text(200)),
    rdap_url: nullable({ type: 'string', format: 'uri', maxLength: 300 }),
    status: oneOf(tldStatuses),
    dnssec_supported: flag(),
    registry_lock_supported: flag(),
    privacy_supported: flag(),
    idn_supported: flag(),
    local_presence_required: flag(),
    auth_code_required: flag(),
    min_period_years: integer(1, 10),
    max_period_years: integer(1, 10),
    grace_period_days: integer(0, 90),
    redemption_period_days: integer(0, 90),
  },
  required: ['name', 'unicode_name', 'label_count', 'kind', 'registry_operator'],
  groups: {
    general: ['name', 'unicode_name', 'label_count', 'kind', 'country_code', 'status'],
    registry: ['registry_operator', 'registry_backend', 'whois_server', 'rdap_url'],
    features: ['dnssec_supported', 'registry_lock_supported', 'privacy_supported', 'idn_supported', 'local_presence_required', 'auth_code_required'],
    periods: ['min_period_years', 'max_period_years', 'grace_period_days', 'redemption_period_days'],
  },
});
