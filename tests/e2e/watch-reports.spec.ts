/**
 * The watch overview and a watch's three report pages (issue 15): the overview shows every watch
 * of the account with its counts, trend and report links; each report page renders in the clean
 * layout with its title, watch, account and date, holds the API's numbers, and prints on A4 and
 * Letter with no navigation, no buttons and no table wider than the paper; a user without the
 * watch permission gets the access-denied screen.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { lookalikeTechniques, type WatchOverviewAnswer, type WatchReportAnswer } from '../../src/lib/schemas/watch-insights.ts';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { api } from './list-screen.ts';
import { signInAs, storedSessionOf } from './signed-in.ts';

/** Printable widths in CSS pixels: A4 (210 mm) and Letter (8.5 in) less the print margins (12 mm each side). */
const paperWidths = { A4: Math.floor(((210 - 24) / 25.4) * 96), Letter: Math.floor((8.5 - 24 / 25.4) * 96) };

async function watchesOf(page: Page, token: string, groupId: string): Promise<WatchOverviewAnswer> {
  return (await api<{ data: WatchOverviewAnswer }>(page, token, `/groups/${groupId}/watch_overview`)).data;
}

/** The watch with the most counted matches and at least one case: the fullest report. */
function fullestWatch(overview: WatchOverviewAnswer) {
  const sorted = [...overview.watches].sort((a, b) => b.matches - a.matches);
  return sorted.find((watch) => watch.open_cases > 0) ?? sorted[0]!;
}

/** What the printed page shows at a paper's width: the layout's header, buttons, navigation, and anything wider than the paper. */
async function printProblems(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 1100 });
  return page.evaluate((paper) => {
    const problems: string[] = [];
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    if ([...document.querySelectorAll('.clean-header, nav, [data-print]')].some(shown)) problems.push('a header or navigation shows');
    if ([...document.querySelectorAll('[data-page-content] button')].some(shown)) problems.push('a button shows');
    if (document.documentElement.scrollWidth > paper + 1) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const table of document.querySelectorAll('[data-page-content] table')) {
      const box = table.getBoundingClientRect();
      const name = table.getAttribute('data-watch-table') ?? table.getAttribute('data-chart-table') ?? 'a table';
      if (box.right > paper + 1 || table.scrollWidth > Math.ceil(box.width) + 1) problems.push(`${name} is cut (${Math.round(box.right)}px of ${paper}px)`);
      const head = table.querySelector('thead');
      if (head && getComputedStyle(head).display !== 'table-header-group') problems.push(`${name}: its header does not repeat`);
      const row = table.querySelector('tbody tr');
      if (row && getComputedStyle(row).breakInside !== 'avoid') problems.push(`${name}: a row may split`);
    }
    return problems;
  }, width);
}

/** No serious or critical axe finding in the page's main content. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectPrintsWell(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  for (const [paper, width] of Object.entries(paperWidths)) expect(await printProblems(page, width), paper).toEqual([]);
  // Chromium lays the page out on each paper size without failing.
  for (const format of ['A4', 'Letter'] as const) expect((await page.pdf({ format, printBackground: false })).subarray(0, 4).toString()).toBe('%PDF');
  await page.emulateMedia({ media: 'screen' });
}

/**
 * Opens a report page and answers what the page was given: the brand-protection spec, running
 * alongside, may open a case between a separate call and the page's own (the API's figures are
 * checked against SQL in tests/server/watch-insights.test.ts).
 */
