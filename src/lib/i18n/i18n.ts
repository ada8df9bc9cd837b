/**
 * i18next for the languages other than English, loaded on demand with that language's files
 * (one chunk per language and namespace). English resources are bundled as the fallback.
 */
import type { i18n as I18next } from 'i18next';
import { defaultNamespace } from './english-text.ts';
import { englishResources } from './english-resources.ts';
import { supportedLocales, type Locale } from './locales.ts';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../content/locales/*/*.json',
  '!../../content/locales/en/common.json',
  '!../../content/locales/en/http.json',
]);

let instance: Promise<I18next> | undefined;

async function createI18next(language: Locale): Promise<I18next> {
  const { default: i18next } = await import('i18next');
  const engine = i18next.createInstance();
  engine.use({
    type: 'backend',
    init() {},
    read(lng: string, namespace: string, callback: (error: Error | null, data: Record<string, unknown> | false) => void) {
      const load = localeFiles[`../../content/locales/${lng}/${namespace}.json`];
      if (!load) return callback(new Error(`No ${namespace} translations for ${lng}`), false);
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  });
  await engine.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...supportedLocales],
    ns: Object.keys(englishResources),
    defaultNS: defaultNamespace,
    resources: { en: englishResources },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  return engine;
}

/** The shared i18next instance, switched to the language; rejects when its files cannot load. */
export async function loadI18next(language: Locale): Promise<I18next> {
  instance ??= createI18next(language);
  const engine = await instance;
  await engine.changeLanguage(language);
  if (!engine.hasLoadedNamespace(defaultNamespace, { lng: language })) throw new Error(`The ${language} translations did not load`);
  return engine;
}
