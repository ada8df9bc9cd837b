/**
 * Record search (/domains/search/records): a search by content through the filter builder finds
 * a record in another zone than the account's first, and its row opens that zone's DNS page
 * (the zone editor) filtered to the record's set (`?pql=name equals … and type equals …`).
 */
import { expect, test } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { api, listCall, parameters } from './list-screen.ts';
import { signInAs } from './signed-in.ts';

interface SearchRow { id: number; name: string; type: string; content: string; zone: { name: string; domain_id: number | null } }
interface SearchAnswer { data: SearchRow[]; meta: { total: number } }

test('a search by content finds a record in another zone than the first, and its row opens that zone\'s DNS page', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const search = (pql: string) => api<SearchAnswer>(page, accessToken, `/groups/${groupId}/dns_records?limit=100&fields=id,name,type,content,zone.name,zone.domain_id&pql=${encodeURIComponent(pql)}`);
  const firstZone = (await api<SearchAnswer>(page, accessToken, `/groups/${groupId}/dns_records?limit=1&sort=zone.name&fields=id,zone.name`)).data[0]!.zone.name;
  // A DMARC record names its zone in its content: one of a later zone, found by that content alone.
  const dmarc = (await search('name equals _dmarc')).data.filter((row) => row.zone.domain_id !== null && row.zone.name !== firstZone).reverse();
  let target: SearchRow | undefined;
  let needle = '';
  for (const row of dmarc) {
    needle = `dmarc@${row.zone.name}`;
    if ((await search(`content contains ${needle}`)).meta.total === 1) {
      target = row;
      break;
    }
  }
  expect(target, 'the demo data has a DMARC record to find').toBeDefined();

  await page.goto('/domains/search/records');
  await waitForBoot(page);
  const list = page.locator('[data-resource-list="dns-record-search"]');
  await expect(list.locator('table')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Add a filter' }).click();
  const builder = page.getByRole('form', { name: 'Filter' });
  await builder.getByLabel('Field').selectOption('content');
  await builder.getByLabel('Condition').selectOption('contains');
  await builder.getByRole('textbox', { name: 'Value' }).fill(needle);
  const call = listCall(page, 'dns_records');
  await builder.getByRole('button', { name: 'Add' }).click();
  const pql = parameters(await call).get('pql');
  expect(pql).toMatch(/^content (contains|equals \*)/);
  expect(pql).toContain(needle);
  await expect(list.locator('tbody tr[data-row-index]')).toHaveCount(1);
  const row = list.locator('tbody tr[data-row-index="0"]');
  await expect(row).toContainText(target!.zone.name);
  await expect(row).toContainText('_dmarc');

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/domains/${target!.zone.domain_id}/dns`
    && url.searchParams.get('pql') === 'name equals _dmarc and type equals TXT');
  await waitForBoot(page);
  // The zone editor shows only that record set, as the address's filter says.
  const sets = page.locator('[data-record-table] tr[data-record-set]');
  await expect(sets).toHaveCount(1);
  await expect(sets.first()).toHaveAttribute('data-record-set', '_dmarc TXT');
  await expect(sets.first()).toContainText(needle);
  expect(problems).toEqual([]);
});
