/**
 * Language and theme chosen on the profile, with the chrome's own switching code: the
 * language switches the page (the header's select follows $locale) and is saved to the profile
 * (the profile-language rule of spec section 4, src/lib/sign-in/profile-language.ts); the theme
 * is the stored choice the header's toggle makes (spec section 4, "Appearance and language"),
 * and is kept in the profile's dark_theme as well.
 */
import { chooseLocale } from '../i18n/locale-store.ts';
import type { Locale } from '../i18n/locales.ts';
import { saveProfileLanguage } from '../sign-in/profile-language.ts';
import { $user } from '../session/user-store.ts';
import { chooseTheme } from '../theme/theme-store.ts';
import type { ThemeName } from '../theme/resolve-theme.ts';
import { profileApi } from './profile-api.ts';

/** Switches the interface and saves the language to the profile; rejects when the save fails (the page keeps the language). */
export async function chooseProfileLanguage(locale: Locale): Promise<void> {
  await chooseLocale(locale);
  await saveProfileLanguage(locale);
}

/** Applies the theme at once and saves it to the profile; rejects when the save fails (the page keeps the theme). */
export async function chooseProfileTheme(theme: ThemeName): Promise<void> {
  chooseTheme(theme);
  const dark = theme === 'dark';
  const user = $user.get();
  if (user?.dark_theme === dark) return;
  await profileApi.saveDarkTheme(dark);
  const current = $user.get();
  if (current) $user.set({ ...current, dark_theme: dark });
}

/** After the name or e-mail address changed: the chrome's user menu shows the new name. */
export function rememberDetails(details: { name: string; email: string }): void {
  const user = $user.get();
  if (user) $user.set({ ...user, name: details.name, email: details.email });
}
