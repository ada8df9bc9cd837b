import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';

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
