import { expect, test, type Page, type Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInAs } from './signed-in.ts';
import { bodyRows, listCall, parameters } from './list-screen.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { waitForBoot } from './console-watch.ts';

interface ListAnswer {
  data: Record<string, unknown>[];
  meta: { total: number; page: number; limit: number };
}



async function open(page: Page, path: string, resource: string): Promise<{ response: Response; answer: ListAnswer }> {
  const call = listCall(page, resource);
  await page.goto(path);
  await waitForBoot(page);
  const response = await call;
  const answer = (await response.json()) as ListAnswer;
  await expect(page.locator('[data-list-total]')).not.toBeEmpty();
  return { response, answer };
}


async function addFilter(page: Page, field: string, operator: string, value: string, valueTo?: string) {
  const panel = page.locator('[data-panel="filter"]');
  if (!(await panel.isVisible())) await page.locator('[data-disclosure="filter"]').click();
  await panel.getByLabel('Field').selectOption(field);
  await panel.getByLabel('Condition').selectOption(operator);
  const choices = panel.locator('[data-filter-choices]');
  const valueBox = panel.locator('[name="value"]');
  if (await choices.isVisible()) {
    for (const choice of value.split(',')) await choices.locator(`input[value="${choice}"]`).check();
  } else if ((await valueBox.evaluate((element) => element.tagName)) === 'SELECT') await valueBox.selectOption(value);
  else await valueBox.fill(value);
  if (valueTo !== undefined) await panel.locator('[name="valueTo"]').fill(valueTo);
  const call = listCall(page, 'domains');
  await panel.getByRole('button', { name: 'Add' }).click();
  const response = await call;
  expect(response.status()).toBe(200);
  return { pql: parameters(response).get('pql'), answer: (await response.json()) as ListAnswer };
}

