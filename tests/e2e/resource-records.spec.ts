import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';
import { api } from './list-screen.ts';

type Row = Record<string, unknown> & { id: number; version: number };


/** A record of its own per test, so tests running side by side do not edit the same one. */
async function someRecord(page: Page, token: string, groupId: string, apiPath: string, index: number): Promise<Row> {
  const list = await api<{ data: Row[] }>(page, token, `/groups/${groupId}/${apiPath}?limit=20&sort=id`);
  return list.data[index]!;
}

const form = (page: Page) => page.locator('form');

test('a domain record shows its name, refuses invalid input, saves a change and logs it', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domain = await someRecord(page, accessToken, groupId, 'domains', 1);
  await page.goto(`/domains/${domain.id}`);
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1, name: String(domain.name) })).toBeVisible();
  await expect(page).toHaveTitle(`${String(domain.name)} · Domains · Portal`);

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Edit' }).click();
  const period = form(page).getByLabel('Renewal period (years)');
  await period.fill('99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is 1 problem to fix' })).toBeVisible();
  await expect(period).toHaveAttribute('aria-invalid', 'true');
  await expect(period).toBeFocused();
  const describedBy = (await period.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toContainText('10');
  expect(patches).toEqual([]);

  await period.fill('3');
  const note = `Checked by e2e ${Date.now()}`;
  await form(page).getByLabel('Notes').fill(note);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(patches).toHaveLength(1);
  const sent = JSON.parse(patches[0]!) as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(['notes', 'renewal_period_years', 'version'].sort().filter((key) => key !== 'renewal_period_years' || domain.renewal_period_years !== 3));
  expect(sent.version).toBe(domain.version);

  const stored = await api<Row>(page, accessToken, `/groups/${groupId}/domains/${domain.id}`);
  expect(stored.notes).toBe(note);
  expect(stored.version).toBe(domain.version + 1);

  await page.getByRole('link', { name: 'History' }).click();
  await waitForBoot(page);
  const entry = page.locator('li[data-action="update"]').first();
  await expect(entry).toContainText('Updated');
  await expect(entry.locator('tr[data-field="notes"] [data-after]')).toHaveText(note);
  await expect(entry.locator('tr[data-field="notes"] [data-before]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a conflicting save from a second tab shows both versions, and the chosen one is saved', async ({ page, context }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domain = await someRecord(page, accessToken, groupId, 'domains', 2);
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(`/domains/${domain.id}`);
    await waitForBoot(tab);
    await tab.getByRole('button', { name: 'Edit' }).click();
  }
  await form(page).getByLabel('Notes').fill('Saved first in tab A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await form(second).getByLabel('Notes').fill('Stale edit from tab B');
  await second.getByRole('button', { name: 'Save' }).click();
  const conflict = second.locator('[data-conflict]');
  await expect(conflict.getByRole('heading', { name: 'Someone else saved this record meanwhile' })).toBeVisible();
  const notesRow = conflict.locator('tr[data-field="notes"]');
  await expect(notesRow).toHaveAttribute('data-changed', 'true');
  await expect(notesRow).toContainText('Stale edit from tab B');
  await expect(notesRow).toContainText('Saved first in tab A');

  await conflict.getByRole('button', { name: 'Keep mine (save over)' }).click();
  await expect(second.getByRole('button', { name: 'Edit' })).toBeVisible();
  const stored = await api<Row>(page, accessToken, `/groups/${groupId}/domains/${domain.id}`);
  expect(stored.notes).toBe('Stale edit from tab B');
  expect(stored.version).toBe(domain.version + 2);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domain = await someRecord(page, accessToken, groupId, 'domains', 3);
  await page.goto(`/domains/${domain.id}`);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await form(page).getByLabel('Notes').fill('Not saved yet');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All domains' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('unsaved changes');
  await expect(page).toHaveURL(new RegExp(`/domains/${domain.id}$`));
  await expect(form(page).getByLabel('Notes')).toHaveValue('Not saved yet');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All domains' }).click();
  await expect(page).toHaveURL(/\/domains\/?(\?.*)?$/);
});

test('a contact record edits its address and country', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const contact = await someRecord(page, accessToken, groupId, 'contacts', 1);
  await page.goto(`/contacts/${contact.id}`);
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1, name: String(contact.name) })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const address = page.getByRole('group', { name: 'Address' });
  await address.getByRole('textbox', { name: 'City *', exact: true }).fill('Kyoto');
  const country = address.getByLabel('Country');
  await expect(country.locator('option[value="jp"]')).toHaveText('Japan');
  await country.selectOption('jp');
  await address.getByRole('textbox', { name: 'Street *', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(address.getByRole('textbox', { name: 'Street *', exact: true })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Street: This field is required' })).toBeVisible();
  await address.getByRole('textbox', { name: 'Street *', exact: true }).fill('1-2 Gion');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await expect(page.locator('[data-field="country_code"] dd')).toHaveText('JP – Japan');

  const stored = await api<Row>(page, accessToken, `/groups/${groupId}/contacts/${contact.id}`);
  expect(stored).toMatchObject({ city: 'Kyoto', country_code: 'jp', street1: '1-2 Gion' });
});

test('an area log lists entries with who, when, what and the changed fields', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAs(page, 'admin');
  await page.goto('/domains/log');
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'History of Domains' })).toBeVisible();
  const entries = page.locator('li[data-entry]');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeLessThanOrEqual(25);
  await expect(entries.first().locator('time')).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}/);
  const next = page.getByRole('button', { name: 'Next' });
  if (await next.isVisible()) {
    const firstId = await entries.first().getAttribute('data-entry');
    await next.click();
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expect(entries.first()).not.toHaveAttribute('data-entry', firstId ?? '');
  }
  expect(problems).toEqual([]);
});

