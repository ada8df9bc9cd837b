/**
 * A list that fits one page keeps its filter tools behind one button; the filter builder it
 * opens loads on demand and takes the focus when it appears, but never from a user who has
 * moved on meanwhile (typing a query while it loads): a late focus sent their Enter elsewhere.
 */
import { expect, test } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

test('the filter builder takes the focus when it opens, but not from the query box the user went to meanwhile', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAs(page, 'staff');
  // The builder's code arrives late, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/_astro\/FilterBuilder\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/intelligence');
  const tools = page.locator('[data-filter-tools]');
  await tools.click();
  const query = page.getByRole('textbox', { name: 'Filter query (PQL)' });
  await query.click();
  await query.pressSequentially('name equals e2e*');
  release();
  await expect(page.getByRole('combobox', { name: 'Field' })).toBeVisible();
  await expect(query).toBeFocused();

  // Opened with nothing else chosen, the builder has the focus.
  await page.reload();
  await page.locator('[data-filter-tools]').click();
  await expect(page.getByRole('combobox', { name: 'Field' })).toBeFocused();
  expect(problems).toEqual([]);
});
