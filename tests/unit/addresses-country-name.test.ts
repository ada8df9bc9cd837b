import { describe, expect, it } from 'vitest';
import { isCountryCode } from '~/lib/addresses/address';
import { countryName } from '~/lib/addresses/country-name';

describe('country names in English, Spanish and Japanese', () => {
  it.each([
    ['es', 'en', 'Spain'],
    ['es', 'es', 'España'],
    ['es', 'ja', 'スペイン'],
    ['gb', 'en', 'United Kingdom'],
    ['gb', 'es', 'Reino Unido'],
    ['gb', 'ja', 'イギリス'],
    ['jp', 'ja', '日本'],
    ['de', 'es', 'Alemania'],
    ['ES', 'en', 'Spain'],
    ['es', 'ja-JP', 'スペイン'],
    ['es', 'de', 'Spain'],
  ])('%s in %s is %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });

  it('puts the upper-case code before the name on request', () => {
    expect(countryName('es', 'en', { withCode: true })).toBe('ES – Spain');
    expect(countryName('jp', 'ja', { withCode: true })).toBe('JP – 日本');
  });

  it.each(['zz', 'xx', '', 'esp', 'e', '12'])('returns an unknown code %j as it is', (code) => {
    expect(countryName(code, 'en')).toBe(code);
    expect(countryName(code, 'ja', { withCode: true })).toBe(code);
  });
});

describe('a country code is two lower-case letters', () => {
  it.each([
    ['es', true],
    ['ES', false],
    ['esp', false],
    ['', false],
    [null, false],
  ])('%j: %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});
