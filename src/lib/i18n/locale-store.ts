/**
 * The interface language in use, and `t`, the one translate function of islands and modules:
 * English from the bundled resources, any other language through i18next once it has loaded.
 * A language whose files fail to load is only logged, and the page stays in English.
 */
import type * as TranslateDom from './translate-dom.ts';
import { atom } from 'nanostores';
import type { i18n as I18next } from 'i18next';
import { addEnglishNamespace, englishT } from './english-resources.ts';
import { defaultNamespace, type Resources } from './english-text.ts';
import { defaultLocale, localeCookie, readLocaleCookie, resolveLocale, type Locale } from './locales.ts';

export const $locale = atom<Locale>(defaultLocale);
/** Changes when another namespace of the language in use has loaded, so islands re-render. */
export const $namespacesLoaded = atom(0);

const registered = new Set<string>();

let engine: I18next | undefined;
/** Translating the pre-rendered text is only needed away from English: it loads with the language. */
let dom: typeof TranslateDom | undefined;

/** Namespaces of the language in use whose files could not load: those words stay English. */
const failed = new Set<string>();
const requested = new Set<string>();

/** Loads a namespace the page uses without having registered it, then has islands re-render. */
function loadOnDemand(namespace: string): void {
  if (requested.has(namespace) || !engine) return;
  requested.add(namespace);
  engine.loadNamespaces(namespace).then(
    () => $namespacesLoaded.set($namespacesLoaded.get() + 1),
    () => failed.add(namespace),
  );
}

export function t(key: string, variables?: Record<string, unknown>): string {
  const language = $locale.get();
  if (!engine || language === defaultLocale) return englishT(key, variables);
  // A word whose language file is still on its way shows as nothing rather than in English.
  const namespace = key.includes(':') ? key.slice(0, key.indexOf(':')) : defaultNamespace;
  if (!engine.hasResourceBundle(language, namespace) && !failed.has(namespace)) {
    loadOnDemand(namespace);
    return '';
  }
  return engine.t(key, variables ?? {});
}

/** The language being switched to (it becomes $locale only once its files are in). */
let wanted: Locale = defaultLocale;

async function loadRegisteredNamespaces(): Promise<void> {
  // An island that registers while its language is still loading must not wait for $locale.
  if (!engine || wanted === defaultLocale) return;
  await engine.loadNamespaces([...registered]);
  $namespacesLoaded.set($namespacesLoaded.get() + 1);
}

/**
 * An island's own words: its English travels in its chunk; other languages load on demand.
 * Call at module level: `registerNamespace('auth', authEnglish)`.
 */
export function registerNamespace(namespace: string, english: Resources): void {
  addEnglishNamespace(namespace, english);
  if (registered.has(namespace)) return;
  registered.add(namespace);
  void loadRegisteredNamespaces().catch((error: unknown) => console.warn(`Could not load the ${namespace} translations.`, error));
}

function storedUserLanguage(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: string } | null;
    // English is every profile's default: it yields to an explicit choice (see profile-language.ts).
    return user?.language === defaultLocale ? undefined : user?.language;
  } catch {
    return undefined;
  }
}

async function activate(locale: Locale): Promise<void> {
  wanted = locale;
  let active = locale;
  if (locale !== defaultLocale) {
    try {
      // i18next and the table of translation files load only for a language other than English.
      [engine, dom] = await Promise.all([import('./i18n.ts').then(({ loadI18next }) => loadI18next(locale)), dom ?? import('./translate-dom.ts')]);
      await engine.loadNamespaces([...registered]);
    } catch (error) {
      console.warn(`Could not load the ${locale} translations; showing English.`, error);
      active = defaultLocale;
      wanted = defaultLocale;
    }
  }
  if (engine && dom && active !== defaultLocale) await engine.loadNamespaces(dom.domNamespaces(document)).catch(() => undefined);
  document.documentElement.lang = active;
  $locale.set(active);
  if (active === defaultLocale) dom?.restoreBuiltText(document);
  else dom?.translateDom(document, t);
  delete document.documentElement.dataset.i18nPending;
}

let started: Promise<void> | undefined;

export function startLocale(): Promise<void> {
  started ??= activate(
    resolveLocale({
      userLanguage: storedUserLanguage(),
      cookieLocale: readLocaleCookie(document.cookie),
      browserLanguages: navigator.languages,
    }),
  );
  return started;
}

export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  await activate(locale);
}
