/**
 * Lists for daily use: the filter builder starts where people look records up and takes several
 * values of a choice, the query example is the list's own, the sort shows, saved filters are
 * listed once with the shared ones marked, and a short list keeps a compact toolbar.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { demoPassword, e2eApiBase } from './e2e-environment.ts';
import { api, listCall, parameters } from './list-screen.ts';
import { signInAs } from './signed-in.ts';
import { showColorScheme } from './color-scheme.ts';

type ListAnswer = { data: Record<string, unknown>[]; meta: { total: number } };

async function openList(page: Page, path: string, apiPath: string): Promise<ListAnswer> {
  const call = listCall(page, apiPath);
  await page.goto(path);
  await waitForBoot(page);
  const answer = (await (await call).json()) as ListAnswer;
  await expect(page.locator('[data-list-total]').first()).not.toBeEmpty();
  return answer;
}

/** Another user's session, through the API only (the page stays signed in as its own user). */
async function apiSession(page: Page, username: string): Promise<{ accessToken: string; groupId: string }> {
  const login = await page.request.post(`${e2eApiBase}/login`, { data: { username, password: demoPassword } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  const profile = (await api<{ group_id: string }>(page, accessToken, '/profile'));
  return { accessToken, groupId: profile.group_id };
}

const nextNewYear = () => `${new Date().getUTCFullYear() + 1}-01-01`;

test('the filter builder starts on the display field, and two ticked values of a status filter as a list', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const all = await openList(page, '/domains', 'domains');
  await page.getByRole('button', { name: 'Add a filter' }).click();
  const builder = page.getByRole('form', { name: 'Filter' });
  await expect(builder.getByLabel('Field')).toHaveValue('name');

  await builder.getByLabel('Field').selectOption('status');
  const values = builder.getByRole('group', { name: 'Values' });
  await values.getByRole('checkbox', { name: 'Active' }).check();
  await values.getByRole('checkbox', { name: 'Expired' }).check();
  const call = listCall(page, 'domains');
  await builder.getByRole('button', { name: 'Add' }).click();
  const response = await call;
  expect(parameters(response).get('pql')).toBe('status equals active,expired');
  const narrowed = (await response.json()) as ListAnswer;
  expect(narrowed.meta.total).toBeGreaterThan(0);
  expect(narrowed.meta.total).toBeLessThan(all.meta.total);
  for (const row of narrowed.data) expect(['active', 'expired']).toContain(row.status);
  const count = async (status: string) =>
    (await api<ListAnswer>(page, accessToken, `/groups/${groupId}/domains?limit=1&pql=${encodeURIComponent(`status equals ${status}`)}`)).meta.total;
  expect(narrowed.meta.total).toBe((await count('active')) + (await count('expired')));
  await expect(page.locator('[data-filter-chips] li')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('nothing ticked asks for a value; a date is typed or picked and sent as it is', async ({ page }) => {
  await signInAs(page, 'admin');
  await openList(page, '/domains', 'domains');
  await page.getByRole('button', { name: 'Add a filter' }).click();
  const builder = page.getByRole('form', { name: 'Filter' });
  await builder.getByLabel('Field').selectOption('status');
  await builder.getByRole('button', { name: 'Add' }).click();
  await expect(builder.getByRole('alert')).toHaveText('Choose at least one value.');

  await builder.getByLabel('Field').selectOption('expires_at');
  await builder.getByLabel('Condition').selectOption('less_than');
  await expect(builder.getByRole('button', { name: 'Pick a date: Value' })).toBeVisible();
  // The calendar writes into the box the user reads and edits.
  await builder.locator('[data-date-picker="value"]').fill('2027-03-01');
  const box = builder.getByRole('textbox', { name: 'Value' });
  await expect(box).toHaveValue('2027-03-01');
  await box.fill('2027-04-01');
  const call = listCall(page, 'domains');
  await builder.getByRole('button', { name: 'Add' }).click();
  expect(parameters(await call).get('pql')).toBe('expires_at less_than 2027-04-01');
});

test('each list’s query example uses its own fields', async ({ page }) => {
  await signInAs(page, 'admin');
  await openList(page, '/domains', 'domains');
  await expect(page.getByRole('search', { name: 'Filter query (PQL)' })).toContainText(`For example: name contains shop and expires_at less_than ${nextNewYear()}`);
  await openList(page, '/contacts', 'contacts');
  // A short list keeps its filter tools behind one button.
  const tools = page.getByRole('button', { name: 'Filter', exact: true });
  if (await tools.isVisible()) await tools.click();
  await expect(page.getByRole('search', { name: 'Filter query (PQL)' })).toContainText('For example: name contains shop and verification_status equals verified');
});

test('the sort shows: an arrow on a shown column, else a note in the toolbar', async ({ page }) => {
  await signInAs(page, 'admin');
  await openList(page, '/domains', 'domains');
  // The default sort, newest first, is on a column the list does not show.
  await expect(page.locator('[data-sorted-by]')).toHaveText('Sorted by Created (newest first)');
  await expect(page.locator('th[aria-sort="ascending"], th[aria-sort="descending"]')).toHaveCount(0);

  await openList(page, '/domains?fields=name,tld,created_at', 'domains');
  const created = page.getByRole('columnheader', { name: 'Created' });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect(created).toContainText('▼');
  await expect(page.locator('[data-sorted-by]')).toHaveCount(0);

  const call = listCall(page, 'domains');
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  expect(parameters(await call).get('sort')).toBe('name');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(created).toHaveAttribute('aria-sort', 'none');
});

test('saved filters are listed once each, a colleague’s shared one is marked, and a name is the user’s once per list', async ({ page }) => {
  const admin = await signInAs(page, 'admin');
  const viewer = await apiSession(page, 'viewer');
  const stamp = Date.now();
  const save = async (user: { accessToken: string; groupId: string }, body: Record<string, unknown>) => {
    const answer = await page.request.post(`${e2eApiBase}/groups/${user.groupId}/saved_filters`, { headers: { authorization: `Bearer ${user.accessToken}` }, data: { resource: 'domains', ...body } });
    expect(answer.status()).toBe(201);
  };
  const mine = `Renewing ${stamp}`;
  const theirs = `Team view ${stamp}`;
  await save(admin, { name: mine, pql: 'auto_renew equals true' });
  // The same filter shared by a colleague, and a different one.
  await save(viewer, { name: mine, pql: 'auto_renew equals true', shared: true });
  await save(viewer, { name: theirs, pql: 'tld equals com', shared: true });

  await openList(page, '/domains', 'domains');
  await page.getByRole('button', { name: 'Saved filters' }).click();
  const panel = page.locator('[data-panel="saved"]');
  await expect(panel.getByRole('button', { name: `Apply ${theirs} (shared)` })).toBeVisible();
  await expect(panel.getByRole('button', { name: new RegExp(`^Apply ${mine}`) })).toHaveCount(1);
  await expect(panel.locator('li', { hasText: mine }).locator('[data-shared]')).toHaveCount(0);
  await expect(panel.locator('li', { hasText: theirs }).locator('[data-shared]')).toHaveText('Shared');
  await expect(panel.getByRole('button', { name: `Delete ${theirs}` })).toHaveCount(0);

  const name = panel.getByLabel('Name of this filter');
  await name.fill(mine.toUpperCase());
  await panel.getByRole('button', { name: 'Save current filter' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('You already have a saved filter with this name on this list.');
  await name.fill(`${mine} 2`);
  await expect(name).not.toHaveAttribute('aria-invalid');
});

test('a certificate’s files, which fit one page, have a compact toolbar that opens to the filter tools', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const certificates = await api<ListAnswer>(page, accessToken, `/groups/${groupId}/ssl_certificates?limit=1&fields=id,common_name`);
  const certificate = certificates.data[0]!;
  const files = listCall(page, `ssl_certificates/${String(certificate.id)}/files`);
  await page.goto(`/ssls/${String(certificate.id)}/files`);
  await waitForBoot(page);
  const answer = (await (await files).json()) as ListAnswer;
  expect(answer.meta.total).toBeGreaterThan(0);
  expect(answer.meta.total).toBeLessThanOrEqual(25);

  const section = page.locator('[data-resource-list="ssl-certificate-files"]');
  await expect(section.locator('tbody tr[data-row-index]')).toHaveCount(answer.meta.total);
  const filter = section.getByRole('button', { name: 'Filter', exact: true });
  await expect(filter).toBeVisible();
  await expect(section.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(section.getByLabel('Rows per page')).toHaveCount(0);
  await expect(section.getByRole('search', { name: 'Filter query (PQL)' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Add a filter' })).toHaveCount(0);

  await filter.click();
  const field = section.getByRole('form', { name: 'Filter' }).getByLabel('Field');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('filename');
  await expect(section.getByRole('search', { name: 'Filter query (PQL)' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Saved filters' })).toBeVisible();
});

test('the open filter tools and saved filters have no serious accessibility violation, light or dark', async ({ page }) => {
  await signInAs(page, 'admin');
  await openList(page, '/domains', 'domains');
  await page.getByRole('button', { name: 'Add a filter' }).click();
  await page.getByRole('form', { name: 'Filter' }).getByLabel('Field').selectOption('status');
  await page.getByRole('button', { name: 'Saved filters' }).click();
  await expect(page.locator('[data-saved-filters]')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id), colorScheme).toEqual([]);
  }
});
