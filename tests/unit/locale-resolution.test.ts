import { describe, expect, it } from 'vitest';
import { localeCookie, readLocaleCookie, resolveLocale } from '~/lib/i18n/locales';

describe('interface language resolution', () => {
  it.each([
    [{ userLanguage: 'ja', cookieLocale: 'es', browserLanguages: ['en-US'] }, 'ja'],
    [{ userLanguage: 'fr', cookieLocale: 'es', browserLanguages: ['ja-JP'] }, 'es'],
    [{ userLanguage: null, cookieLocale: null, browserLanguages: ['fr-FR', 'es-MX'] }, 'es'],
    [{ browserLanguages: ['de-DE'] }, 'en'],
    [{}, 'en'],
    [{ userLanguage: 'ES' }, 'es'],
  ])('%j → %s', (sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });

  it('keeps the locale cookie for 365 days', () => {
    expect(localeCookie('ja')).toContain('Max-Age=31536000');
    expect(readLocaleCookie(`theme=x; ${localeCookie('ja').split(';')[0]}`)).toBe('ja');
  });
});
