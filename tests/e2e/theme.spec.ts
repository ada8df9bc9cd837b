import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

/** Records the theme class at the moment <body> starts to exist: what the first paint shows. */
const recordThemeAtFirstPaint = () => {
  new MutationObserver((_, observer) => {
    if (document.body) {
      (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.className;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

test('the chosen theme is stored and survives a reload with no flash', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(recordThemeAtFirstPaint);
  await page.goto('/domains');
  await waitForBoot(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch between light and dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toContain('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 20, 26)');

  await page.getByRole('button', { name: 'Switch between light and dark theme' }).click();
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).not.toContain('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('without a stored choice the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(recordThemeAtFirstPaint);
  await page.goto('/login');
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toContain('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('colour sets from the runtime configuration replace the build defaults without breaking the CSP', async ({ page }) => {
  await signInAs(page, 'admin');
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.themes.light.primary = '#6a1b9a';
    config.productName = 'Acme Domains';
    await route.fulfill({ response, json: config });
  });
  await page.goto('/domains');
  await waitForBoot(page);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim());
  expect(primary).toBe('#6a1b9a');
  await expect(page.locator('[data-product-name]').first()).toHaveText('Acme Domains');
  expect(problems).toEqual([]);
});

test('a newly deployed build is offered as a reload', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
  await page.goto('/ssls');
  await waitForBoot(page);
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' });
  // The watch starts when the page is idle; a tab coming back into view makes it check at once.
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(notice).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !('beforeReload' in window));
});
