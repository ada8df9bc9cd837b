/**
 * The English the browser bundles: every namespace islands speak. `chrome` (navigation and
 * route labels) is already in the pre-rendered HTML, so it loads only when asked for, e.g. to
 * write a title with a record's name.
 */
import { englishTranslator, namespacesFromFiles, type Resources } from './english-text.ts';

export const englishResources = namespacesFromFiles(
  import.meta.glob<Resources>(['../../content/locales/en/*.json', '!../../content/locales/en/chrome.json'], { eager: true, import: 'default' }),
);

const lazyEnglish = import.meta.glob<Resources>('../../content/locales/en/chrome.json', { import: 'default' });

export const englishT = englishTranslator(englishResources);

export async function loadEnglishNamespace(namespace: string): Promise<void> {
  if (englishResources[namespace]) return;
  const load = lazyEnglish[`../../content/locales/en/${namespace}.json`];
  if (load) englishResources[namespace] = await load();
}
