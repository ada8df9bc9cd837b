/**
 * The tray and bulk jobs (issue "The tray and bulk jobs"): 30 domains of a filtered list go to
 * the tray; renewing them all shows a dry run first (the two that cannot be renewed, with their
 * reasons, and the cost), then the job's progress, which a reload does not lose; the job ends
 * with every renewable domain renewed and the two skipped, and "Retry" checks those two again.
 * The test acts as a user made for it, so its tray and jobs are its own even when repeats of it
 * run at once.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchConsole, waitForBoot } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { freshCustomerAdmin } from './fresh-user.ts';
import { bodyRows } from './list-screen.ts';
import { giveSession } from './signed-in.ts';

interface DomainRow {
  id: number;
  name: string;
  status: string;
  external: boolean;
  expires_at: string;
}

const renewableStatuses = ['active', 'expired'];

/** Puts the account's .net domains in the user's tray through the API (the list's way is tested above). */
async function netDomainsInTray(request: APIRequestContext, session: { accessToken: string; groupId: string }): Promise<DomainRow[]> {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const listed = await request.get(`${e2eApiBase}/groups/${session.groupId}/domains`, { headers, params: { limit: 100, sort: 'name', fields: 'id,name', pql: 'tld equals net' } });
  const domains = ((await listed.json()) as { data: DomainRow[] }).data;
  const added = await request.post(`${e2eApiBase}/groups/${session.groupId}/tray_items`, { headers, data: { resource: 'domains', ids: domains.map((domain) => domain.id) } });
  expect(added.ok(), await added.text()).toBe(true);
  return domains;
}

