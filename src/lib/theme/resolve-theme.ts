/** Theme resolution (spec section 4): the stored choice, else the system preference; default light. */
export type ThemeName = 'light' | 'dark';

export const themeStorageKey = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

export function resolveTheme(stored: string | null | undefined, systemPrefersDark: boolean | undefined): ThemeName {
  if (isThemeName(stored)) return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
