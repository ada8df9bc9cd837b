/**
 * "New" on lists whose declaration allows create: the schema's form, refused input marked on its
 * fields with nothing sent, and after saving the created record opens (or, for records with no
 * page of their own, shows in its list).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { concreteAddress } from './route-addresses.ts';
import { signInAs } from './signed-in.ts';

const form = (page: Page) => page.locator('[data-record-creator] form');

test('a new contact is checked before anything is sent, then saved and opened', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/contacts');
  await waitForBoot(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(e2eApiBase) && request.url().endsWith('/contacts')) posts.push(request.url());
  });
  await page.getByRole('button', { name: 'New Contact' }).click();
  await expect(page.getByRole('heading', { name: 'New Contact' })).toBeFocused();
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByLabel('Label *', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('E-mail *', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  const name = `E2E Contact ${Date.now()}`;
  await form(page).getByLabel('Label *', { exact: true }).fill(`${name} – Technical`);
  await form(page).getByLabel('Name *', { exact: true }).fill(name);
  await form(page).getByLabel('E-mail *', { exact: true }).fill('e2e.contact@example.com');
  await form(page).getByLabel('Street *', { exact: true }).fill('1 Test Street');
  await form(page).getByLabel('City *', { exact: true }).fill('London');
  await form(page).getByLabel('Country *', { exact: true }).selectOption('gb');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(posts).toHaveLength(1);
});

test('a new glue record, which has no page of its own, shows in its domain’s list', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const address = await concreteAddress('/domains/{id}/glue-records', page.request, accessToken, groupId);
  const domainId = address.split('/')[2];
  const domain = (await (await page.request.get(`${e2eApiBase}/groups/${groupId}/domains/${domainId}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { name: string };
  await page.goto(address);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'New Glue record' }).click();
  const host = `ns-e2e-${Date.now()}.${domain.name}`;
  await form(page).getByLabel('Host name *', { exact: true }).fill(host);
  await form(page).getByLabel('IPv4 addresses', { exact: true }).fill('192.0.2.53');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-record-creator]')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === address);
  // A domain's few glue records fit one page: the new one is among them.
  await expect(page.getByRole('cell', { name: host, exact: true })).toBeVisible();
});

test('a glue record outside its domain is refused on its field, in the reader’s words, and nothing is created', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const address = await concreteAddress('/domains/{id}/glue-records', page.request, accessToken, groupId);
  const domainId = address.split('/')[2];
  const domain = (await (await page.request.get(`${e2eApiBase}/groups/${groupId}/domains/${domainId}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { name: string };
  await page.goto(address);
  await waitForBoot(page);
  await page.getByRole('button', { name: 'New Glue record' }).click();
  const host = form(page).getByLabel('Host name *', { exact: true });
  await host.fill(`ns-e2e-${Date.now()}.example.net`);
  await form(page).getByLabel('IPv4 addresses', { exact: true }).fill('192.0.2.54');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(host).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText(`Host name: must be under ${domain.name}, such as ns1.${domain.name}`).first()).toBeVisible();
  await expect(page.locator('[data-record-creator]')).toHaveCount(1);
});

test('a user who may not create sees no New button', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/contacts');
  await waitForBoot(page);
  await expect(page.locator('[data-list-total]')).not.toBeEmpty();
  await expect(page.locator('[data-new-record]')).toHaveCount(0);
});
