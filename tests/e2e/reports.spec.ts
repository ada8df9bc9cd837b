/**
 * Reports (DESIGN.md section 14): a report's chart and its table twin hold the API's numbers and
 * its CSV the same rows; a row opens the list of what it counts, filtered; the filter and the
 * options live in the address, so a reload shows the same report; the renewals forecast's drop
 * candidates go to the tray and are there in /tray; an 800 px window in the dark theme shows a
 * report without sideways scrolling and without serious axe findings.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ReportAnswer, ReportSection } from '../../src/lib/schemas/report.ts';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { freshCustomerAdmin } from './fresh-user.ts';
import { api, bodyRows } from './list-screen.ts';
import { giveSession, signInAs } from './signed-in.ts';

async function report(page: Page, token: string, groupId: string, name: string, query = ''): Promise<ReportAnswer> {
  return (await api<{ data: ReportAnswer }>(page, token, `/groups/${groupId}/reports/${name}${query ? `?${query}` : ''}`)).data;
}

/** The chart's data (bars or legend entries): each key with its raw value and the value as shown. */
async function chartData(section: Locator): Promise<{ key: string; value: number; text: string }[]> {
  return section.locator('[data-chart-key]').evaluateAll((items) => items.map((item) => ({
    key: item.getAttribute('data-chart-key') ?? '',
    value: Number(item.getAttribute('data-chart-value')),
    text: item.querySelector('[data-chart-value-text]')?.textContent ?? '',
  })));
}

/** The table twin's rows: each row's key and its count as shown. */
async function tableData(section: Locator): Promise<{ key: string; text: string }[]> {
  return section.locator('[data-chart-table] tbody tr').evaluateAll((rows) => rows.map((row) => ({
    key: row.querySelector('[data-row-key]')?.getAttribute('data-row-key') ?? '',
    text: row.querySelector('[data-column="count"]')?.textContent ?? '',
  })));
}

const counted = (section: ReportSection) => section.rows.map((row) => ({ key: row.key, value: row.count }));

