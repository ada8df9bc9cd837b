/** The `dns` namespace: the same keys and placeholders in every language, a label for every field and type. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/dns.json';
import es from '~/content/locales/es/dns.json';
import ja from '~/content/locales/ja/dns.json';
import { recordTypeNames, recordTypes } from '~/lib/dns/record-types';
import { describeTranslations } from './support/namespace-locales';

// Technical words that read the same in Spanish.
describeTranslations('dns', { en, es, ja }, { sameEverywhere: ['fields.ttl', 'fields.selector', 'fields.uri', 'types.TXT'] });

describe('labels', () => {
  it('exist for every field of every type, and for every type', () => {
    const fields = new Set(Object.keys(en.fields));
    for (const type of recordTypeNames) {
      expect(Object.keys(en.types)).toContain(type);
      for (const field of recordTypes[type].fields) expect(fields.has(field.name), `${type} ${field.name}`).toBe(true);
      const { priority } = recordTypes[type];
      if (priority) expect(fields.has(priority)).toBe(true);
    }
  });
});
