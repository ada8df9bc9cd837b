/**
 * Home, pulse and the invoicing overview by role (DESIGN.md section 14): the customer
 * administrator's figures and last changes; a figure opens its list filtered to what it counts
 * (the same total); the quick search opens the domains list by name; staff see the accounts
 * needing attention and switch to one; a brand viewer sees the watch figures and not what they
 * may not view; a prospect viewer starts in intelligence; the pulse's kinds survive a reload
 * because they live in the profile, and its period lives in the address; the invoicing overview's
 * chart and table and its links.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { freshCustomerAdmin } from './fresh-user.ts';
import { api, listCall, parameters } from './list-screen.ts';
import { giveSession, signInAs } from './signed-in.ts';

interface Figure { id: string; count: number; resource: string; pql: string }
interface Home { figures: Figure[]; recent_changes: { id: number }[]; attention?: { id: string; name: string }[]; watch?: Figure[] }

const figures = (page: Page) => page.locator('[data-figures] [data-figure]');
const figure = (page: Page, id: string) => page.locator(`[data-figure="${id}"]`);

async function homeOf(page: Page, token: string, group: string): Promise<Home> {
  return (await api<{ data: Home }>(page, token, `/groups/${group}/home`)).data;
}

test('a customer administrator sees the figures, each as the API counts it, and the last changes', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const expected = await homeOf(page, accessToken, groupId);
  await page.goto('/');
  await waitForBoot(page);
  await expect(page.getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  await expect(figures(page)).toHaveCount(expected.figures.length);
  for (const entry of expected.figures) await expect(figure(page, entry.id)).toHaveAttribute('data-count', String(entry.count));
  await expect(figure(page, 'domains_expiring_30')).toContainText('Domains expiring within 30 days');
  await expect(figure(page, 'jobs_running')).toBeVisible();
  await expect(page.locator('[data-attention]')).toHaveCount(0);
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('[data-recent-changes] li[data-change]')).toHaveCount(Math.min(10, expected.recent_changes.length));
  expect(problems).toEqual([]);
});

test('a figure opens its list filtered to the records it counts', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const expected = (await homeOf(page, accessToken, groupId)).figures.find((entry) => entry.id === 'domains_expiring_90')!;
  expect(expected.count).toBeGreaterThan(0);
  await page.goto('/');
  await waitForBoot(page);
  const list = listCall(page, 'domains');
  await figure(page, 'domains_expiring_90').getByRole('link').click();
  await expect(page).toHaveURL(/\/domains\?pql=/);
  const response = await list;
  expect(parameters(response).get('pql')).toBe(expected.pql);
  expect(((await response.json()) as { meta: { total: number } }).meta.total).toBe(expected.count);
  await expect(page.locator('[data-list-total]')).toContainText(String(expected.count));
});

test('the quick search opens the domains list with the names that contain the text', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  await waitForBoot(page);
  const list = listCall(page, 'domains');
  await page.getByRole('searchbox', { name: 'Domain name' }).fill('Aurora');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/domains\?pql=name\+contains\+aurora$/);
  expect(parameters(await list).get('pql')).toBe('name contains aurora');
});

test('staff see every account\'s figures and the accounts needing attention, and switch to one', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'staff');
  const expected = await homeOf(page, accessToken, groupId);
  expect(expected.attention?.length).toBeGreaterThan(0);
  await page.goto('/');
  await waitForBoot(page);
  for (const entry of expected.figures) await expect(figure(page, entry.id)).toHaveAttribute('data-count', String(entry.count));
  const attention = page.locator('[data-attention]');
  await expect(attention.getByRole('heading', { name: 'Accounts needing attention' })).toBeVisible();
  await expect(attention.locator('[data-attention-account]')).toHaveCount(expected.attention!.length);
  const first = expected.attention![0]!;
  await attention.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?context=${first.id}$`));
  await waitForBoot(page);
  await expect(page.getByTestId('current-account')).toContainText(first.name);
  const inAccount = await homeOf(page, accessToken, first.id);
  for (const entry of inAccount.figures) await expect(figure(page, entry.id)).toHaveAttribute('data-count', String(entry.count));
  await expect(page.locator('[data-attention]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a brand viewer sees the watch figures and only the figures of what they may view', async ({ page }) => {
  await signInAs(page, 'brand');
  // The page against the answer it was given: the brand-protection spec, running alongside, may open a case in between.
  const answer = page.waitForResponse((response) => /\/groups\/[^/]+\/home$/.test(new URL(response.url()).pathname) && response.ok());
  await page.goto('/');
  await waitForBoot(page);
  const expected = ((await (await answer).json()) as { data: Home }).data;
  const watch = page.locator('[data-watch-figures]');
  await expect(watch.getByRole('heading', { name: 'Brand watch' })).toBeVisible();
  for (const entry of expected.watch ?? []) await expect(watch.locator(`[data-figure="${entry.id}"]`)).toHaveAttribute('data-count', String(entry.count));
  await expect(watch.locator('[data-figure="watches_active"]').getByRole('link')).toHaveAttribute('href', '/watch?pql=status+equals+active');
  await expect(figures(page)).toHaveCount(3);
  await expect(figure(page, 'approvals_waiting')).toHaveCount(0);
  await expect(figure(page, 'certificates_expiring_30')).toHaveCount(0);
  await expect(page.locator('[data-attention]')).toHaveCount(0);
});

test('a prospect viewer is sent from home to intelligence', async ({ page }) => {
  await signInAs(page, 'prospect');
  await page.goto('/');
  await expect(page).toHaveURL(/\/intelligence$/);
});

test('the pulse\'s kinds survive a reload because they are kept in the profile, and its period in the address', async ({ page }) => {
  const problems = watchConsole(page);
  const user = await freshCustomerAdmin(page.request, 'pulse');
  await giveSession(page, user);
  await page.goto('/pulse');
  await waitForBoot(page);
  const renewals = page.getByRole('checkbox', { name: 'Renewals' });
  const registrations = page.getByRole('checkbox', { name: 'Registrations' });
  await expect(renewals).toBeChecked();
  await expect(registrations).toBeChecked();

  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/profile');
  await renewals.uncheck();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('[data-pulse-timeline] [data-event-kind="renewals"]')).toHaveCount(0);

  // Kept in the profile, not in the browser.
  const profile = await page.request.get(`${e2eApiBase}/profile`, { headers: { authorization: `Bearer ${user.accessToken}` } });
  expect(((await profile.json()) as { pulse_configuration: { kinds: string[] } }).pulse_configuration.kinds).not.toContain('renewals');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('pulse_configuration');

  await page.getByRole('radio', { name: 'Last 30 days' }).check();
  await expect(page).toHaveURL(/\/pulse\?period=30$/);

  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Renewals' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Registrations' })).toBeChecked();

  // Two days of one's own choosing, in the address too.
  await page.getByRole('radio', { name: 'Choose days' }).check();
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/pulse\?period=custom&from=2026-01-01&to=2026-03-31$/);
  await expect(page.locator('[data-pulse]')).toHaveAttribute('data-from', '2026-01-01');
  expect(problems).toEqual([]);
});

test('the invoicing overview shows spend per month as a chart and a table, and links its records', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAs(page, 'admin');
  await page.goto('/invoicing');
  await waitForBoot(page);
  const spend = page.locator('[data-spend]');
  await expect(spend.getByRole('heading', { name: 'Spend in the last 12 months' })).toBeVisible();
  await expect(spend.locator('[data-chart="series"]')).toHaveAttribute('data-drawn', 'true');
  // Twelve months and the total.
  await expect(spend.locator('[data-chart-table] tbody tr')).toHaveCount(13);
  await expect(page.locator('[data-entity="billing-entities"] a').first()).toHaveAttribute('href', /^\/invoicing\/billing-entities\/\d+$/);
  await expect(page.locator('[data-entity="pricing-entities"] a')).toHaveAttribute('href', /^\/invoicing\/pricing-entities\/\d+$/);
  const transactions = page.locator('[data-latest-transactions] tr[data-transaction]');
  await expect(transactions).toHaveCount(10);
  await transactions.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/invoicing\/transactions\/\d+$/);
  expect(problems).toEqual([]);
});
