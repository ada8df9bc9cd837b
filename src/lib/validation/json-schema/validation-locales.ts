/** The 23 languages schema validation messages exist in (spec sections 5 and 9), as ajv-i18n names them. */
export const validationLocales = [
  'en', 'ar', 'ca', 'cs', 'de', 'es', 'fi', 'fr', 'hu', 'id', 'it', 'ja',
  'ko', 'nb', 'nl', 'pl', 'pt-BR', 'ru', 'sk', 'sv', 'th', 'zh', 'zh-TW',
] as const;

export type ValidationLocale = (typeof validationLocales)[number];

// Tags whose language alone does not pick the right ajv-i18n catalogue.
const aliases: Readonly<Record<string, ValidationLocale>> = {
  pt: 'pt-BR',
  no: 'nb',
  nn: 'nb',
  'zh-hant': 'zh-TW',
  'zh-tw': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
};

/**
 * The catalogue for a BCP 47 tag (`ja-JP`, `pt_PT`, `zh-Hant-TW`, any case); English when
 * there is none.
 */
export function toValidationLocale(tag: string | null | undefined): ValidationLocale {
  const subtags = (tag ?? '').replaceAll('_', '-').toLowerCase().split('-');
  const candidates = [subtags.slice(0, 2).join('-'), subtags[0] ?? ''];
  for (const candidate of candidates) {
    const alias = aliases[candidate];
    if (alias) return alias;
    const exact = validationLocales.find((locale) => locale.toLowerCase() === candidate);
    if (exact) return exact;
  }
  return 'en';
}