test('30 domains from a filtered list: renew them all after a dry run, follow the job through a reload, then retry the two not done', async ({ page }) => {
  const problems = watchConsole(page);
  const session = await freshCustomerAdmin(page.request, 'bulk');
  await giveSession(page, session);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const filter = 'tld equals net';
  const listed = await page.request.get(`${e2eApiBase}/groups/${session.groupId}/domains`, {
    headers, params: { limit: 100, sort: 'name', fields: 'id,name,status,external,expires_at', pql: filter },
  });
  const domains = ((await listed.json()) as { data: DomainRow[] }).data;
  // The seed's .net domains of the demo account: 30, two of them past renewal (redemption, pending delete).
  expect(domains).toHaveLength(30);
  const notRenewable = domains.filter((domain) => domain.external || !renewableStatuses.includes(domain.status));
  expect(notRenewable.map((domain) => domain.status).sort()).toEqual(['pending_delete', 'redemption']);

  // The filtered list → select every row → the tray.
  await page.goto(`/domains?pql=${encodeURIComponent(filter)}&limit=50`);
  await waitForBoot(page);
  await expect(bodyRows(page)).toHaveCount(30);
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page.getByRole('button', { name: 'Add 30 to the tray' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('30 records added to the tray.');

  await page.goto('/tray');
  const kind = page.locator('[data-tray-kind="domain"]');
  await expect(kind.locator('[data-tray-kind-count]')).toHaveText('30');
  await kind.getByRole('button', { name: 'Renew', exact: true }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.locator('[data-dry-run-summary]')).toContainText('28 of 30 records can go ahead; 2 cannot.');
  for (const domain of notRenewable) {
    const row = dialog.locator(`[data-dry-run-row="${domain.name}"]`);
    await expect(row).toHaveAttribute('data-eligible', 'false');
    await expect(row).toContainText(`${domain.name} cannot be renewed while it is ${domain.status === 'redemption' ? 'in redemption' : 'pending deletion'}.`);
  }
  await expect(dialog.locator('[data-dry-run-row][data-eligible="true"]').first()).toBeVisible();
  const confirm = dialog.getByRole('button', { name: /^Renew 28 domains · / });
  await expect(confirm).toBeEnabled();
  await confirm.click();

  // The job's page: progress while it runs, and the same job after a reload.
  await expect(page).toHaveURL(/\/tray\?job=\d+$/);
  const jobId = Number(new URL(page.url()).searchParams.get('job'));
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  const job = page.locator(`[data-job-view="${jobId}"]`);
  await expect(job).toHaveAttribute('data-state', 'running');
  await page.reload();
  await waitForBoot(page);
  await expect(job).toBeVisible();
  await expect(job).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '30');
  await expect(page.locator('[data-job-filter="done"]')).toContainText('28');
  await expect(page.locator('[data-job-filter="skipped"]')).toContainText('2');

  // Every renewable domain moved one year, and only those.
  const after = await page.request.get(`${e2eApiBase}/groups/${session.groupId}/domains`, {
    headers, params: { limit: 100, sort: 'name', fields: 'id,expires_at', pql: filter },
  });
  const expiryAfter = new Map(((await after.json()) as { data: DomainRow[] }).data.map((domain) => [domain.id, domain.expires_at]));
  for (const domain of domains) {
    const expected = new Date(domain.expires_at);
    if (!notRenewable.includes(domain)) expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    // Other runs of this test may renew the same domains meanwhile: at least one year, whole years only.
    const moved = new Date(expiryAfter.get(domain.id)!);
    if (notRenewable.includes(domain)) expect(moved.toISOString()).toBe(expected.toISOString());
    else expect(moved.getTime()).toBeGreaterThanOrEqual(expected.getTime());
  }

  // The two skipped ones, with their reasons, and "Retry" checks them again: still not renewable.
  await page.locator('[data-job-filter="skipped"]').click();
  for (const domain of notRenewable) {
    await expect(page.locator(`[data-job-item="${domain.name}"]`)).toHaveAttribute('data-state', 'skipped');
  }
  await page.locator('[data-job-retry]').click();
  const retry = page.getByRole('dialog', { name: 'Retry the 2 not done' });
  await expect(retry.locator('[data-dry-run-summary]')).toContainText('0 of 2 records can go ahead; 2 cannot.');
  await expect(retry.getByRole('button', { name: /^Renew 0 domains/ })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('a job goes on while the user works elsewhere: the snackbar shows its progress and its end, its CSV downloads, and cancel stops what has not started', async ({ page }) => {
  const problems = watchConsole(page);
  const session = await freshCustomerAdmin(page.request, 'bulk');
  await giveSession(page, session);
  const domains = await netDomainsInTray(page.request, session);

  await page.goto('/tray');
  await page.locator('[data-tray-kind="domain"]').getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: `Export ${domains.length} domains` }).click();
  await expect(page).toHaveURL(/\/tray\?job=\d+$/);
  const jobPath = new URL(page.url()).pathname + new URL(page.url()).search;

  // On another page the snackbar follows the job (a progress bar), then says how it ended, with the way back.
  await page.goto('/domains');
  const snackbar = page.getByTestId('snackbar');
  // 30 items at 5 a second may end before /domains has loaded: the progress shows while it runs, the end either way.
  await expect(snackbar).toContainText(/Export(ing \d+|ed 30) of 30 domains/);
  if ((await snackbar.innerText()).includes('Exporting')) await expect(snackbar.locator('progress').or(snackbar.getByText('Exported 30 of 30 domains'))).toBeVisible();
  await expect(snackbar).toContainText('Exported 30 of 30 domains', { timeout: 30_000 });
  await snackbar.getByRole('link').click();
  await expect(page).toHaveURL(jobPath);

  // The outcomes as CSV: a line per domain, with the exported fields.
  const downloading = page.waitForEvent('download');
  await page.locator('[data-job-download]').click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8').trim().split(/\r?\n/);
  expect(csv[0]).toMatch(/^position,item,outcome,reason,name,status,expires_at/);
  expect(csv).toHaveLength(31);
  expect(csv.slice(1).every((line) => line.includes(',done,'))).toBe(true);
  expect(csv.slice(1).map((line) => line.split(',')[1]).sort()).toEqual(domains.map((domain) => domain.name).sort());

  // Cancelled at once, a job keeps what it did and leaves the rest cancelled.
  await page.goto('/tray');
  await page.locator('[data-tray-kind="domain"]').getByRole('button', { name: 'Export', exact: true }).click();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: `Export ${domains.length} domains` }).click();
  await expect(page).toHaveURL(/\/tray\?job=\d+$/);
  await page.locator('[data-job-cancel]').click();
  await page.getByRole('dialog', { name: 'Cancel this job?' }).getByRole('button', { name: 'Cancel the job' }).click();
  const job = page.locator('[data-job-view]');
  await expect(job).toHaveAttribute('data-state', 'cancelled');
  await expect(page.locator('[data-job-filter="cancelled"]')).toBeVisible();
  const cancelled = Number((await page.locator('[data-job-filter="cancelled"]').innerText()).replace(/\D/g, ''));
  expect(cancelled).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
