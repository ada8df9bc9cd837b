/** The `domain-order` words: the same keys (Japanese with its one plural form) and placeholders in every language, translated. */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/domain-order.json';
import es from '~/content/locales/es/domain-order.json';
import ja from '~/content/locales/ja/domain-order.json';
import { availabilityStates } from '~/islands/domains/search/availability-api';
import { stateReasonKeys, nameReasonKeys } from '~/lib/domains/name-reasons';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const plural = /_(zero|one|two|few|many|other)$/;
/** Each key without its plural suffix → the placeholders its forms name together. */
function byKey(resources: unknown): Map<string, string[]> {
  const keys = new Map<string, Set<string>>();
  for (const [key, text] of leaves(resources)) {
    const names = keys.get(key.replace(plural, '')) ?? new Set<string>();
    for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) names.add(match[1]!);
    keys.set(key.replace(plural, ''), names);
  }
  return new Map([...keys].map(([key, names]) => [key, [...names].sort()]));
}
// Words that read the same in Spanish.
const sameInSpanish = new Set(['total.title', 'search.stateCount']);

describe.each([['es', es], ['ja', ja]] as const)('domain-order in %s', (language, translated) => {
  const english = byKey(en);
  const other = byKey(translated);

  it('has the English keys, each with the same placeholders', () => {
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, names] of english) expect(other.get(key), key).toEqual(names);
  });

  it('is translated, not English left over', () => {
    const texts = new Map(leaves(translated));
    const untranslated = leaves(en).filter(([key, text]) => texts.get(key) === text && !sameInSpanish.has(key));
    expect(untranslated).toEqual([]);
  });

  if (language === 'ja') {
    it('uses only the other plural form', () => {
      expect(leaves(translated).filter(([key]) => /_(zero|one|two|few|many)$/.test(key))).toEqual([]);
    });
  }
});

describe('domain-order words', () => {
  it('name every availability state and every reason the API gives', () => {
    for (const state of availabilityStates) expect(typeof en.state[state], state).toBe('string');
    for (const key of [...nameReasonKeys, ...stateReasonKeys]) expect(typeof (en.reason as Record<string, string>)[key], key).toBe('string');
  });
});
