/**
 * Spec section 4, tab session tracking: "On start, if there is no session cookie or the stored
 * expiry is past, the user is logged out and a new session begins." A browser that starts again
 * with the previous session's tokens still in local storage must not use them for anything but
 * the logout that revokes them.
 */
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { e2eApiBase } from './e2e-environment.ts';
import { waitForBoot } from './console-watch.ts';
import { bodyRows } from './list-screen.ts';
import { signInAs } from './signed-in.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

/** Signed in on /domains with its list shown; the browser's state as it would be saved to disk. */
async function signedInState(page: Page): Promise<{ state: StorageState; tokens: StoredTokens }> {
  await signInAs(page, 'admin');
  await page.goto('/domains');
  await waitForBoot(page);
  await expect(bodyRows(page).first()).toBeVisible();
  const state = await page.context().storageState();
  expect(state.cookies.map((cookie) => cookie.name)).toContain('portal_session');
  const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'tokens');
  const tokens = JSON.parse(stored?.value ?? 'null') as StoredTokens | null;
  expect(tokens?.accessToken).toBeTruthy();
  return { state, tokens: tokens! };
}

/** Opens /domains in a browser started from `state`; answers every API call that carried the old tokens. */
async function callsWithOldTokens(browser: Browser, state: StorageState, { accessToken, refreshToken }: StoredTokens): Promise<string[]> {
  const restarted = await browser.newContext({ storageState: state });
  const calls: string[] = [];
  restarted.on('request', (request: Request) => {
    if (!request.url().startsWith(e2eApiBase)) return;
    if (request.headers().authorization === `Bearer ${accessToken}` || request.postData()?.includes(refreshToken)) {
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  const page = await restarted.newPage();
  await page.goto('/domains');

  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
  // The logout revoked the old session: its token opens nothing any more.
  const profile = await page.request.get(`${e2eApiBase}/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(profile.status()).toBe(401);
  await restarted.close();
  return calls;
}

test('a browser started without the session cookie logs out before any call with the old tokens', async ({ browser, page }) => {
  const { state, tokens } = await signedInState(page);
  // The browser was closed: its session cookies are gone, its local storage stays.
  const closed = { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== 'portal_session') };
  expect(await callsWithOldTokens(browser, closed, tokens)).toEqual(['POST /logout']);
});

test('a tab opened over an hour after the last one closed logs out before any call with the old tokens', async ({ browser, page }) => {
  const { state, tokens } = await signedInState(page);
  const lastTabClosed = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: [...origin.localStorage, { name: 'portal_session_expiry', value: '2001-01-01 00:00:00' }],
    })),
  };
  expect(await callsWithOldTokens(browser, lastTabClosed, tokens)).toEqual(['POST /logout']);
});
