/**
 * What the pre-rendered chrome does once the page runs: the language select, the theme toggle,
 * the user menu, the navigation's prefetch on hover, its groups' remembered state and the tray's size. One module for all of
 * them, run by the page boot, so a page fetches one script instead of one per control; each
 * finds nothing to do on a page without its control.
 */
import { $locale, chooseLocale } from '../i18n/locale-store.ts';
import { isSupportedLocale } from '../i18n/locales.ts';
import { saveProfileLanguage } from '../sign-in/profile-language.ts';
import { signOut } from '../sign-in/sign-out.ts';
import { $user } from '../session/user-store.ts';
import { toggleTheme } from '../theme/theme-store.ts';
import { rememberNavigationGroups } from './navigation-groups.ts';

function wireLanguageSelects(): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-language-select]')) {
    $locale.subscribe((locale) => {
      select.value = locale;
    });
    select.addEventListener('change', () => {
      const locale = select.value;
      if (!isSupportedLocale(locale)) return;
      void chooseLocale(locale).then(() => saveProfileLanguage(locale)).catch((error: unknown) => console.warn('The language could not be saved to the profile.', error));
    });
  }
}

function wireThemeToggles(): void {
  for (const button of document.querySelectorAll('[data-theme-toggle]')) button.addEventListener('click', toggleTheme);
}

function wireUserMenu(): void {
  const names = document.querySelectorAll('[data-user-name]');
  if (names.length > 0) {
    $user.subscribe((user) => {
      const name = user?.name ?? user?.username ?? '';
      for (const element of names) element.textContent = name;
    });
  }
  for (const button of document.querySelectorAll('[data-sign-out]')) button.addEventListener('click', () => void signOut());
}

/** Navigation is full page loads: fetch a page's HTML on hover or focus so the click feels instant. */
function wireNavigationPrefetch(): void {
  const navigation = document.getElementById('side-navigation');
  if (!navigation) return;
  const prefetched = new Set<string>();
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a.nav-link') as HTMLAnchorElement | null;
    if (!link || prefetched.has(link.pathname) || link.pathname === location.pathname) return;
    prefetched.add(link.pathname);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.pathname;
    document.head.append(hint);
  };
  navigation.addEventListener('pointerover', prefetch);
  navigation.addEventListener('focusin', prefetch);
}

export function wireChromeControls(): void {
  wireLanguageSelects();
  wireThemeToggles();
  wireUserMenu();
  wireNavigationPrefetch();
  rememberNavigationGroups();
  // The tray's size needs the data layer: only pages that show it load it.
  if (document.querySelector('[data-live-count="tray"]')) {
    void import('../tray/tray-badge.ts').then(({ startTrayBadge }) => startTrayBadge(), () => undefined);
  }
}
