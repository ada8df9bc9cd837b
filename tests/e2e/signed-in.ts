import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword, e2eApiBase } from './e2e-environment.ts';

/** A UTC `YYYY-MM-DD HH:mm:ss` twelve hours ahead, as the portal stores a session's expiry. */
const twelveHoursAhead = () => new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A demo user's stored session as the sign-in screen leaves it (tokens and user in local storage). */
export interface StoredSession {
  accessToken: string;
  groupId: string;
  tokens: string;
  user: string;
}

/** Signs a demo user in through the API; one session can serve many pages (e.g. a worker's). */
export async function storedSessionOf(request: APIRequestContext, username: string): Promise<StoredSession> {
  const login = await request.post(`${e2eApiBase}/login`, { data: { username, password: demoPassword } });
  if (!login.ok()) throw new Error(`Sign-in of ${username} failed: ${login.status()} ${await login.text()}`);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const profile = await request.get(`${e2eApiBase}/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const { pulse_configuration: _notStored, ...user } = (await profile.json()) as Record<string, unknown>;
  return {
    accessToken: tokens.access_token,
    groupId: String(user.group_id),
    tokens: JSON.stringify({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expires: twelveHoursAhead() }),
    user: JSON.stringify(user),
  };
}

/** Hands the page a stored session, so a test starts on any page. */
export async function giveSession(page: Page, session: StoredSession): Promise<void> {
  await page.context().addCookies([{ name: 'portal_session', value: '2026-11-21 00:00:00', url: 'http://localhost' }]);
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-given')) return;
    sessionStorage.setItem('e2e-session-given', '1');
    localStorage.setItem('tokens', stored.tokens);
    localStorage.setItem('user', stored.user);
  }, { tokens: session.tokens, user: session.user });
}

/**
 * Signs a demo user in through the API and hands the page the stored session the sign-in screen
 * would have left (tokens, user, the browser-session cookie), so a test starts on any page.
 */
export async function signInAs(page: Page, username: string): Promise<{ accessToken: string; groupId: string }> {
  const session = await storedSessionOf(page.request, username);
  await giveSession(page, session);
  return { accessToken: session.accessToken, groupId: session.groupId };
}

/**
 * Signs a demo user in through the sign-on provider from the portal's /login, waiting for the
 * provider's own page first: the portal's sign-in form has fields with the same names.
 */
export async function signInThroughProvider(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(demoPassword);
  await page.locator('button[type="submit"]').click();
}
