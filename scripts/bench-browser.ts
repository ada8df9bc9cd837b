/**
 * The browser side of the benchmarks: headless Chromium (CHROMIUM_PATH, default Debian's) and a
 * context signed in as a demo user the way the sign-in screen leaves it (tokens and user in
 * local storage, the browser-session cookie).
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { DemoSignIn } from './demo-sign-in.ts';

export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
}

/** What a signed-in browser keeps in local storage: the tokens and the user's profile (without its pulse configuration). */
export interface StoredSession {
  tokens: string;
  user: string;
}

export async function storedSession(apiBase: string, signIn: DemoSignIn): Promise<StoredSession> {
  const profile = (await (await fetch(`${apiBase}/profile`, { headers: { authorization: `Bearer ${signIn.accessToken}` } })).json()) as Record<string, unknown>;
  delete profile.pulse_configuration;
  return {
    tokens: JSON.stringify({ accessToken: signIn.accessToken, refreshToken: signIn.refreshToken, expires: '2999-01-01 00:00:00' }),
    user: JSON.stringify(profile),
  };
}

export async function signedInContext(browser: Browser, portal: string, session: StoredSession): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'portal_session', value: '2026-01-01 00:00:00', url: portal }]);
  await context.addInitScript((stored) => {
    localStorage.setItem('tokens', stored.tokens);
    localStorage.setItem('user', stored.user);
  }, session);
  return context;
}