test('a log is filtered by action, user and days; the filter lives in the address; wrong days change nothing', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAs(page, 'admin');
  const logCall = () => page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/audit_log'));
  const first = logCall();
  await page.goto('/domains/log');
  await waitForBoot(page);
  const unfiltered = (await (await first).json()) as { data: { action: string; username: string }[]; meta: { total: number } };
  const total = unfiltered.meta.total;
  const { action, username } = unfiltered.data[0]!;
  const part = username.slice(1, 4);
  const expectedPql = `action equals ${action} and username equals *${part}*`;
  const form = page.getByRole('search', { name: 'Filter the history' });

  await form.getByLabel('Action').selectOption(action);
  await form.getByRole('searchbox', { name: 'Who' }).fill(part);
  const filtered = logCall();
  await form.getByRole('button', { name: 'Apply' }).click();
  const answer = await filtered;
  expect(new URL(answer.url()).searchParams.get('pql')).toBe(expectedPql);
  const body = (await answer.json()) as { data: { action: string; username: string }[]; meta: { total: number } };
  expect(body.meta.total).toBeGreaterThan(0);
  expect(body.meta.total).toBeLessThanOrEqual(total);
  expect(body.data.every((entry) => entry.action === action && entry.username.includes(part))).toBe(true);
  await expect(page.locator('li[data-entry]')).toHaveCount(Math.min(25, body.meta.total));
  const address = `?action=${action}&user=${part}`;
  expect(new URL(page.url()).search).toBe(address);

  await form.getByLabel('From').fill('2030-01-02');
  await form.getByLabel('To').fill('2030-01-01');
  let sent = false;
  page.on('request', (request) => { if (new URL(request.url()).pathname.endsWith('/audit_log')) sent = true; });
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toHaveText('The first day comes after the last day.');
  expect(sent).toBe(false);
  expect(new URL(page.url()).search).toBe(address);

  const reloaded = logCall();
  await page.reload();
  await waitForBoot(page);
  expect(new URL((await reloaded).url()).searchParams.get('pql')).toBe(expectedPql);
  await expect(page.getByRole('search', { name: 'Filter the history' }).getByRole('searchbox', { name: 'Who' })).toHaveValue(part);

  const future = logCall();
  await page.getByRole('search', { name: 'Filter the history' }).getByLabel('From').fill('2099-01-01');
  await page.getByRole('search', { name: 'Filter the history' }).getByRole('button', { name: 'Apply' }).click();
  await future;
  await expect(page.locator('[data-log-empty]')).toHaveText('No entries match this filter.');
  expect(problems).toEqual([]);
});