test('the domains report: each chart and its table hold the API’s numbers, the CSV the same rows, and a row opens the filtered list', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const answer = await report(page, accessToken, groupId, 'domains');
  expect(answer.sections.map((section) => section.id)).toEqual(expect.arrayContaining(['by_tld', 'by_status', 'by_registry_lock', 'by_expiry_year', 'by_auto_renew']));

  await page.goto('/reports/domains');
  await waitForBoot(page);
  await expect(page.locator('[data-report="domains"]')).toHaveAttribute('data-report-state', 'ready');
  const total = answer.key_figures.find((figure) => figure.id === 'domains_total')!;
  await expect(page.locator('[data-report-figure="domains_total"] [data-figure-value]')).toHaveText(total.value.toLocaleString('en'));

  for (const section of answer.sections.filter((entry) => entry.chart !== 'series' && entry.rows.length > 0)) {
    const view = page.locator(`[data-report-section="${section.id}"]`);
    await expect(view.locator('[data-chart-key]')).toHaveCount(section.rows.length);
    const chart = await chartData(view);
    expect(chart.map(({ key, value }) => ({ key, value })), section.id).toEqual(counted(section));
    // The table twin: the same keys in the same order, each count written as the chart writes it.
    expect(await tableData(view), section.id).toEqual(chart.map(({ key, text }) => ({ key, text })));
  }

  // The CSV of a section is its table: a row per key with its count.
  const byStatus = answer.sections.find((section) => section.id === 'by_status')!;
  const statusView = page.locator('[data-report-section="by_status"]');
  const download = page.waitForEvent('download');
  await statusView.getByRole('button', { name: 'Download CSV: Domains by status' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-domains-by-status-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').split('\r\n').filter((line) => line !== '');
  expect(lines).toEqual(['key,count', ...byStatus.rows.map((row) => `${row.key},${row.count}`)]);

  // A row leads to the domains list filtered to the records it counts.
  const linked = byStatus.rows.find((row) => row.pql && row.count > 0)!;
  await statusView.locator(`[data-chart-key="${linked.key}"] a`).click();
  await expect(page).toHaveURL(/\/domains\?pql=/);
  expect(new URL(page.url()).searchParams.get('pql')).toBe(linked.pql);
  await waitForBoot(page);
  await expect(bodyRows(page).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the forecast’s filter, horizon and drop criteria live in the address: a reload shows the same report', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  await page.goto('/reports/renewals-forecast');
  await waitForBoot(page);
  const byMonth = page.locator('[data-report-section="by_month"]');
  await expect(byMonth.locator('[data-chart-table] tbody tr')).toHaveCount(12);
  await expect(byMonth.locator('[data-chart="series"]')).toHaveAttribute('data-drawn', 'true');
  await expect(byMonth.locator('canvas')).toHaveCount(1);

  // A filter the box cannot read is refused where it is wrong, and nothing is asked.
  const box = page.getByRole('textbox', { name: 'Filter query (PQL)' });
  await box.fill('tlld equals com');
  await expect(page.locator('[data-pql-error]')).toContainText('tlld');

  await box.fill('tld equals com');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]pql=tld(\+|%20)equals(\+|%20)com\b/);
  await page.getByLabel('Horizon').selectOption('24');
  await expect(page).toHaveURL(/[?&]months=24\b/);
  await page.getByRole('checkbox', { name: 'Automatic renewal is off' }).check();
  await expect(page).toHaveURL(/[?&]drop=auto_renew_off\b/);
  await expect(byMonth.locator('[data-chart-table] tbody tr')).toHaveCount(24);

  const answer = await report(page, accessToken, groupId, 'renewals-forecast', 'pql=tld%20equals%20com&months=24&drop=auto_renew_off');
  const renewals = answer.key_figures.find((figure) => figure.id === 'renewals_count')!;
  const shownRenewals = page.locator('[data-report-figure="renewals_count"] [data-figure-value]');
  await expect(shownRenewals).toHaveAttribute('data-figure-value', String(renewals.value));
  await expect(page.locator('[data-drop-count]')).toHaveAttribute('data-drop-count', String(answer.drop_candidates!.count));

  await page.reload();
  await waitForBoot(page);
  await expect(box).toHaveValue('tld equals com');
  await expect(page.getByLabel('Horizon')).toHaveValue('24');
  await expect(page.getByRole('checkbox', { name: 'Automatic renewal is off' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Expires within 90 days' })).not.toBeChecked();
  await expect(byMonth.locator('[data-chart-table] tbody tr')).toHaveCount(24);
  await expect(shownRenewals).toHaveAttribute('data-figure-value', String(renewals.value));
  // The month rows are the API's, in its order.
  expect(await byMonth.locator('[data-chart-table] tbody [data-row-key]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-row-key'))))
    .toEqual(answer.sections.find((section) => section.id === 'by_month')!.rows.map((row) => row.key));

  // Back leaves the criterion out again.
  await page.goBack();
  await expect(page).not.toHaveURL(/drop=/);
  await expect(page.getByRole('checkbox', { name: 'Automatic renewal is off' })).not.toBeChecked();
  expect(problems).toEqual([]);
});

test('the activity report’s period and interval live in the address, and a first day after the last is refused', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  await page.goto('/reports/portfolio-activity');
  await waitForBoot(page);
  const period = page.locator('[data-report-period]');
  await period.getByLabel('From').fill('2026-10-20');
  await period.getByLabel('To').fill('2026-10-10');
  await period.getByRole('button', { name: 'Show this period' }).click();
  await expect(period.getByRole('alert')).toHaveText('The first day must not come after the last day.');
  await expect(page).not.toHaveURL(/from=/);

  await period.getByLabel('From').fill('2026-09-01');
  await period.getByLabel('To').fill('2026-10-31');
  await period.getByLabel('Interval').selectOption('week');
  await period.getByRole('button', { name: 'Show this period' }).click();
  await expect(page).toHaveURL(/[?&]from=2026-09-01&to=2026-10-31&interval=week\b/);
  const answer = await report(page, accessToken, groupId, 'portfolio-activity', 'from=2026-09-01&to=2026-10-31&interval=week');
  const overTime = answer.sections.find((section) => section.id === 'over_time')!;
  const rows = page.locator('[data-report-section="over_time"] [data-chart-table] tbody tr');
  if (answer.total > 0) await expect(rows).toHaveCount(overTime.rows.length);

  await page.reload();
  await waitForBoot(page);
  await expect(period.getByLabel('From')).toHaveValue('2026-09-01');
  await expect(period.getByLabel('To')).toHaveValue('2026-10-31');
  await expect(period.getByLabel('Interval')).toHaveValue('week');
  if (answer.total > 0) {
    await expect(rows).toHaveCount(overTime.rows.length);
    await expect(page.locator('[data-report-section="over_time"] [data-chart="series"]')).toHaveAttribute('data-drawn', 'true');
  }
  expect(problems).toEqual([]);
});

