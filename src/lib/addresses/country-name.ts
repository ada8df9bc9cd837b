/** Country names from a two-letter code, in the portal's country-name languages (spec section 9). */
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };

export const countryNameLocales = ['en', 'es', 'ja'] as const;
export type CountryNameLocale = (typeof countryNameLocales)[number];

for (const data of [en, es, ja]) countries.registerLocale(data);

function countryNameLocaleOf(locale: string): CountryNameLocale {
  const language = locale.slice(0, 2).toLowerCase();
  return countryNameLocales.find((candidate) => candidate === language) ?? 'en';
}

export interface CountryNameOptions {
  /** Prefix the upper-case code: `ES – Spain`. */
  withCode?: boolean;
}

/**
 * The country's name in `locale` (en, es or ja; English for any other language). A code that
 * is not a known two-letter code is returned as given.
 */
export function countryName(code: string, locale: string, { withCode = false }: CountryNameOptions = {}): string {
  const name = /^[a-z]{2}$/i.test(code) ? countries.getName(code, countryNameLocaleOf(locale)) : undefined;
  if (name === undefined) return code;
  return withCode ? `${code.toUpperCase()} – ${name}` : name;
}
