import { expect, test } from '@playwright/test';
import { routeTable } from '../../src/lib/routes/route-table.ts';
import { watchConsole, waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';
import { concreteAddress, publicAddress } from './route-addresses.ts';

test.describe('every route of the spec is a page in its layout', () => {
  for (const route of routeTable) {
    test(`${route.pattern} (${route.layout})`, async ({ page }) => {
      const problems = watchConsole(page);
      // Staff see every account's records, so every resource screen has real records to show.
      const session = route.public ? undefined : await signInAs(page, 'staff');
      const address = session ? await concreteAddress(route.pattern, page.request, session.accessToken, session.groupId) : publicAddress(route.pattern);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      const body = page.locator('body');
      await expect(body).toHaveAttribute('data-layout', route.layout);
      await expect(body).toHaveAttribute('data-route', route.pattern);
      if (route.layout !== 'docs') await waitForBoot(page);
      await expect(page.locator('[data-page-content], main#content').first()).toBeVisible();
      await expect(page.locator('.error-screen')).toHaveCount(0);
      expect(await page.title()).toMatch(/ · Portal$/);
      expect(problems).toEqual([]);
    });
  }
});

test('a shell address without a real parameter fails its validity check', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/domains/_/dns');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByTestId('error-value')).toHaveText('Page Not Found: /domains/_/dns');
});
