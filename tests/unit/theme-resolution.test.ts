import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from '~/lib/theme/resolve-theme';
import { bootScriptSource } from '~/lib/boot/boot-script';

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
function runBootScript({ stored, systemDark, cookie = '', languages = ['en-GB'], user = null, tokens = null, path = '/domains', isPublic = true }: {
  stored: string | null;
  systemDark: boolean;
  cookie?: string;
  languages?: string[];
  user?: unknown;
  tokens?: unknown;
  path?: string;
  isPublic?: boolean;
}) {
  const classes = new Set<string>();
  const dataset: Record<string, string> = {};
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    dataset,
    lang: 'en',
    hasAttribute: (name: string) => name === 'data-public' && isPublic,
  };
  const storage: Record<string, string | null> = {
    theme: stored,
    user: user === null ? null : JSON.stringify(user),
    tokens: tokens === null ? null : JSON.stringify(tokens),
  };
  const saved: Record<string, string> = {};
  let replacedWith: string | undefined;
  runInNewContext(bootScriptSource, {
    document: { documentElement: root, cookie },
    location: { pathname: path, search: '?context=abc', replace: (to: string) => (replacedWith = to) },
    sessionStorage: { setItem: (key: string, value: string) => (saved[key] = value) },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: systemDark }),
    window: { matchMedia: () => ({ matches: systemDark }) },
    navigator: { languages, language: languages[0] },
  });
  return { dark: classes.has('dark'), theme: dataset.theme, lang: root.lang, pending: 'i18nPending' in dataset, replacedWith, saved, leaving: 'leaving' in dataset };
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

describe('the inline boot script keeps pages behind sign-in before anything shows', () => {
  const live = { accessToken: 'a', refreshToken: 'r', expires: '2999-01-01 00:00:00' };
  const old = { ...live, expires: '2001-01-01 00:00:00' };
  const sessionCookie = 'portal_session=2026-11-21%2010%3A00%3A00';

  it('sends a visitor without a session from a protected page to /login and saves the path', () => {
    const result = runBootScript({ stored: null, systemDark: false, path: '/domains/7/dns', isPublic: false });
    expect(result.replacedWith).toBe('/login');
    expect(result.saved.redirect_path).toBe('/domains/7/dns?context=abc');
    expect(result.leaving).toBe(true);
  });

  it('lets a visitor without a session see public pages', () => {
    expect(runBootScript({ stored: null, systemDark: false, path: '/api', isPublic: true }).replacedWith).toBeUndefined();
  });

  it('leaves a page with stored tokens to the session rules, even expired ones', () => {
    expect(runBootScript({ stored: null, systemDark: false, tokens: old, isPublic: false }).replacedWith).toBeUndefined();
    expect(runBootScript({ stored: null, systemDark: false, tokens: live, isPublic: false }).replacedWith).toBeUndefined();
  });

  it('sends a signed-in user from /login and /logout to /', () => {
    expect(runBootScript({ stored: null, systemDark: false, tokens: live, cookie: sessionCookie, path: '/login' }).replacedWith).toBe('/');
    expect(runBootScript({ stored: null, systemDark: false, tokens: live, cookie: sessionCookie, path: '/logout/' }).replacedWith).toBe('/');
    expect(runBootScript({ stored: null, systemDark: false, tokens: old, cookie: sessionCookie, path: '/login' }).replacedWith).toBeUndefined();
  });

  it('keeps a user whose browser session has ended on /login: the session rules log them out', () => {
    expect(runBootScript({ stored: null, systemDark: false, tokens: live, path: '/login' }).replacedWith).toBeUndefined();
  });
});
