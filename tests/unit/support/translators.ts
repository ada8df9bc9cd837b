import i18next from 'i18next';
import { namespacesFromFiles, type Resources, type Translate } from '~/lib/i18n/english-text';

const files = import.meta.glob<Resources>('../../../src/content/locales/*/*.json', { eager: true, import: 'default' });

/** An i18next `t` over the real locale files of a language (English as the fallback), as the browser has it. */
export async function translatorFor(language: 'en' | 'es' | 'ja'): Promise<Translate> {
  const byLanguage = (code: string) => namespacesFromFiles(Object.fromEntries(Object.entries(files).filter(([path]) => path.includes(`/locales/${code}/`))));
  const engine = i18next.createInstance();
  await engine.init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { en: byLanguage('en'), [language]: byLanguage(language) },
    interpolation: { escapeValue: false },
  });
  return (key, variables) => engine.t(key, variables ?? {});
}
