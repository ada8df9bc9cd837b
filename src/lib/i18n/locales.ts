/** Interface languages and how the one in use is chosen. */
export const supportedLocales = ['en', 'es', 'ja'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';

export const localeCookieName = 'locale';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** `ja-JP` → `ja`; unsupported → undefined. */
export function supportedLocaleOf(tag: string | null | undefined): Locale | undefined {
  const base = tag?.slice(0, 2).toLowerCase();
  return isSupportedLocale(base) ? base : undefined;
}

export interface LocaleSources {
  userLanguage?: string | null;
  cookieLocale?: string | null;
  browserLanguages?: readonly string[];
}

/**
 * The user's language first; then an explicit choice remembered in the locale cookie; then the
 * browser's languages; English by default. (The cookie ranks above the browser so a visitor's
 * choice on the sign-in page survives a reload; see the closing note of the foundation issue.)
 */
export function resolveLocale({ userLanguage, cookieLocale, browserLanguages = [] }: LocaleSources): Locale {
  return (
    supportedLocaleOf(userLanguage) ??
    supportedLocaleOf(cookieLocale) ??
    browserLanguages.map(supportedLocaleOf).find((locale) => locale !== undefined) ??
    defaultLocale
  );
}

export function readLocaleCookie(cookie: string): string | undefined {
  const match = /(?:^|;\s*)locale=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}