test.describe('resource lists', () => {
  const families = [
    { path: '/domains', resource: 'domains', user: 'admin', heading: 'Domains' },
    { path: '/ssls', resource: 'ssl_certificates', user: 'admin', heading: 'SSL certificates' },
    { path: '/contacts', resource: 'contacts', user: 'admin', heading: 'Contacts' },
    { path: '/invoicing/transactions', resource: 'transactions', user: 'staff', heading: 'Transactions' },
    { path: '/users', resource: 'users', user: 'staff', heading: 'Users' },
  ];
  for (const family of families) {
    test(`${family.path} loads its first page with the spec defaults`, async ({ page }) => {
      await signInAs(page, family.user);
      const { response, answer } = await open(page, family.path, family.resource);
      expect(response.status()).toBe(200);
      expect(Object.fromEntries(parameters(response))).toMatchObject({ limit: '25', page: '1' });
      await expect(page.getByRole('heading', { level: 1, name: family.heading })).toBeVisible();
      expect(answer.meta.total).toBeGreaterThan(0);
      await expect(bodyRows(page)).toHaveCount(Math.min(25, answer.meta.total));
    });
  }

  const operatorKinds: [kind: string, field: string, operator: string, value: string, valueTo: string | undefined, pql: string][] = [
    ['text contains', 'name', 'contains', 'ab', undefined, 'name equals *ab*'],
    ['date comparison', 'expires_at', 'greater_than', '2027-01-01', undefined, 'expires_at greater_than 2027-01-01'],
    ['number comparison', 'renewal_period_years', 'greater_than_and_including', '2', undefined, 'renewal_period_years greater_than_and_including 2'],
    ['enum equals', 'status', 'equals', 'active', undefined, 'status equals active'],
    ['boolean', 'auto_renew', 'equals', 'true', undefined, 'auto_renew equals true'],
    ['list value', 'tld', 'equals', 'com,net', undefined, 'tld equals com,net'],
    ['between', 'renewal_period_years', 'between', '1', '2', 'renewal_period_years between 1,2'],
  ];
  for (const [kind, field, operator, value, valueTo, expected] of operatorKinds) {
    test(`the filter builder writes a ${kind} filter as PQL and the list narrows`, async ({ page }) => {
      await signInAs(page, 'admin');
      const { answer: all } = await open(page, '/domains?sort=name', 'domains');
      const { pql, answer } = await addFilter(page, field, operator, value, valueTo);
      expect(pql).toBe(expected);
      expect(answer.meta.total).toBeLessThanOrEqual(all.meta.total);
      const address = new URL(page.url()).searchParams;
      expect(address.get('pql')).toBe(expected);
      expect(address.get('sort')).toBeNull();
      if (answer.meta.total > 0) await expect(bodyRows(page)).toHaveCount(Math.min(25, answer.meta.total));
      else await expect(page.locator('[data-list-empty]')).toBeVisible();
    });
  }

  test('a second builder filter joins the first with and; removing a chip drops it', async ({ page }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains?pql=tld%20equals%20com', 'domains');
    const { pql } = await addFilter(page, 'auto_renew', 'equals', 'false');
    expect(pql).toBe('tld equals com and auto_renew equals false');
    const call = listCall(page, 'domains');
    await page.locator('[data-filter-chips] li').first().getByRole('button').click();
    expect(parameters(await call).get('pql')).toBe('auto_renew equals false');
  });

  test('sorting by a column header, then the other way', async ({ page }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains', 'domains');
    const header = page.getByRole('columnheader', { name: 'Name' });
    let call = listCall(page, 'domains');
    await header.getByRole('button').click();
    expect(parameters(await call).get('sort')).toBe('name');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const first = await bodyRows(page).first().locator('td').nth(1).textContent();
    call = listCall(page, 'domains');
    await header.getByRole('button').press('Enter');
    expect(parameters(await call).get('sort')).toBe('-name');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).first().locator('td').nth(1)).not.toHaveText(first ?? '');
  });

  test('paging moves through the pages and the page size', async ({ page }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains', 'domains');
    let call = listCall(page, 'domains');
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(parameters(await call).get('page')).toBe('2');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect(page.locator('[data-page-status]')).toContainText('Page 2');
    call = listCall(page, 'domains');
    await page.getByLabel('Rows per page').selectOption('50');
    const response = await call;
    expect(Object.fromEntries(parameters(response))).toMatchObject({ page: '1', limit: '50' });
    await expect(bodyRows(page)).toHaveCount(50);
  });

  test('the column chooser changes the fields the list asks for', async ({ page }) => {
    await signInAs(page, 'admin');
    const { response } = await open(page, '/domains', 'domains');
    // The name's Unicode form always comes with the name (an IDN domain shows both); other columns only when chosen.
    expect(parameters(response).get('fields')?.split(',')).toContain('unicode_name');
    expect(parameters(response).get('fields')?.split(',')).not.toContain('registrant.email');
    await page.locator('[data-disclosure="columns"]').click();
    const call = listCall(page, 'domains');
    await page.getByRole('checkbox', { name: 'Registrant e-mail' }).check();
    expect(parameters(await call).get('fields')?.split(',')).toEqual(expect.arrayContaining(['registrant', 'registrant.email']));
    await expect(page.getByRole('columnheader', { name: 'Registrant e-mail' })).toBeVisible();
    // The Unicode name is asked for already: choosing its column shows it without another call.
    await page.getByRole('checkbox', { name: 'Unicode name' }).check();
    await expect(page.getByRole('columnheader', { name: 'Unicode name' })).toBeVisible();
  });

  test('a reload and a copied link reproduce the same list', async ({ page, context }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains?pql=tld%20equals%20com,net&sort=name&page=2&fields=name,tld,expires_at', 'domains');
    const rows = await bodyRows(page).allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    const link = page.url();
    const call = listCall(page, 'domains');
    await page.reload();
    const again = parameters(await call);
    expect(Object.fromEntries(again)).toMatchObject({ pql: 'tld equals com,net', sort: 'name', page: '2' });
    await expect(bodyRows(page)).toHaveText(rows);
    const other = await context.newPage();
    const { response } = await open(other, link, 'domains');
    expect(parameters(response).get('fields')).toBe('id,name,unicode_name,tld,expires_at');
    await expect(bodyRows(other)).toHaveText(rows);
  });

  test('a malformed or unknown-field query shows its error at the position and changes nothing', async ({ page }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains', 'domains');
    const rows = await bodyRows(page).allTextContents();
    const address = page.url();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/domains?')) sent += 1;
    });
    const box = page.getByRole('textbox', { name: 'Filter query (PQL)' });
    await box.fill('name equal x');
    await expect(page.locator('[data-pql-error]')).toContainText('Error at character 6');
    await expect(page.locator('[data-pql-caret]')).toHaveText(`${' '.repeat(5)}^`);
    await box.press('Enter');
    await box.fill('status equals active and colour equals red');
    await page.getByRole('button', { name: 'Apply query' }).click();
    await expect(page.locator('[data-pql-error]')).toContainText('character 26');
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(25);
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
    expect(page.url()).toBe(address);
    await expect(bodyRows(page)).toHaveText(rows);
  });

  test('export of a filtered set shows progress and writes every row', async ({ page }) => {
    await signInAs(page, 'admin');
    const { answer } = await open(page, '/domains?pql=auto_renew%20equals%20true', 'domains');
    await page.route(/\/domains\?.*limit=1000/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.locator('[data-export]').click();
    await expect(page.locator('[data-export-progress] progress')).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe('domains.csv');
    const text = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('name,tld,status,expires_at,auto_renew,registry_lock');
    expect(lines.length - 1).toBe(answer.meta.total);
  });

  test('a saved filter comes back and can be deleted', async ({ page }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains?pql=tld%20equals%20org&sort=name', 'domains');
    const name = `Org by name ${Date.now()}`;
    await page.locator('[data-disclosure="saved"]').click();
    const panel = page.locator('[data-panel="saved"]');
    await panel.getByLabel('Name of this filter').fill(name);
    await panel.getByRole('button', { name: 'Save current filter' }).click();
    await expect(panel.getByRole('button', { name: `Apply ${name}` })).toBeVisible();

    await open(page, '/domains', 'domains');
    await page.locator('[data-disclosure="saved"]').click();
    const call = listCall(page, 'domains');
    await page.getByRole('button', { name: `Apply ${name}` }).click();
    expect(Object.fromEntries(parameters(await call))).toMatchObject({ pql: 'tld equals org', sort: 'name' });
    expect(new URL(page.url()).searchParams.get('pql')).toBe('tld equals org');

    await page.locator('[data-disclosure="saved"]').click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('button', { name: `Apply ${name}` })).toHaveCount(0);
  });

  test('rows are selectable, and the keyboard moves between rows and opens one', async ({ page }) => {
    await signInAs(page, 'admin');
    await open(page, '/domains', 'domains');
    const everyRow = page.getByRole('checkbox', { name: 'Select every row on this page' });
    await everyRow.check();
    await expect(page.locator('[data-selection-bar]')).toContainText('Selected: 25');
    await bodyRows(page).first().focus();
    // Space on a row toggles it: the page is then partly selected.
    await page.keyboard.press('Space');
    await expect(page.locator('[data-selection-bar]')).toContainText('Selected: 24');
    await expect(bodyRows(page).first()).toHaveAttribute('data-selected', 'false');
    expect(await everyRow.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(bodyRows(page).nth(1)).toBeFocused();
    const href = await bodyRows(page).nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
  });

  test('selected rows go to the bulk tray, once each, and the navigation shows its size', async ({ page }) => {
    const { accessToken, groupId } = await signInAs(page, 'admin');
    const trayCall = (method: string) =>
      page.request.fetch(`${e2eApiBase}/groups/${groupId}/tray_items?limit=100`, { method, headers: { authorization: `Bearer ${accessToken}` } });
    expect((await trayCall('DELETE')).ok()).toBe(true);
    await open(page, '/domains?sort=name', 'domains');
    const badge = page.getByRole('navigation', { name: 'Main navigation' }).locator('[data-live-count="tray"]');
    await expect(badge).toBeHidden();
    const names = [await bodyRows(page).nth(0).locator('a').innerText(), await bodyRows(page).nth(1).locator('a').innerText()];
    await bodyRows(page).nth(0).getByRole('checkbox').check();
    await bodyRows(page).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add 2 to the tray' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('2 records added to the tray.');
    await expect(badge).toHaveText('2');
    await expect(page.locator('[data-selection-bar]')).toHaveCount(0);

    await bodyRows(page).nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add 1 to the tray' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('0 records added to the tray. 1 was there already.');
    const items = (await (await trayCall('GET')).json()) as { data: { label: string }[] };
    expect(items.data.map((item) => item.label).sort()).toEqual([...names].sort());

    await page.reload();
    await waitForBoot(page);
    await expect(badge).toHaveText('2');
  });

  test('a read-only user, who can do nothing with selected rows, sees no row checkboxes', async ({ page }) => {
    await signInAs(page, 'viewer');
    await open(page, '/domains', 'domains');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByRole('table').getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('columnheader')).toHaveCount(6);
    await bodyRows(page).first().focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-selection-bar]')).toHaveCount(0);
    await expect(page.locator('[data-live-count="tray"]')).toBeHidden();
  });

  test('a page of hundreds of rows keeps only the rows in view in the document, and scrolls to the last', async ({ page }) => {
    await signInAs(page, 'admin');
    const { answer } = await open(page, '/domains?limit=1000&sort=name', 'domains');
    const total = Math.min(1000, answer.meta.total);
    expect(total).toBeGreaterThan(150);
    await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(total + 1));
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await bodyRows(page).count()).toBeLessThan(total);
    await page.locator('div.overflow-auto:has(> table)').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
    const last = page.locator(`tbody tr[data-row-index="${total - 1}"]`);
    await expect(last).toBeVisible();
    // A name shows in Unicode, its A-label beside it when they differ (an IDN).
    const lastDomain = answer.data.at(-1)!;
    await expect(last.locator('a')).toHaveText(String(lastDomain.unicode_name ?? lastDomain.name));
    if (lastDomain.unicode_name && lastDomain.unicode_name !== lastDomain.name) await expect(last).toContainText(String(lastDomain.name));
  });

  test('a list without a query asks for its first page once, started while the page is parsed', async ({ page }) => {
    await signInAs(page, 'admin');
    // Notes whether the inline script handed its call over.
    await page.addInitScript(() => {
      let held: unknown;
      Object.defineProperty(window, '__portalEarlyList', {
        configurable: true,
        get: () => held,
        set: (value) => {
          (window as unknown as { earlyListStarted: boolean }).earlyListStarted = true;
          held = value;
        },
      });
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && /^\/groups\/[^/]+\/domains$/.test(url.pathname)) calls.push(url.search);
    });
    await open(page, '/domains', 'domains');
    await expect(bodyRows(page)).toHaveCount(25);
    // The answer came through the page's inline start (no HTTP-client retry of it).
    expect(calls).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { earlyListStarted?: boolean }).earlyListStarted)).toBe(true);
    expect(await page.evaluate(() => '__portalEarlyList' in window)).toBe(false);
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(() => calls.length).toBe(2);
  });
});

