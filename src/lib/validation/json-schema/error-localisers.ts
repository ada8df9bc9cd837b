/**
 * ajv-i18n message catalogues by validation locale. The browser loads one on demand (one small
 * chunk each, `loadErrorMessages`); the server registers all of them up front.
 */
import type { ErrorObject } from 'ajv';
import type { ValidationLocale } from './validation-locales.ts';

export type ErrorLocaliser = (errors?: ErrorObject[] | null) => void;

type LocaliserModule = Promise<{ default: ErrorLocaliser }>;

const loaders: Readonly<Record<ValidationLocale, () => LocaliserModule>> = {
  en: () => import('ajv-i18n/localize/en/index.js'),
  ar: () => import('ajv-i18n/localize/ar/index.js'),
  ca: () => import('ajv-i18n/localize/ca/index.js'),
  cs: () => import('ajv-i18n/localize/cs/index.js'),
  de: () => import('ajv-i18n/localize/de/index.js'),
  es: () => import('ajv-i18n/localize/es/index.js'),
  fi: () => import('ajv-i18n/localize/fi/index.js'),
  fr: () => import('ajv-i18n/localize/fr/index.js'),
  hu: () => import('ajv-i18n/localize/hu/index.js'),
  id: () => import('ajv-i18n/localize/id/index.js'),
  it: () => import('ajv-i18n/localize/it/index.js'),
  ja: () => import('ajv-i18n/localize/ja/index.js'),
  ko: () => import('ajv-i18n/localize/ko/index.js'),
  nb: () => import('ajv-i18n/localize/nb/index.js'),
  nl: () => import('ajv-i18n/localize/nl/index.js'),
  pl: () => import('ajv-i18n/localize/pl/index.js'),
  'pt-BR': () => import('ajv-i18n/localize/pt-BR/index.js'),
  ru: () => import('ajv-i18n/localize/ru/index.js'),
  sk: () => import('ajv-i18n/localize/sk/index.js'),
  sv: () => import('ajv-i18n/localize/sv/index.js'),
  th: () => import('ajv-i18n/localize/th/index.js'),
  zh: () => import('ajv-i18n/localize/zh/index.js'),
  'zh-TW': () => import('ajv-i18n/localize/zh-TW/index.js'),
};

const registered = new Map<ValidationLocale, ErrorLocaliser>();

export function registerErrorLocaliser(locale: ValidationLocale, localiser: ErrorLocaliser): void {
  registered.set(locale, localiser);
}

export function errorLocaliser(locale: ValidationLocale): ErrorLocaliser | undefined {
  return registered.get(locale);
}

/** Makes `localiseErrors` speak `locale`; until it resolves, messages stay as ajv wrote them (English). */
export async function loadErrorMessages(locale: ValidationLocale): Promise<void> {
  if (registered.has(locale)) return;
  const module = await loaders[locale]();
  registerErrorLocaliser(locale, module.default);
}
