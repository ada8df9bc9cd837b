/**
 * The profile-language rule (spec section 4): a profile still on English (the default) takes the
 * language the interface shows, and is saved; a profile with another language sets the interface.
 */
import { http } from '../http/http.ts';
import { $locale, chooseLocale, startLocale } from '../i18n/locale-store.ts';
import { defaultLocale, isSupportedLocale } from '../i18n/locales.ts';
import { $user } from '../session/user-store.ts';

export async function saveProfileLanguage(language: string): Promise<void> {
  const user = $user.get();
  if (!user || user.language === language) return;
  await http.patch('profile', { language });
  $user.set({ ...user, language });
}

export async function applyProfileLanguage(): Promise<void> {
  await startLocale();
  const user = $user.get();
  const shown = $locale.get();
  if (!user || user.language === shown) return;
  if (user.language === defaultLocale) await saveProfileLanguage(shown);
  else if (isSupportedLocale(user.language)) await chooseLocale(user.language);
}
