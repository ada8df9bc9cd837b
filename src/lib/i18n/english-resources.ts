/**
 * The English the browser holds. Only `common` and `http` are bundled with every page; an
 * island brings the namespaces it speaks (`registerNamespace` in locale-store.ts), so a page
 * carries only its own words. `chrome` (navigation and route labels) is already in the
 * pre-rendered HTML and loads only when asked for, e.g. to write a title with a record's name.
 */
import { englishTranslator, namespacesFromFiles, type Resources } from './english-text.ts';

export const englishResources = namespacesFromFiles(
  import.meta.glob<Resources>(['../../content/locales/en/common.json', '../../content/locales/en/http.json'], { eager: true, import: 'default' }),
);

const lazyEnglish = import.meta.glob<Resources>('../../content/locales/en/chrome.json', { import: 'default' });

export const englishT = englishTranslator(englishResources);

function mergeInto(target: Resources, source: Resources): Resources {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    const bothObjects = typeof existing === 'object' && existing !== null && typeof value === 'object' && value !== null;
    target[key] = bothObjects ? mergeInto({ ...(existing as Resources) }, value as Resources) : value;
  }
  return target;
}

/** Adds words to a namespace; several islands (or pages, while building) may each bring part of one. */
export function addEnglishNamespace(namespace: string, resources: Resources): void {
  englishResources[namespace] = mergeInto({ ...(englishResources[namespace] ?? {}) }, resources);
}

export async function loadEnglishNamespace(namespace: string): Promise<void> {
  if (englishResources[namespace]) return;
  const load = lazyEnglish[`../../content/locales/en/${namespace}.json`];
  if (load) englishResources[namespace] = await load();
}
