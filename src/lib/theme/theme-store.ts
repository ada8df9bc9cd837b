/** The theme in use; the explicit choice is stored under `theme` as `dark` or `light`. */
import { atom } from 'nanostores';
import { resolveTheme, themeStorageKey, type ThemeName } from './resolve-theme.ts';
import type { ThemeColours } from '../config/colour-variations.ts';

export const $theme = atom<ThemeName>('light');

function systemPrefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function storedTheme(): string | null {
  try {
    return localStorage.getItem(themeStorageKey);
  } catch {
    return null;
  }
}

function paint(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
}

/** Picks up what the boot script painted and follows the system while no choice is stored. */
export function startTheme(): void {
  $theme.set(resolveTheme(storedTheme(), systemPrefersDark()));
  $theme.subscribe(paint);
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (!storedTheme()) $theme.set(event.matches ? 'dark' : 'light');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === themeStorageKey) $theme.set(resolveTheme(event.newValue, systemPrefersDark()));
  });
}

export function chooseTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  $theme.set(theme);
}

export function toggleTheme(): void {
  chooseTheme($theme.get() === 'dark' ? 'light' : 'dark');
}

/** Applies colour sets from the runtime configuration that differ from the build's defaults. */
export async function applyThemeColours(themes: { light: ThemeColours; dark: ThemeColours }, defaults: typeof themes): Promise<void> {
  if (JSON.stringify(themes) === JSON.stringify(defaults)) return;
  const { themeStylesheet } = await import('../config/colour-variations.ts');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(themeStylesheet(themes));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
