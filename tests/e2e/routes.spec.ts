import { expect, test } from '@playwright/test';
import { routeTable } from '../../src/lib/routes/route-table.ts';
import { watchConsole, waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

const concrete = (pattern: string) => pattern.replace('{id}', '3f2a9c41').replace('{ruleName}', 'renewal-discount');

test.describe('every route of the spec is a page in its layout', () => {
  for (const route of routeTable) {
    test(`${route.pattern} (${route.layout})`, async ({ page }) => {
      const problems = watchConsole(page);
      if (!route.public) await signInAs(page, 'admin');
      const response = await page.goto(concrete(route.pattern));
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
