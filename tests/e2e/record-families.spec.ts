/**
 * Screens that connect, driven by the screen declarations (src/lib/screens): every record family
 * shows its tabs, each tab opens its page, and every page of the family names the record in its
 * heading, its breadcrumb and its title.
 */
import { expect, test, type Page } from '@playwright/test';
import chrome from '../../src/content/locales/en/chrome.json' with { type: 'json' };
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import { matchRouteParameters } from '../../src/lib/routes/route-params.ts';
import { screenDeclarations, resourceOfScreen } from '../../src/lib/screens/index.ts';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { concreteAddress } from './route-addresses.ts';
import { signInAs } from './signed-in.ts';

const english = chrome as unknown as Record<string, Record<string, string>>;
const label = (key: string) => {
  const [group, name] = key.replace(/^chrome:/, '').split('.');
  return english[group!]![name!]!;
};

const families = screenDeclarations.filter((screen) => (screen.tabs?.length ?? 0) > 1);

/** The record's name as the API gives it: its display field, or the address's own value for a record named by it. */
async function recordName(page: Page, familyPattern: string, address: string, token: string, group: string): Promise<string> {
  const declaration = resourceDeclarations.find((each) => each.routes.record === familyPattern)!;
  const parameters = matchRouteParameters(familyPattern, new URL(address, 'http://portal').pathname)!;
  const own = [...familyPattern.matchAll(/\{([^}]+)\}/g)].at(-1)![1]!;
  if (declaration.lookupField) return parameters[own]!;
  const apiPath = declaration.apiPath.replace(/\{[^}]+\}/g, parameters.id!);
  const answer = await page.request.get(`${e2eApiBase}/groups/${group}/${apiPath}/${parameters[own]}`, { headers: { authorization: `Bearer ${token}` } });
  const record = (await answer.json()) as Record<string, unknown>;
  return String(record[declaration.displayField]);
}

for (const family of families) {
  test(`${family.pattern}: every tab opens its page, and each page names the record`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const { accessToken, groupId } = await signInAs(page, 'staff');
    const address = await concreteAddress(family.pattern, page.request, accessToken, groupId);
    expect(address, 'a real record to open').not.toContain('3f2a9c41');
    const name = await recordName(page, family.pattern, address, accessToken, groupId);
    const parameters = matchRouteParameters(family.pattern, address)!;
    await page.goto(address);

    for (const tab of family.tabs!) {
      const screen = screenDeclarations.find((each) => each.pattern === tab)!;
      const tabs = page.getByRole('navigation', { name: 'Record pages' });
      const link = tabs.getByRole('link', { name: label(screen.tabLabel ?? screen.title), exact: true });
      if (tab !== family.tabs![0]) await link.click();
      const expected = tab.replace(/\{([^}]+)\}/g, (_, parameter: string) => encodeURIComponent(parameters[parameter]!));
      await expect(page).toHaveURL((url) => url.pathname === expected);
      await waitForBoot(page);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb).toContainText(name);
      // The trail ends on the page itself: its title, or the record's name where the page is named by its parameter.
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(tab.endsWith('}') ? name : label(screen.title));
      // DESIGN.md section 4: `DNS · example.com · Domains · Portal`; a page named by its parameter starts with the name.
      await expect(page).toHaveTitle(tab.endsWith('}') ? new RegExp(`^${RegExp.escape(name)} · `) : new RegExp(` · ${RegExp.escape(name)} · `));
      const resource = resourceOfScreen(tab);
      if (resource && resource.routes.list === tab) await expect(page.locator('[data-list-placeholder]')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}

test('a record page shows only the tabs its user may view: staff hiding invoicing in the portal view lose the Transactions tab', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'staff');
  await page.addInitScript(() => localStorage.setItem('portal_view', JSON.stringify({ hidden: ['view-invoicing'], highlight: {} })));
  await page.goto(await concreteAddress('/domains/{id}', page.request, accessToken, groupId));
  await waitForBoot(page);
  const tabs = page.getByRole('navigation', { name: 'Record pages' });
  await expect(tabs.getByRole('link', { name: 'DNS', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Transactions', exact: true })).toBeHidden();
});