test('drop candidates go to the tray in one click and are there in /tray', async ({ page }) => {
  const problems = watchConsole(page);
  // A user of its own, so the tray holds only what this test sends.
  const session = await freshCustomerAdmin(page.request, 'drop');
  await giveSession(page, session);
  const answer = await report(page, session.accessToken, session.groupId, 'renewals-forecast', 'drop=auto_renew_off');
  const candidates = answer.drop_candidates!;
  expect(candidates.count, 'the demo account has domains that do not renew automatically').toBeGreaterThan(0);

  await page.goto('/reports/renewals-forecast?drop=auto_renew_off');
  await waitForBoot(page);
  const panel = page.locator('[data-drop-candidates]');
  await expect(panel.locator('[data-drop-count]')).toHaveAttribute('data-drop-count', String(candidates.count));
  await expect(panel.locator('[data-drop-row]')).toHaveCount(candidates.rows.length);
  await expect(panel.locator('[data-drop-row]').first()).toHaveAttribute('data-drop-row', candidates.rows[0]!.name);

  const send = panel.locator('[data-drop-send]');
  await expect(send).toHaveText(new RegExp(`^Send ${candidates.ids.length.toLocaleString('en')} domains? to the tray$`));
  await send.click();
  await expect(panel.locator('[data-drop-sent]')).toHaveAttribute('data-drop-sent', 'sent');
  await expect(panel.locator('[data-drop-sent]')).toContainText(new RegExp(`^${candidates.ids.length} domains? added to the tray\\.`));

  const tray = await page.request.get(`${e2eApiBase}/groups/${session.groupId}/tray_items`, {
    headers: { authorization: `Bearer ${session.accessToken}` }, params: { limit: 1, 'filter[resource_type]': 'domain' },
  });
  expect(((await tray.json()) as { meta: { total: number } }).meta.total).toBe(candidates.ids.length);

  await panel.getByRole('link', { name: 'Open the tray' }).click();
  await expect(page).toHaveURL(/\/tray$/);
  const kind = page.locator('[data-tray-kind="domain"]');
  await expect(kind.locator('[data-tray-kind-count]')).toHaveText(candidates.ids.length.toLocaleString('en'));
  const names = new Set(candidates.rows.map((row) => row.name));
  if (candidates.ids.length <= candidates.rows.length) {
    const shown = await kind.locator('[data-tray-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-tray-item')));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => !names.has(name ?? ''))).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('in an 800 px window, light and dark, the forecast fits the width and axe finds nothing serious', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 800, height: 1000 });
  await signInAs(page, 'admin');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/reports/renewals-forecast?drop=auto_renew_off');
    await waitForBoot(page);
    await expect(page.locator('[data-report-section="by_month"] [data-chart="series"]')).toHaveAttribute('data-drawn', 'true');
    await expect(page.locator('[data-report-section="auto_vs_manual"] [data-chart="donut"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), scheme).toBeLessThanOrEqual(800);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), scheme).toEqual([]);
  }
  await page.goto('/reports');
  await waitForBoot(page);
  await expect(page.locator('[data-report-card]')).not.toHaveCount(0);
  await expect(page.locator('[data-report-card="renewals-forecast"] [data-report-card-figure]')).toBeVisible();
  expect(problems).toEqual([]);
});