async function openReport(page: Page, watchId: number, kind: 'overview' | 'detail' | 'action'): Promise<WatchReportAnswer> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/watches/${watchId}/report`) && response.ok());
  await page.goto(`/watch/${watchId}/${kind}-report`);
  await waitForBoot(page);
  await expect(page.locator(`[data-watch-report="${kind}"]`)).toHaveAttribute('data-report-state', 'ready');
  return ((await (await answer).json()) as { data: WatchReportAnswer }).data;
}

async function expectReportHeader(page: Page, title: string, report: WatchReportAnswer): Promise<void> {
  const header = page.locator('[data-report-header]');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(`${title}: ${report.watch.name}`);
  await expect(header.locator('[data-report-fact="account"] dd')).toHaveText(report.account.name);
  await expect(header.locator('[data-report-fact="watch"] dd')).toHaveText(report.watch.name);
  await expect(header.locator('[data-report-fact="generated"] dd')).not.toBeEmpty();
  await expect(page.locator('nav')).toHaveCount(0);
}

test('the watch overview shows every watch with its counts, terms, trend and report links', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  expect((await watchesOf(page, accessToken, groupId)).watches.length).toBeGreaterThan(0);

  // The page against the answer it was given (openReport says why).
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/watch_overview') && response.ok());
  await page.goto('/watch/overview');
  await waitForBoot(page);
  await expect(page.locator('[data-watch-overview]')).toHaveAttribute('data-state', 'ready');
  const overview = ((await (await answer).json()) as { data: WatchOverviewAnswer }).data;
  const sum = (key: 'matches' | 'new_this_week' | 'open_cases' | 'high_risk') => overview.watches.reduce((total, watch) => total + watch[key], 0);
  await expect(page.locator('[data-watch-figure="watches"] [data-figure-value]')).toHaveAttribute('data-figure-value', String(overview.watches.length));
  for (const key of ['matches', 'new_this_week', 'open_cases', 'high_risk'] as const) {
    await expect(page.locator(`[data-watch-figure="${key}"] [data-figure-value]`), key).toHaveAttribute('data-figure-value', String(sum(key)));
  }
  await expect(page.locator('[data-watch-card]')).toHaveCount(overview.watches.length);

  const watch = overview.watches[0]!;
  const card = page.locator(`[data-watch-card="${watch.id}"]`);
  await expect(card.getByRole('link', { name: watch.name })).toHaveAttribute('href', `/watch/${watch.id}`);
  await expect(card.locator('[data-watch-term]')).toHaveCount(watch.terms.length);
  for (const key of ['matches', 'new_this_week', 'open_cases', 'high_risk'] as const) {
    await expect(card.locator(`[data-watch-count="${key}"] [data-figure-value]`)).toHaveAttribute('data-figure-value', String(watch[key]));
  }
  // The trend's numbers are in its text and in its table twin, a row per week.
  expect(watch.trend).toHaveLength(12);
  await expect(card.locator('[data-watch-trend] svg')).toHaveAttribute('aria-label', new RegExp(watch.trend.map((point) => point.matches).join(', ')));
  await card.getByText('Show the weekly numbers').click();
  await expect(card.locator('[data-chart-table] tbody tr')).toHaveCount(12);
  const weeks = await card.locator('[data-chart-table] tbody tr').evaluateAll((rows) => rows.map((row) => ({
    week: row.querySelector('[data-row-key]')?.getAttribute('data-row-key'), matches: Number(row.querySelector('[data-column="matches"]')?.textContent),
  })));
  expect(weeks).toEqual(watch.trend.map((point) => ({ week: point.week, matches: point.matches })));
  for (const kind of ['overview', 'detail', 'action']) {
    await expect(card.locator(`[data-watch-report-link="${kind}"]`)).toHaveAttribute('href', `/watch/${watch.id}/${kind}-report`);
  }
  await expectAccessible(page);
  await card.locator('[data-watch-report-link="detail"]').click();
  await expect(page).toHaveURL(new RegExp(`/watch/${watch.id}/detail-report$`));
  await expect(page.locator('[data-watch-report="detail"]')).toHaveAttribute('data-report-state', 'ready');
  expect(problems).toEqual([]);
});

test('the overview report: figures, trend, techniques, risk and cases as the API counts them, printable on A4 and Letter', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const watch = fullestWatch(await watchesOf(page, accessToken, groupId));
  const report = await openReport(page, watch.id, 'overview');
  await expectReportHeader(page, 'Overview report', report);
  for (const key of ['matches', 'new_this_week', 'high_risk', 'open_cases'] as const) {
    await expect(page.locator(`[data-watch-figure="${key}"] [data-figure-value]`), key).toHaveAttribute('data-figure-value', String(report.watch[key]));
  }
  // Each chart holds the API's numbers and its table the same, in the same order.
  const sections = {
    trend: report.watch.trend.map((point) => ({ key: point.week, value: point.matches })),
    techniques: report.techniques.filter((entry) => entry.count > 0).map((entry) => ({ key: entry.key, value: entry.count })),
    risk_bands: report.risk_bands.map((entry) => ({ key: entry.key, value: entry.count })),
    cases_by_status: report.cases_by_status.map((entry) => ({ key: entry.key, value: entry.count })),
  };
  for (const [id, expected] of Object.entries(sections)) {
    const section = page.locator(`[data-watch-section="${id}"]`);
    if (!expected.some((entry) => entry.value > 0)) continue;
    const chart = await section.locator('[data-chart-key]').evaluateAll((items) => items.map((item) => ({ key: item.getAttribute('data-chart-key')!, value: Number(item.getAttribute('data-chart-value')) })));
    const sortKey = (entry: { key: string }) => entry.key;
    expect([...chart].sort((a, b) => sortKey(a).localeCompare(sortKey(b))).filter((entry) => entry.value > 0), id)
      .toEqual([...expected].sort((a, b) => sortKey(a).localeCompare(sortKey(b))).filter((entry) => entry.value > 0));
    const table = await section.locator('[data-chart-table] tbody tr').evaluateAll((rows) => rows.map((row) => ({
      key: row.querySelector('[data-row-key]')?.getAttribute('data-row-key') ?? '', text: row.querySelector('[data-column="count"]')?.textContent ?? '',
    })));
    expect(table, id).toEqual(chart.map((entry) => ({ key: entry.key, text: entry.value.toLocaleString('en') })));
  }
  // Paper is white: a report shown in the dark theme prints in the light one, then turns back.
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await page.evaluate(() => { dispatchEvent(new Event('beforeprint')); return document.documentElement.classList.contains('dark'); })).toBe(false);
  expect(await page.evaluate(() => { dispatchEvent(new Event('afterprint')); return document.documentElement.classList.contains('dark'); })).toBe(true);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  // A chart's CSV is its table: a row per key with its count (techniques most first, ties in the detector's order).
  const rank = (key: string) => lookalikeTechniques.indexOf(key as (typeof lookalikeTechniques)[number]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Matches by technique' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^watch-${watch.id}-techniques-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').split('\r\n').filter((line) => line !== '');
  expect(lines).toEqual(['key,count', ...[...sections.techniques].sort((a, b) => b.value - a.value || rank(a.key) - rank(b.key)).map((entry) => `${entry.key},${entry.value}`)]);
  await expectAccessible(page);
  await expectPrintsWell(page);
  expect(problems).toEqual([]);
});

test('the detail report lists every counted match with its technique, score and evidence, and the names left out, printable on A4 and Letter', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const watch = fullestWatch(await watchesOf(page, accessToken, groupId));
  const report = await openReport(page, watch.id, 'detail');
  expect(report.matches.length).toBeGreaterThan(0);
  await expectReportHeader(page, 'Detail report', report);
  const rows = page.locator('[data-watch-table="matches"] tbody tr');
  await expect(rows).toHaveCount(report.matches.length);
  const first = report.matches[0]!;
  const firstRow = rows.first();
  await expect(firstRow.locator('[data-column="name"]')).toHaveText(first.name);
  await expect(firstRow.locator('[data-risk-score]')).toHaveAttribute('data-risk-score', String(first.risk_score));
  await expect(firstRow.locator('[data-risk-band]')).toHaveAttribute('data-risk-band', first.risk_band);
  await expect(firstRow.locator('[data-column="similarity"]')).toHaveText(String(first.similarity));
  // No wildcard name is counted; each is listed as left out.
  const excluded = new Set(report.excluded.map((entry) => entry.name));
  expect(report.matches.filter((match) => excluded.has(match.name))).toEqual([]);
  await expect(page.locator('[data-excluded-name]')).toHaveCount(report.excluded.length);
  await expectAccessible(page);
  await expectPrintsWell(page);
  expect(problems).toEqual([]);
});

test('the action report shows each case with its state and its actions, printable on A4 and Letter', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const watch = fullestWatch(await watchesOf(page, accessToken, groupId));
  const report = await openReport(page, watch.id, 'action');
  expect(report.cases.length).toBeGreaterThan(0);
  await expectReportHeader(page, 'Action report', report);
  await expect(page.locator('[data-watch-case]')).toHaveCount(report.cases.length);
  for (const entry of report.cases.slice(0, 3)) {
    const view = page.locator(`[data-watch-case="${entry.reference}"]`);
    await expect(view.getByRole('heading', { level: 3 })).toContainText(entry.reference);
    await expect(view.locator('[data-case-action]')).toHaveCount(entry.actions.length);
    await expect(view.getByRole('link', { name: entry.reference })).toHaveAttribute('href', new RegExp(`^/watch/${entry.watch_id}/cases\\?pql=`));
  }
  await expectAccessible(page);
  await expectPrintsWell(page);
  expect(problems).toEqual([]);
});

test('a user without the watch permission gets the access-denied screen on a report page', async ({ page }) => {
  const admin = await storedSessionOf(page.request, 'admin');
  const watch = (await watchesOf(page, admin.accessToken, admin.groupId)).watches[0]!;
  await signInAs(page, 'viewer');
  await page.goto(`/watch/${watch.id}/overview-report`);
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.locator('[data-page-content]')).toBeHidden();
});
