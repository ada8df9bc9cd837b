import { DatabaseSync } from 'node:sqlite';
import { TOTP } from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { demoTotpSecret } from '../../server/api/db/seed/demo-users.ts';
import { demoPassword, e2eDatabasePath } from './e2e-environment.ts';
import { waitForBoot } from './console-watch.ts';
import { signInAs, signInThroughProvider } from './signed-in.ts';

async function fillCredentials(page: Page, username: string, password = demoPassword) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a visitor is sent to sign in and comes back to the page and query asked for', async ({ page }) => {
  await page.goto('/domains/search?tld=com&tld=net&q=shop');
  await expect(page).toHaveURL(/\/login$/);
  await fillCredentials(page, 'admin');
  await expect(page).toHaveURL(/\/domains\/search\?tld=com%2Cnet&q=shop$/);
  await expect(page.locator('body')).toHaveAttribute('data-route', '/domains/search');
  const stored = await page.evaluate(() => ({ tokens: localStorage.getItem('tokens'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
  expect(stored.tokens).toContain('accessToken');
  expect(stored.user.username).toBe('admin');
  expect(stored.user).not.toHaveProperty('pulse_configuration');
});

test('a wrong password says so and keeps the visitor on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, 'admin', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
});

test('empty fields are required', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
});

test('a two-factor account asks for its code, refuses a wrong one and accepts the right one', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, 'twofactor');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeFocused();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid');
  const code = new TOTP({ secret: demoTotpSecret }).generate();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('body')).toHaveAttribute('data-route', '/');
});

test('single sign-on goes through the provider with PKCE and signs the user in', async ({ page }) => {
  const authorizations: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oidc/auth')) authorizations.push(new URL(request.url()));
  });
  await page.goto('/login');
  await waitForBoot(page);
  await signInThroughProvider(page, 'sso');
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 15_000 });
  const authorization = authorizations[0]!;
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('response_type')).toBe('code');
  expect(authorization.searchParams.get('scope')).toBe('openid profile email');
  expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(authorization.searchParams.get('locale')).toBe('en');
  const tokens = JSON.parse((await page.evaluate(() => localStorage.getItem('tokens'))) ?? '{}');
  expect(tokens.ssoToken).toBeTruthy();
  expect(tokens.applicationId).toBe('portal');
});

test('a password reset goes from the mail link to a new password', async ({ page }) => {
  await page.goto('/reset');
  await page.getByLabel('Username or e-mail').fill('brand');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a reset link is on its way');

  const db = new DatabaseSync(e2eDatabasePath);
  const mail = db.prepare("SELECT body_text AS body FROM mail_outbox WHERE body_text LIKE '%/reset?token=%' ORDER BY id DESC LIMIT 1").get() as { body: string };
  db.close();
  const link = /https?:\/\/[^\s]+\/reset\?token=[^\s"<]+/.exec(mail.body)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill(demoPassword);
  await page.getByLabel('Repeat the new password').fill('something else');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(demoPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is saved');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Ask for a new one.');
});

test('signing out clears the session and lands on /logout; protected pages then ask to sign in', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/tlds');
  await waitForBoot(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('tokens'), localStorage.getItem('user')])).toEqual([null, null]);
  await page.goto('/tlds');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user visiting /login goes home, and a prospect viewer starts in intelligence', async ({ page }) => {
  await signInAs(page, 'prospect');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/intelligence$/);
});

test('an expired session saves the page and signs out', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-expired')) return;
    sessionStorage.setItem('e2e-expired', '1');
    const tokens = JSON.parse(localStorage.getItem('tokens') ?? '{}');
    localStorage.setItem('tokens', JSON.stringify({ ...tokens, expires: '2001-01-01 00:00:00' }));
  });
  await page.goto('/ssls?page=2');
  await expect(page).toHaveURL(/\/logout$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirect_path'))).toBe('/ssls?page=2');
});
