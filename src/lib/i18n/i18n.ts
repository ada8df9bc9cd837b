/**
 * The browser's i18next instance, shared by the DOM translator and every React island.
 * Language files are loaded lazily, one chunk per language and namespace; a failed load is
 * only logged and the English text stays.
 */
import i18next, { type BackendModule } from 'i18next';
import type { Locale } from './locales.ts';
import { defaultLocale, supportedLocales } from './locales.ts';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../content/locales/*/*.json');

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../../content/locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => {
        console.warn(`Could not load the ${language} translations (${namespace}); showing English.`, error);
        callback(null, {});
      },
    );
  },
};

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | undefined;

export function startI18n(language: Locale): Promise<unknown> {
  ready ??= i18n.use(lazyLocaleBackend).init({
    lng: language,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}