test('a reference is picked by name from the account, saved as its id, and shown by name again', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domain = await someRecord(page, accessToken, groupId, 'domains', 4);
  const contacts = await api<{ data: Row[] }>(page, accessToken, `/groups/${groupId}/contacts?limit=50&sort=name&fields=id,name`);
  const wanted = contacts.data.find((contact) => contact.id !== domain.admin_contact_id && String(contact.name).length > 4)!;
  const part = String(wanted.name).slice(1, 5);
  await page.goto(`/domains/${domain.id}`);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'Edit' }).click();

  const picker = form(page).getByRole('combobox', { name: 'Admin contact' });
  // The current contact's name replaces its id once it has loaded, as a user would see before typing.
  await expect(picker).toHaveValue(/^[^#]/);
  await picker.fill(part);
  const option = page.getByRole('option', { name: new RegExp(String(wanted.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(picker).toHaveValue(String(wanted.name));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  const stored = await api<Row>(page, accessToken, `/groups/${groupId}/domains/${domain.id}`);
  expect(stored.admin_contact_id).toBe(wanted.id);
  const shown = page.locator('[data-field="admin_contact_id"] dd a');
  await expect(shown).toHaveText(`${String(wanted.name)} (#${wanted.id})`);
  await expect(shown).toHaveAttribute('href', `/contacts/${wanted.id}`);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(form(page).getByRole('combobox', { name: 'Admin contact' })).toHaveValue(String(wanted.name));
  expect(problems).toEqual([]);
});

test('a value the server refuses is marked on its field, and nothing is saved', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'staff');
  const tlds = await api<{ data: Row[] }>(page, accessToken, `/groups/${groupId}/tlds?limit=2&sort=id&fields=id,name,version`);
  const [tld, other] = tlds.data as [Row, Row];
  await page.goto(`/tlds/${tld.id}`);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  const name = form(page).getByLabel('Name', { exact: false }).first();
  await name.fill(String(other.name));
  const answer = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBe(409);
  await expect(page.getByRole('alert').filter({ hasText: 'the server refused the values marked below' })).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText('Name: Another record already has this value.');
  const stored = await api<Row>(page, accessToken, `/groups/${groupId}/tlds/${tld.id}`);
  expect(stored).toMatchObject({ name: tld.name, version: tld.version });
});

test('deleting asks first; a record still in use stays with the reason; a free one is gone and the list comes back', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domains = await api<{ data: Row[] }>(page, accessToken, `/groups/${groupId}/domains?limit=1&fields=id,registrant_contact_id&pql=registrant_contact_id%20greater_than%200`);
  const used = domains.data[0]!.registrant_contact_id as number;
  await page.goto(`/contacts/${used}`);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByRole('alert')).toContainText('It was not deleted: Other records still refer to this one');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`${e2eApiBase}/groups/${groupId}/contacts/${used}`, { headers: { authorization: `Bearer ${accessToken}` } })).status()).toBe(200);

  // A record of its own, so no other test sees the list change under it.
  const created = await page.request.post(`${e2eApiBase}/groups/${groupId}/ssl_organisations`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: `Delete me ${Date.now()}`, contact_name: 'Ann Example', email: 'ann@example.com', street1: '1 Main Street', city: 'Leeds', country_code: 'gb' },
  });
  expect(created.status()).toBe(201);
  const organisation = (await created.json()) as Row;
  await page.goto(`/ssls/organisations/${organisation.id}`);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await page.waitForURL((url) => url.pathname === '/ssls/organisations');
  await waitForBoot(page);
  expect((await page.request.get(`${e2eApiBase}/groups/${groupId}/ssl_organisations/${organisation.id}`, { headers: { authorization: `Bearer ${accessToken}` } })).status()).toBe(404);
  // The browser itself logs the refused delete's 409; nothing else may show up.
  expect(problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
});

test('a pricing rule is found by its name in the address, for a product and among the custom rules, with its history', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'staff');
  const products = await api<{ data: Row[] }>(page, accessToken, `/groups/${groupId}/products?limit=20&sort=id`);
  let found: { productId: number; rule: Row } | undefined;
  for (const product of products.data) {
    const rules = await api<{ data: Row[] }>(page, accessToken, `/groups/${groupId}/products/${product.id}/pricing_rules?limit=1`);
    if (rules.data[0]) {
      found = { productId: product.id, rule: rules.data[0] };
      break;
    }
  }
  expect(found).toBeDefined();
  const ruleName = String(found!.rule.rule_name);
  await page.goto(`/invoicing/global-pricing-rules/${found!.productId}/${encodeURIComponent(ruleName)}`);
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1, name: ruleName })).toBeVisible();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoicing/global-pricing-rules/${found!.productId}/[^/]+/log`));
  await waitForBoot(page);
  // The page header names the rule (h1); the log is its History section under it.
  await expect(page.getByRole('heading', { level: 1, name: ruleName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();

  const custom = await api<{ data: Row[] }>(page, accessToken, `/groups/${groupId}/custom_global_pricing_rules?limit=1`);
  const customName = String(custom.data[0]!.rule_name);
  await page.goto(`/invoicing/global-pricing-rules/custom/${encodeURIComponent(customName)}`);
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 1, name: customName })).toBeVisible();

  // A `*` in the address is part of the name, not a wildcard: no rule has this one.
  const prefix = customName.slice(0, 3);
  await page.goto(`/invoicing/global-pricing-rules/custom/${encodeURIComponent(`${prefix}*`)}`);
  await waitForBoot(page);
  const screen = page.getByRole('region', { name: 'An error has occurred' });
  await expect(screen).toContainText('404');
  await expect(screen.locator('code')).toHaveText(`ruleName ${prefix}*`);
  // The error screen logs its error, as the spec asks.
  expect(problems.filter((problem) => !problem.includes('Application error 404'))).toEqual([]);
});
