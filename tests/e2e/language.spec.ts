import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

test('choosing Japanese translates the chrome and the title, and survives a reload', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/domains/3f2a9c41/dns');
  await waitForBoot(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'All domains' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'すべてのドメイン' })).toBeVisible();
  await expect(page).toHaveTitle('DNS · ドメイン · Portal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('link', { name: 'すべてのドメイン' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  await expect(page).toHaveTitle('DNS · ドメイン · Portal');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'locale');
  expect(cookie?.value).toBe('ja');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('the error screen speaks the chosen language', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'es', url: 'http://localhost' }]);
  await page.goto('/missing/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Se ha producido un error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atrás' })).toBeVisible();
});
