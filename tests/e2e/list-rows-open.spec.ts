/**
 * Screens that connect, driven by the resource declarations: a row of every list opens its
 * record, on the record's own page where it has one, else in the list's record panel; a record
 * the panel shows can be closed again with Escape, back to the list.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import type { ResourceDeclaration } from '../../src/lib/resources/resource-declaration.ts';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';

type Row = Record<string, unknown>;

const listed = resourceDeclarations.filter((declaration) => declaration.routes.list);

async function rows(request: APIRequestContext, token: string, group: string, apiPath: string, limit: number): Promise<Row[]> {
  const answer = await request.get(`${e2eApiBase}/groups/${group}/${apiPath}?limit=${limit}`, { headers: { authorization: `Bearer ${token}` } });
  return answer.ok() ? ((await answer.json()) as { data: Row[] }).data : [];
}

/** The list's address with at least one row in it: for a nested list, the first parent that has children. */
async function addressWithRows(declaration: ResourceDeclaration, request: APIRequestContext, token: string, group: string): Promise<string | undefined> {
  const list = declaration.routes.list!;
  if (!declaration.parent) return (await rows(request, token, group, declaration.apiPath, 1)).length > 0 ? list : undefined;
  const parentDeclaration = resourceDeclarations.find((each) => each.name === declaration.parent!.resource)!;
  const parents = await rows(request, token, group, parentDeclaration.apiPath, 1000);
  // Some children are rare (glue records belong to domains that host their own name servers): ask 25 parents at a time.
  for (let start = 0; start < parents.length; start += 25) {
    const batch = parents.slice(start, start + 25);
    const counts = await Promise.all(batch.map((parent) =>
      rows(request, token, group, declaration.apiPath.replace(`{${declaration.parent!.parameter}}`, String(parent.id)), 1).then((found) => found.length)));
    const index = counts.findIndex((count) => count > 0);
    if (index !== -1) return list.replace('{id}', String(batch[index]!.id));
  }
  return undefined;
}

for (const declaration of listed) {
  test(`${declaration.routes.list} (${declaration.name}): the first row opens its record`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const { accessToken, groupId } = await signInAs(page, 'staff');
    const address = await addressWithRows(declaration, page.request, accessToken, groupId);
    expect(address, `the demo data has ${declaration.name} to open`).toBeDefined();
    await page.goto(address!);
    await waitForBoot(page);
    const list = page.locator(`[data-resource-list="${declaration.name}"]`);
    const firstCell = list.locator('tbody tr[data-row-index="0"] td:not(:has(input[type=checkbox]))').first();
    await expect(list.locator('table')).toHaveAttribute('aria-busy', 'false');
    await expect(firstCell).toBeVisible();
    const link = firstCell.getByRole('link');
    const button = firstCell.locator('button[data-open-record]');
    await expect(link.or(button), 'the row offers a way to its record').toHaveCount(1);

    if (await link.count()) {
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === new URL(href, 'http://portal').pathname);
      await waitForBoot(page);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    } else {
      const shown = (await button.innerText()).trim();
      await button.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel.locator('#record-panel-title')).not.toBeEmpty();
      // The panel shows the record's fields, the row's first value among them.
      await expect(panel.locator('dd, td').filter({ hasText: shown }).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
