/** The `approvals` namespace: the same keys and placeholders in every language, and words for every kind and state of a request. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/approvals.json';
import es from '~/content/locales/es/approvals.json';
import ja from '~/content/locales/ja/approvals.json';
import enResources from '~/content/locales/en/resources.json';
import esResources from '~/content/locales/es/resources.json';
import jaResources from '~/content/locales/ja/resources.json';
import { approvalKinds, approvalStatuses } from '~/lib/schemas/approval-request';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
/** Japanese has one plural form: English `_one`/`_other` pairs are `_other` alone there. */
const japaneseKey = (key: string) => key.replace(/_one$/, '_other');
// Words that read the same in Spanish.
const sameInSpanish = new Set(['fields.total', 'summary.when']);

describe.each([['es', es], ['ja', ja]] as const)('approvals in %s', (language, translated) => {
  const english = new Map(leaves(en));
  const other = new Map(leaves(translated));
  const expectedKeys = [...new Set([...english.keys()].map((key) => (language === 'ja' ? japaneseKey(key) : key)))].sort();

  it('has exactly the English keys', () => {
    expect([...other.keys()].sort()).toEqual(expectedKeys);
  });

  it('names the same placeholders in each text', () => {
    for (const [key, text] of english) expect(placeholders(other.get(language === 'ja' ? japaneseKey(key) : key) ?? ''), key).toEqual(placeholders(text));
  });

  it('is translated, not English left over', () => {
    const untranslated = [...english].filter(([key, text]) => other.get(key) === text && text.length > 4 && !sameInSpanish.has(key));
    expect(untranslated).toEqual([]);
  });
});

describe('every kind and state of a request has words', () => {
  it('on the public page', () => {
    for (const kind of approvalKinds) expect(Object.keys(en.kinds), kind).toContain(kind);
    for (const status of approvalStatuses) expect(Object.keys(en.status), status).toContain(status);
  });

  it('in the lists and records (resources values), in every language', () => {
    for (const values of [enResources.values, esResources.values, jaResources.values] as Record<string, string>[]) {
      for (const value of [...approvalKinds, ...approvalStatuses]) expect(values[value], value).toEqual(expect.any(String));
    }
  });
});
