import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs, signInThroughProvider } from './signed-in.ts';

test('two tabs open then both closed: the session survives within the hour and ends after it', async ({ context, page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/tlds');
  await waitForBoot(page);
  const second = await context.newPage();
  await second.goto('/ssls');
  await waitForBoot(second);
  expect(await page.evaluate(() => localStorage.getItem('portal_counter'))).toBe('2');

  // close({ runBeforeUnload }) does not wait for the tab's unload handlers: poll for their effect.
  await second.close({ runBeforeUnload: true });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal_counter'))).toBe('1');
  const observer = await context.newPage();
  await observer.goto('/api');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => observer.evaluate(() => localStorage.getItem('portal_counter'))).toBeNull();

  const state = await observer.evaluate(() => ({
    counter: localStorage.getItem('portal_counter'),
    expiry: localStorage.getItem('portal_session_expiry'),
  }));
  expect(state.counter).toBeNull();
  const expiresIn = Date.parse(`${state.expiry!.replace(' ', 'T')}Z`) - Date.now();
  expect(expiresIn).toBeGreaterThan(59 * 60_000);
  expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

  const within = await context.newPage();
  await within.goto('/tlds');
  await waitForBoot(within);
  await expect(within.locator('body')).toHaveAttribute('data-route', '/tlds');
  expect(await within.evaluate(() => localStorage.getItem('portal_session_expiry'))).toBeNull();
  await within.close({ runBeforeUnload: true });
  await expect.poll(() => observer.evaluate(() => localStorage.getItem('portal_session_expiry'))).not.toBeNull();

  await observer.evaluate(() => localStorage.setItem('portal_session_expiry', '2001-01-01 00:00:00'));
  await observer.close();
  const after = await context.newPage();
  await after.goto('/tlds');
  await expect(after).toHaveURL(/\/logout$/);
  expect(await after.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
});

test('single sign-on round trip: in through the provider, out through its logout, back at /logout', async ({ page }) => {
  await page.goto('/login');
  await waitForBoot(page);
  await signInThroughProvider(page, 'sso');
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 15_000 });
  await waitForBoot(page);

  // The sso demo user's profile is in Japanese, so the portal now speaks it: find the menu by its role in the page.
  const endSession = page.waitForRequest((request) => request.url().includes('/oidc/session/end'));
  await page.locator('[data-user-menu-button]').click();
  await page.locator('[data-sign-out]').click();
  const request = new URL((await endSession).url());
  expect(request.searchParams.get('client_id')).toBe('portal');
  expect(request.searchParams.get('post_logout_redirect_uri')).toMatch(/\/logout$/);
  await page.locator('button[name="logout"]').click();
  await expect(page).toHaveURL(/\/logout/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
});

test('the context parameter survives navigation, and not logout', async ({ page }) => {
  const { groupId } = await signInAs(page, 'staff');
  await page.goto(`/domains?context=${groupId}`);
  await waitForBoot(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'TLDs' }).click();
  await expect(page).toHaveURL(new RegExp(`/tlds\\?context=${groupId}$`));
  await waitForBoot(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Certificates' }).click();
  await expect(page).toHaveURL(new RegExp(`/ssls\\?context=${groupId}$`));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/logout$/);
});

test('staff switch account from the client selection bar, and the new context travels on', async ({ page }) => {
  const { groupId } = await signInAs(page, 'staff');
  await page.goto('/tlds');
  await waitForBoot(page);
  await expect(page.getByTestId('current-account')).toHaveText('Your own account (all accounts)');
  await page.getByRole('combobox', { name: 'Find an account' }).fill('Aurora');
  const account = page.getByRole('option', { name: /Aurora/ }).first();
  await expect(account).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(/\/tlds\?context=[0-9a-f-]{36}$/);
  const context = new URL(page.url()).searchParams.get('context')!;
  expect(context).not.toBe(groupId);
  await expect(page.getByTestId('current-account')).toContainText('Aurora');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All domains' }).click();
  await expect(page).toHaveURL(new RegExp(`/domains\\?context=${context}$`));
});

test('customers see no client selection bar', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/tlds');
  await waitForBoot(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Find an account' })).toHaveCount(0);
  await expect(page.locator('[data-client-selection]')).toHaveCount(0);
});
