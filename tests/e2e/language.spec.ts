import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';
import { e2eApiBase } from './e2e-environment.ts';

/** The demo profile is shared with other tests: put English back whatever happened. */
let restoreEnglish: (() => Promise<unknown>) | undefined;
test.afterEach(async () => {
  await restoreEnglish?.();
  restoreEnglish = undefined;
});

test('choosing Japanese translates the chrome and the title, saves it to the profile, and survives a reload', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'viewer');
  restoreEnglish = () => page.request.patch(`${e2eApiBase}/profile`, { data: { language: 'en' }, headers: { authorization: `Bearer ${accessToken}` } });
  const domains = await page.request.get(`${e2eApiBase}/groups/${groupId}/domains?limit=1&fields=id,name`, { headers: { authorization: `Bearer ${accessToken}` } });
  const domain = ((await domains.json()) as { data: { id: number; name: string }[] }).data[0]!;
  await page.goto(`/domains/${domain.id}/dns-statistics`);
  await waitForBoot(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'All domains' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'すべてのドメイン' })).toBeVisible();
  await expect(page).toHaveTitle(`DNS 統計 · ${domain.name} · ドメイン · Portal`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('link', { name: 'すべてのドメイン' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  await expect(page).toHaveTitle(`DNS 統計 · ${domain.name} · ドメイン · Portal`);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'locale');
  expect(cookie?.value).toBe('ja');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  const profile = await page.request.get(`${e2eApiBase}/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await profile.json()).language).toBe('ja');
});

test('the error screen speaks the chosen language', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'es', url: 'http://localhost' }]);
  await page.goto('/missing/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Se ha producido un error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atrás' })).toBeVisible();
});

test('in Japanese the sign-in form says a field is required in Japanese, and stays Japanese after a reload', async ({ page }) => {
  await page.goto('/login');
  await waitForBoot(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(page.getByText('この項目は必須です')).toHaveCount(2);
  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('サインイン');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(page.getByText('この項目は必須です')).toHaveCount(2);
});

test('screens whose words arrive with their island speak the chosen language from the first load', async ({ page, context }) => {
  await signInAs(page, 'viewer');
  await context.addCookies([{ name: 'locale', value: 'ja', url: 'http://localhost' }]);
  await page.goto('/domains/log');
  await waitForBoot(page);
  // The area's name comes from the resources namespace, registered by the log island while Japanese loads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ドメイン の履歴');
  await page.goto('/domains');
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ドメイン');
  await expect(page.getByRole('button', { name: 'フィルターを追加' })).toBeVisible();
});
