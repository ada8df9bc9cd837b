/**
 * Staff context (spec section 6): the account bar finds an account by name or by reference,
 * switches to it and back to the staff member's own (all accounts); hiding `staff` in the portal
 * view hides the bar; lists in the all-accounts view name each record's account.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { api, listCall, parameters } from './list-screen.ts';
import { signInAs } from './signed-in.ts';
import { showColorScheme } from './color-scheme.ts';

type Account = { id: string; name: string; reference: string };

async function accountNamed(page: Page, token: string, group: string, name: string): Promise<Account> {
  const found = await api<{ data: Account[] }>(page, token, `/groups/${group}/accounts?fields=id,name,reference&pql=${encodeURIComponent(`name equals "${name}"`)}`);
  return found.data[0]!;
}

const bar = (page: Page) => page.locator('[data-client-selection]');
const search = (page: Page) => page.getByRole('combobox', { name: 'Find an account' });

test('staff find an account by name and by reference, switch to it, and go back to their own', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'staff');
  const kestrel = await accountNamed(page, accessToken, groupId, 'Kestrel Mobility');
  const aurora = await accountNamed(page, accessToken, groupId, 'Aurora Foods Group');
  await page.goto('/domains');
  await waitForBoot(page);
  await expect(bar(page)).toContainText(/Current account:\s*Your own account \(all accounts\)/);
  await expect(bar(page).getByRole('link', { name: /Back to my account/ })).toHaveCount(0);

  // By name, with the keyboard.
  await search(page).fill('kestrel');
  await expect(page.getByRole('option', { name: /Kestrel Mobility/ })).toBeVisible();
  await search(page).press('ArrowDown');
  await search(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/domains\\?context=${kestrel.id}$`));
  await expect(page.getByTestId('current-account')).toContainText('Kestrel Mobility');
  await expect(page.getByTestId('current-account')).toContainText(kestrel.reference);

  // By reference, with the pointer.
  await search(page).fill(aurora.reference);
  const option = page.getByRole('option', { name: new RegExp(aurora.reference) });
  await expect(option).toContainText('Aurora Foods Group');
  const inAurora = listCall(page, 'domains');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/domains\\?context=${aurora.id}$`));
  expect(new URL((await inAurora).url()).pathname).toBe(`/groups/${aurora.id}/domains`);
  await expect(page.getByTestId('current-account')).toContainText('Aurora Foods Group');

  // Back to all accounts.
  await bar(page).getByRole('link', { name: /Back to my account/ }).click();
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByTestId('current-account')).toHaveText('Your own account (all accounts)');
  expect(problems).toEqual([]);
});

test('a search that finds nothing says so', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('/tlds');
  await waitForBoot(page);
  await search(page).fill('no such account anywhere');
  await expect(page.getByText('No account matches.')).toBeVisible();
});

test('hiding staff in the portal view hides the account bar, and showing it again brings it back', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('/tlds');
  await waitForBoot(page);
  await expect(search(page)).toBeVisible();
  await page.getByRole('button', { name: 'Portal view' }).click();
  const panel = page.getByRole('dialog', { name: 'Portal view' });
  await panel.getByRole('checkbox', { name: 'Hide staff', exact: true }).check();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('button', { name: 'Portal view' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Portal view' }).click();
  await page.getByRole('button', { name: 'Show everything again' }).click();
  await expect(search(page)).toBeVisible();
});

test('the all-accounts domain list names each domain’s account; one account’s list does not', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'staff');
  const aurora = await accountNamed(page, accessToken, groupId, 'Aurora Foods Group');
  // The page's inline call cannot know the view; the island asks for the account column.
  const withAccounts = page.waitForResponse((response) => new URL(response.url()).pathname === `/groups/${groupId}/domains`
    && parameters(response).get('fields')?.split(',').includes('account.name') === true);
  await page.goto('/domains');
  await waitForBoot(page);
  const everyAccount = await withAccounts;
  const rows = ((await everyAccount.json()) as { data: { account?: { name: string } }[] }).data;
  const header = page.getByRole('columnheader', { name: 'Account', exact: true });
  await expect(header).toBeVisible();
  const column = (await page.locator('[data-resource-list="domains"] thead th').allTextContents()).findIndex((text) => text.startsWith('Account'));
  await expect(page.locator(`tbody tr[data-row-index] td:nth-child(${column + 1})`)).toHaveText(rows.map((row) => row.account!.name));

  const call = listCall(page, 'domains');
  await page.goto(`/domains?context=${aurora.id}`);
  await waitForBoot(page);
  expect(parameters(await call).get('fields')?.split(',')).not.toContain('account.name');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Account', exact: true })).toHaveCount(0);
});

test('the account bar, with its choices open, has no serious accessibility violation, light or dark', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'staff');
  const aurora = await accountNamed(page, accessToken, groupId, 'Aurora Foods Group');
  // In a customer's account: the bar names it, with its reference and the way back.
  await page.goto(`/tlds?context=${aurora.id}`);
  await waitForBoot(page);
  await expect(page.getByTestId('current-account')).toContainText(aurora.reference);
  await search(page).fill('aurora');
  await expect(page.getByRole('option', { name: /Aurora Foods Group/ })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const results = await new AxeBuilder({ page }).include('[data-client-selection]').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`), colorScheme).toEqual([]);
  }
});
