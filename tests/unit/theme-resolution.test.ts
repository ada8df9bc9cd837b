import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from '~/lib/theme/resolve-theme';
import { bootScriptSource } from '~/lib/theme/boot-script';

describe('theme resolution order: stored choice, then system preference, then light', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    [undefined, undefined, 'light'],
    ['purple', true, 'dark'],
    ['purple', false, 'light'],
    ['', undefined, 'light'],
  ] as const)('stored %j with system dark %j gives %s', (stored, systemDark, expected) => {
    expect(resolveTheme(stored, systemDark)).toBe(expected);
  });
});

/** Runs the inline <head> script against a fake browser and reports what it painted. */
function runBootScript({ stored, systemDark, cookie = '', languages = ['en-GB'], user = null }: {
  stored: string | null;
  systemDark: boolean;
  cookie?: string;
  languages?: string[];
  user?: unknown;
}) {
  const classes = new Set<string>();
  const dataset: Record<string, string> = {};
  const root = { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) }, dataset, lang: 'en' };
  const storage: Record<string, string | null> = { theme: stored, user: user === null ? null : JSON.stringify(user) };
  runInNewContext(bootScriptSource, {
    document: { documentElement: root, cookie },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: systemDark }),
    window: { matchMedia: () => ({ matches: systemDark }) },
    navigator: { languages, language: languages[0] },
  });
  return { dark: classes.has('dark'), theme: dataset.theme, lang: root.lang, pending: 'i18nPending' in dataset };
}

describe('the inline boot script paints the same theme as resolveTheme, before first paint', () => {
  it.each([
    ['dark', false],
    ['light', true],
    [null, true],
    [null, false],
    ['bogus', true],
  ] as const)('stored %j, system dark %j', (stored, systemDark) => {
    const expected = resolveTheme(stored, systemDark);
    expect(runBootScript({ stored, systemDark })).toMatchObject({ theme: expected, dark: expected === 'dark' });
  });

  it('marks non-English pages as pending translation, from the user, then the cookie, then the browser', () => {
    expect(runBootScript({ stored: null, systemDark: false, user: { language: 'ja' }, cookie: 'locale=es' })).toMatchObject({ lang: 'ja', pending: true });
    expect(runBootScript({ stored: null, systemDark: false, cookie: 'a=1; locale=es', languages: ['ja-JP'] })).toMatchObject({ lang: 'es', pending: true });
    expect(runBootScript({ stored: null, systemDark: false, languages: ['fr-FR', 'ja-JP'] })).toMatchObject({ lang: 'ja', pending: true });
    expect(runBootScript({ stored: null, systemDark: false, languages: ['fr-FR'] })).toMatchObject({ lang: 'en', pending: false });
  });
});
