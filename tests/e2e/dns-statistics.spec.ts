/**
 * A domain's DNS query statistics (/domains/{id}/dns-statistics): the chart draws, its table
 * holds the API's numbers, the period and breakdown live in the address (a reload and Back keep
 * them), and the CSV export writes the table.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { api } from './list-screen.ts';
import { signInAs } from './signed-in.ts';
import { showColorScheme } from './color-scheme.ts';

interface Statistics {
  zone: { name: string } | null;
  from: string;
  to: string;
  dates: string[];
  totals: number[];
  by_type: { key: string; counts: number[] }[];
  by_response_code: { key: string; counts: number[] }[];
}

async function managedDomain(page: Page, token: string, groupId: string): Promise<number> {
  const zones = await api<{ data: { domain_id: number | null }[] }>(page, token, `/groups/${groupId}/zones?limit=20&sort=id`);
  const zone = zones.data.find((entry) => entry.domain_id !== null);
  if (!zone) throw new Error('no zone of a domain in the seed');
  return zone.domain_id!;
}

/** The table's numbers: per row, the day and every cell's raw value. */
async function tableRows(page: Page): Promise<{ date: string; values: number[] }[]> {
  return page.locator('[data-statistics-table] tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      date: row.getAttribute('data-date') ?? '',
      values: [...row.querySelectorAll('td')].map((cell) => Number(cell.getAttribute('data-value'))),
    })),
  );
}

function expectedRows(answer: Statistics, breakdown: 'by_type' | 'by_response_code') {
  return answer.dates.map((date, index) => ({ date, values: [...answer[breakdown].map((entry) => entry.counts[index]!), answer.totals[index]!] }));
}

test('the chart draws, the table holds the API\'s numbers, the period in the address changes both, and the CSV is the table', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domainId = await managedDomain(page, accessToken, groupId);
  const statistics = (query: string) => api<Statistics>(page, accessToken, `/groups/${groupId}/domains/${domainId}/dns_statistics?${query}`);

  await page.goto(`/domains/${domainId}/dns-statistics`);
  await waitForBoot(page);
  const chart = page.locator('[data-dns-statistics] [data-chart="series"]');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart.locator('canvas')).toHaveCount(1);
  const month = await statistics('days=30');
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(30);
  expect(await tableRows(page)).toEqual(expectedRows(month, 'by_type'));

  // A period chosen on the page goes into the address, and the table follows it.
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(page).toHaveURL(/[?&]days=7\b/);
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(7);
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  const week = await statistics('days=7');
  expect(await tableRows(page)).toEqual(expectedRows(week, 'by_type'));

  // The breakdown too; a reload keeps both.
  await page.getByRole('radio', { name: 'Response code' }).check();
  await expect(page).toHaveURL(/[?&]by=code\b/);
  expect(await tableRows(page)).toEqual(expectedRows(week, 'by_response_code'));
  await page.reload();
  await waitForBoot(page);
  await expect(page.getByRole('radio', { name: 'Response code' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(7);

  // A period written into the address (a link) is the one shown.
  await page.goto(`/domains/${domainId}/dns-statistics?from=2026-10-01&to=2026-10-10`);
  await waitForBoot(page);
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(10);
  const chosen = await statistics('from=2026-10-01&to=2026-10-10');
  expect(await tableRows(page)).toEqual(expectedRows(chosen, 'by_type'));
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await page.goBack();
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(7);

  // The CSV export writes the table shown.
  const download = page.waitForEvent('download');
  await page.locator('[data-statistics-export]').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dns-queries-${week.zone!.name}-${week.from}-${week.to}-by-code.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('date,NOERROR,NXDOMAIN,SERVFAIL,REFUSED,total');
  expect(lines.slice(1)).toEqual(expectedRows(week, 'by_response_code').map((row) => [row.date, ...row.values].join(',')));
  expect(problems).toEqual([]);
});

test('a domain without a zone says so, a failing API shows the error with "Try again", and the loaded page passes axe in both themes', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domains = await api<{ data: { id: number }[] }>(page, accessToken, `/groups/${groupId}/domains?limit=200&fields=id`);
  const zones = await api<{ data: { domain_id: number | null }[] }>(page, accessToken, `/groups/${groupId}/zones?limit=1000&fields=domain_id`);
  const withZone = new Set(zones.data.map((zone) => zone.domain_id));
  const unmanaged = domains.data.find((domain) => !withZone.has(domain.id));
  expect(unmanaged, 'the demo data has a domain without a zone').toBeDefined();
  await page.goto(`/domains/${unmanaged!.id}/dns-statistics`);
  await waitForBoot(page);
  await expect(page.locator('[data-kit-empty]')).toContainText('no DNS zone with us');

  const domainId = await managedDomain(page, accessToken, groupId);
  let failing = true;
  await page.route((url) => url.pathname.endsWith('/dns_statistics'), async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({ status: 503, headers: { 'access-control-allow-origin': new URL(page.url()).origin }, json: { statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'Down for maintenance.' } });
  });
  await page.goto(`/domains/${domainId}/dns-statistics?days=7`);
  await waitForBoot(page);
  const failure = page.locator('[data-kit-error]');
  await expect(failure).toContainText('The query statistics could not be loaded.');
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(7);
  await expect(page.locator('[data-dns-statistics] [data-chart="series"]')).toHaveAttribute('data-drawn', 'true');

  for (const scheme of ['light', 'dark'] as const) {
    await showColorScheme(page, scheme);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), scheme).toEqual([]);
  }
  // The 503s were the test's own doing.
  expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
});

test('chosen days go into the address; a first day after the last is refused with a message', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domainId = await managedDomain(page, accessToken, groupId);
  await page.goto(`/domains/${domainId}/dns-statistics`);
  await waitForBoot(page);
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(30);
  await page.getByRole('radio', { name: 'Chosen days' }).check();
  const range = page.locator('[data-statistics-range]');
  await range.getByLabel('From').fill('2026-10-20');
  await range.getByLabel('To').fill('2026-10-10');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(range.getByRole('alert')).toHaveText('Choose a first day on or before the last day, at most 366 days apart.');
  await expect(page).not.toHaveURL(/from=/);
  await range.getByLabel('To').fill('2026-10-24');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]from=2026-10-20&to=2026-10-24\b/);
  await expect(page.locator('[data-statistics-table] tbody tr')).toHaveCount(5);
  await expect(page.locator('[data-statistics-table] tbody tr').first()).toHaveAttribute('data-date', '2026-10-20');
});
