/** The interface language in use: resolves it, loads it, translates the pre-rendered chrome, and remembers a choice. */
import { atom } from 'nanostores';
import { i18n, startI18n } from './i18n.ts';
import { defaultLocale, localeCookie, readLocaleCookie, resolveLocale, type Locale } from './locales.ts';
import { translateDom } from './translate-dom.ts';

export const $locale = atom<Locale>(defaultLocale);

function storedUserLanguage(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: string } | null;
    return user?.language;
  } catch {
    return undefined;
  }
}

function showTranslated(): void {
  translateDom(document, i18n.t.bind(i18n));
  delete document.documentElement.dataset.i18nPending;
}

export async function startLocale(): Promise<void> {
  const locale = resolveLocale({
    userLanguage: storedUserLanguage(),
    cookieLocale: readLocaleCookie(document.cookie),
    browserLanguages: navigator.languages,
  });
  try {
    await startI18n(locale);
  } catch (error) {
    console.warn('The interface language could not be started; showing English.', error);
  }
  $locale.set(locale);
  if (locale !== defaultLocale) showTranslated();
  else delete document.documentElement.dataset.i18nPending;
}

export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  $locale.set(locale);
  showTranslated();
}
