import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { interpolate } from '~/lib/i18n/english-text';
import { allEnglishResources as englishResources, staticT as englishT } from '~/lib/i18n/static-text';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const variables = { year: 2026, productName: 'Portal', screen: 'DNS', path: '/x', status: 404, 0: 12, count: 1 };

describe('English without i18next says exactly what i18next says', async () => {
  const reference = i18next.createInstance();
  await reference.init({ lng: 'en', resources: { en: englishResources }, defaultNS: 'common', interpolation: { escapeValue: false } });

  for (const [namespace, resources] of Object.entries(englishResources)) {
    for (const key of keysOf(resources).map((path) => path.replace(/_(one|other|zero|two|few|many)$/, ''))) {
      it(`${namespace}:${key}`, () => {
        expect(englishT(`${namespace}:${key}`, variables)).toBe(reference.t(`${namespace}:${key}`, variables));
        expect(englishT(`${namespace}:${key}`, { ...variables, count: 3 })).toBe(reference.t(`${namespace}:${key}`, { ...variables, count: 3 }));
      });
    }
  }

  it('reads the common namespace by default and answers the key when it is missing', () => {
    expect(englishT('error.back')).toBe('Back');
    expect(englishT('error.nothing-here')).toBe('error.nothing-here');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: 1 })).toBe('1 and {{ b }}');
  });
});
