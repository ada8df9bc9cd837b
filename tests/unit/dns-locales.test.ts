/** The `dns` namespace: the same keys and placeholders in every language, a label for every field and type. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/dns.json';
import es from '~/content/locales/es/dns.json';
import ja from '~/content/locales/ja/dns.json';
import { recordTypeNames, recordTypes } from '~/lib/dns/record-types';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
// Technical words that read the same in Spanish.
const sameInSpanish = new Set(['fields.ttl', 'fields.selector', 'fields.uri', 'types.TXT']);

describe.each([['es', es], ['ja', ja]] as const)('dns in %s', (_language, translated) => {
  const english = new Map(leaves(en));
  const other = new Map(leaves(translated));

  it('has exactly the English keys', () => {
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('names the same placeholders in each text', () => {
    for (const [key, text] of english) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('is translated, not English left over', () => {
    const untranslated = [...english].filter(([key, text]) => other.get(key) === text && text.length > 4 && !sameInSpanish.has(key));
    expect(untranslated).toEqual([]);
  });
});

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
