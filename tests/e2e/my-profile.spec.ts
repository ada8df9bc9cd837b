/**
 * My profile (issue 14, /my-profile), each test as a user made for it (fresh-user.ts):
 * - two-factor sign-in set up from the QR code's key with a code computed here (otpauth, as an
 *   authenticator app would), the recovery codes shown once; signing out and in then asks for a
 *   code, a recovery code signs in too, and a recovery code turns it off again;
 * - changing the password signs out the user's other browser (a second browser context), whose
 *   next call is refused and lands it on /logout, while this one stays signed in;
 * - ending another session from the list: that browser is refused too.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchConsole, waitForBoot } from './console-watch.ts';
import { demoPassword, e2eApiBase } from './e2e-environment.ts';
import { freshCustomerAdmin } from './fresh-user.ts';
import { giveSession } from './signed-in.ts';

/** The code an authenticator app shows `stepsAhead` 30-second steps from now (the API takes one step of drift, and a code only once). */
function authenticatorCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function fillCredentials(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/logout$/);
}

/** The user signed in through the sign-in page of another browser: a session of its own. */
async function otherBrowserSignedIn(browser: Browser, username: string, password = demoPassword): Promise<Page> {
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await waitForBoot(other);
  await fillCredentials(other, username, password);
  await expect(other).toHaveURL(/\/$/);
  await waitForBoot(other);
  return other;
}

/** The console's problems but the refusals a test asks for on purpose (a wrong code 422, a wrong password 400). */
const unasked = (problems: string[], ...statuses: number[]) => problems.filter((problem) => !statuses.some((status) => problem.includes(`status of ${status} `)));

async function openProfile(page: Page): Promise<void> {
  await page.goto('/my-profile');
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
}

test('two-factor sign-in: set up with a QR code and a first code, sign in with a code and with a recovery code, turn it off', async ({ page }) => {
  const problems = watchConsole(page);
  const user = await freshCustomerAdmin(page.request, 'profile-2fa');
  await giveSession(page, user);
  await openProfile(page);

  const section = page.locator('[data-profile-two-factor]');
  await expect(section).toHaveAttribute('data-two-factor', 'off');
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('heading', { name: '1. Add the portal to your authenticator app' })).toBeFocused();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await section.locator('[data-totp-secret]').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Six-digit code').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('That code is not valid')).toBeVisible();
  await section.getByLabel('Six-digit code').fill(authenticatorCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const codes = await section.locator('[data-recovery-code]').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`recovery-codes-${user.username}.txt`);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByRole('status')).toHaveText('Two-factor sign-in is on.');
  await expect(section).toHaveAttribute('data-two-factor', 'on');
  await expect(section.locator('[data-recovery-codes-left]')).toHaveText('10 unused recovery codes left.');

  // Signing in now asks for the code the app shows (the next step's: the first code is spent).
  await signOut(page);
  await page.goto('/login');
  await fillCredentials(page, user.username);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeFocused();
  await page.getByLabel('Code').fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A recovery code signs in once.
  await waitForBoot(page);
  await signOut(page);
  await page.goto('/login');
  await fillCredentials(page, user.username);
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openProfile(page);
  await expect(section.locator('[data-recovery-codes-left]')).toHaveText('9 unused recovery codes left.');
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await section.getByLabel('Code from your app or a recovery code').fill(codes[0]!);
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(section.getByText('That code is not valid')).toBeVisible();
  await section.getByLabel('Code from your app or a recovery code').fill(codes[1]!);
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(section.getByRole('status')).toHaveText('Two-factor sign-in is off.');
  await expect(section).toHaveAttribute('data-two-factor', 'off');

  // Signing in is the password alone again.
  const login = await page.request.post(`${e2eApiBase}/login`, { data: { username: user.username, password: demoPassword } });
  expect(((await login.json()) as { refresh_token?: string }).refresh_token).toBeTruthy();
  expect(unasked(problems, 422)).toEqual([]);
});

test('changing the password signs the user\'s other browser out, which is refused, and keeps this one signed in', async ({ page, browser }) => {
  const problems = watchConsole(page);
  const user = await freshCustomerAdmin(page.request, 'profile-password');
  const other = await otherBrowserSignedIn(browser, user.username);
  await giveSession(page, user);
  await openProfile(page);

  const sessions = page.locator('[data-profile-sessions]');
  await expect(sessions.locator('tbody tr')).toHaveCount(2);
  await expect(sessions.locator('tr[data-session="current"]')).toContainText('This device');
  await expect(sessions.locator('tr[data-session="other"] [data-session-device]')).toHaveText(/^Chrome \d+ on Linux$/);

  const form = page.locator('[data-profile-password]');
  await form.getByLabel('Current password', { exact: true }).fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('a much better password');
  await form.getByLabel('New password again').fill('a much better password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not right.')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(demoPassword);
  await form.getByLabel('New password', { exact: true }).fill('a much better password');
  await form.getByLabel('New password again').fill('a much better password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password is changed. 1 other session was signed out.');
  await expect(sessions.locator('tbody tr')).toHaveCount(1);
  await expect(sessions.getByText('This is your only open session.')).toBeVisible();

  // The other browser's next call is refused, its refresh too: it is signed out.
  await other.goto('/my-profile');
  await expect(other).toHaveURL(/\/(logout|login)$/);
  await other.context().close();

  // This browser goes on; the new password is the one that signs in.
  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  expect((await page.request.post(`${e2eApiBase}/login`, { data: { username: user.username, password: demoPassword } })).status()).toBe(401);
  expect((await page.request.post(`${e2eApiBase}/login`, { data: { username: user.username, password: 'a much better password' } })).status()).toBe(200);
  expect(unasked(problems, 400)).toEqual([]);
});

test('ending another session from the list signs that browser out', async ({ page, browser }) => {
  const problems = watchConsole(page);
  const user = await freshCustomerAdmin(page.request, 'profile-sessions');
  const other = await otherBrowserSignedIn(browser, user.username);
  await giveSession(page, user);
  await openProfile(page);

  const sessions = page.locator('[data-profile-sessions]');
  await expect(sessions.getByRole('table', { name: 'Open sessions' })).toBeVisible();
  await expect(sessions.locator('tbody tr')).toHaveCount(2);
  await expect(sessions.locator('tr[data-session="current"]').getByRole('button')).toHaveCount(0);
  const otherRow = sessions.locator('tr[data-session="other"]');
  await expect(otherRow).toContainText('with a password');
  await otherRow.getByRole('button', { name: /^End the session on / }).click();
  await expect(sessions.getByRole('status')).toContainText('has ended.');
  await expect(sessions.locator('tbody tr')).toHaveCount(1);

  await other.goto('/my-profile');
  await expect(other).toHaveURL(/\/(logout|login)$/);
  await other.context().close();

  await page.reload();
  await waitForBoot(page);
  await expect(page.locator('[data-profile-sessions] tbody tr')).toHaveCount(1);
  expect(problems).toEqual([]);
});
