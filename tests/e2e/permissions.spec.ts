import { expect, test, type Page } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the navigation shows only the areas a user may view', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/domains');
  await waitForBoot(page);
  await expect(navigation(page).getByRole('link', { name: 'All domains' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Users', exact: true })).toBeHidden();
  await expect(navigation(page).getByRole('heading', { name: 'Intelligence' })).toBeHidden();
  await expect(navigation(page).getByRole('link', { name: 'Register domains' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Portal view' })).toHaveCount(0);
});

test('staff hide a permission to see the portal as a customer would, and highlight what another gates', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('/domains');
  await waitForBoot(page);
  await expect(navigation(page).getByRole('link', { name: 'TLDs' })).toBeVisible();

  await page.getByRole('button', { name: 'Portal view' }).click();
  const panel = page.getByRole('dialog', { name: 'Portal view' });
  await panel.getByRole('checkbox', { name: 'Hide view-tlds' }).check();
  await panel.getByLabel('Highlight colour of view-ssls').fill('#00aa55');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(navigation(page).getByRole('link', { name: 'TLDs' })).toBeHidden();
  const certificates = navigation(page).getByRole('link', { name: 'Certificates' }).locator('xpath=..');
  await expect(certificates).toHaveCSS('outline-color', 'rgb(0, 170, 85)');

  await page.reload();
  await waitForBoot(page);
  await expect(navigation(page).getByRole('link', { name: 'TLDs' })).toBeHidden();
  await page.getByRole('button', { name: 'Portal view' }).click();
  await page.getByRole('button', { name: 'Show everything again' }).click();
  await expect(navigation(page).getByRole('link', { name: 'TLDs' })).toBeVisible();
});
