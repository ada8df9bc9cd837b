/** English text for pre-rendered HTML at build time, all namespaces. Elements carry `data-i18n` so the browser can translate them. */
import { englishTranslator, namespacesFromFiles, type Resources } from './english-text.ts';

export const allEnglishResources = namespacesFromFiles(
  import.meta.glob<Resources>('../../content/locales/en/*.json', { eager: true, import: 'default' }),
);

export const staticT = englishTranslator(allEnglishResources);
