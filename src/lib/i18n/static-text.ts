/** English text for pre-rendered HTML at build time, all namespaces. Elements carry `data-i18n` so the browser can translate them. */
import { englishTranslator, namespacesFromFiles, type Resources, type Translate } from './english-text.ts';
import type { Locale } from './locales.ts';

export const allEnglishResources = namespacesFromFiles(
  import.meta.glob<Resources>('../../content/locales/en/*.json', { eager: true, import: 'default' }),
);

export const staticT = englishTranslator(allEnglishResources);

const everyLanguageResources = import.meta.glob<Resources>('../../content/locales/*/*.json', { eager: true, import: 'default' });

/**
 * Build-time text in each interface language, for pages without JavaScript (the API
 * documentation): they carry every language and show the one the boot script chose.
 */
const translators = new Map<Locale, Translate>();

export function staticTextIn(language: Locale): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const files = Object.fromEntries(Object.entries(everyLanguageResources).filter(([path]) => path.includes(`/locales/${language}/`)));
    translate = englishTranslator(namespacesFromFiles(files));
    translators.set(language, translate);
  }
  return translate;
}
