/**
 * The intelligence focus pages (spec section 4, the prospect viewer): the prospect viewer starts
 * in /intelligence, the navigation offers intelligence only and another area shows the access-denied
 * screen; each focus page renders, each chart holds the same numbers as its table twin (and the
 * API's), and a section's CSV is its table; in an 800 px window, light and dark, each page fits the
 * width and axe finds nothing serious.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RegistryLockFocusAnswer, SslFocusAnswer, TrafficFocusAnswer } from '../../src/lib/schemas/intelligence-focus.ts';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { api } from './list-screen.ts';
import { signInAs } from './signed-in.ts';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A bar or donut chart's entries: each key with its raw value. */
async function chartData(section: Locator): Promise<{ key: string; value: number }[]> {
  return section.locator('[data-chart-key]').evaluateAll((items) => items.map((item) => ({
    key: item.getAttribute('data-chart-key') ?? '',
    value: Number(item.getAttribute('data-chart-value')),
  })));
}

/** The table twin: each row's key and the raw value of `column`. */
async function tableData(section: Locator, column: string): Promise<{ key: string; value: number }[]> {
  return section.locator('[data-chart-table] tbody tr').evaluateAll((rows, name) => rows.map((row) => ({
    key: row.querySelector('[data-row-key]')?.getAttribute('data-row-key') ?? '',
    value: Number(row.querySelector(`[data-column="${name}"] [data-value]`)?.getAttribute('data-value')),
  })), column);
}

/** A series chart's values per series, as handed to the chart, and the same columns of its table. */
async function seriesAndTable(section: Locator): Promise<{ chart: Record<string, number[]>; table: Record<string, number[]> }> {
  const chart = JSON.parse((await section.locator('[data-focus-series]').getAttribute('data-focus-series')) ?? '{}') as Record<string, number[]>;
  const table = await section.locator('[data-chart-table]').evaluate((element, keys) => Object.fromEntries(keys.map((key) => [
    key,
    [...element.querySelectorAll('tbody tr')].map((row) => Number(row.querySelector(`[data-column="${CSS.escape(key)}"] [data-value]`)?.getAttribute('data-value'))),
  ])), Object.keys(chart));
  return { chart, table };
}

/** Every bar and donut section of the page: its chart equals its table; answers the sections' chart data by id. */
async function chartsEqualTables(page: Page): Promise<Record<string, { key: string; value: number }[]>> {
  const found: Record<string, { key: string; value: number }[]> = {};
  const sections = page.locator('[data-focus-section]:is([data-chart-kind="bar"], [data-chart-kind="donut"])');
  for (const section of await sections.all()) {
    const id = (await section.getAttribute('data-focus-section'))!;
    const column = (await section.getAttribute('data-chart-column'))!;
    const chart = await chartData(section);
    expect(chart.length, id).toBeGreaterThan(0);
    expect(await tableData(section, column), id).toEqual(chart);
    found[id] = chart;
  }
  return found;
}

test('a prospect viewer sees the focus pages and nothing else; each chart holds its table\'s numbers', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'prospect');

  // Home sends a prospect viewer (neither brand viewer nor staff) to intelligence.
  await page.goto('/');
  await page.waitForURL(/\/intelligence\/?$/);
  await waitForBoot(page);
  const links = navigation(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  // Every entry gated by a permission is an intelligence one; the rest are the ones every user has (home, profile, API docs).
  const entries = await links.evaluateAll((items) => items.filter((item) => (item as HTMLElement).offsetParent !== null)
    .map((item) => ({ href: item.getAttribute('href') ?? '', gated: item.closest('li')?.hasAttribute('data-permission') ?? false })));
  const gated = entries.filter((entry) => entry.gated).map((entry) => entry.href);
  expect(gated).toEqual(expect.arrayContaining(['/intelligence', '/intelligence/modules', '/intelligence/templates']));
  expect(gated.filter((href) => !href.startsWith('/intelligence'))).toEqual([]);
  expect(entries.filter((entry) => !entry.gated).map((entry) => entry.href).sort()).toEqual(['/', '/api', '/my-profile']);

  const items = await api<{ data: { id: number; domains_found: number }[] }>(page, accessToken, `/groups/${groupId}/intelligence_items?sort=-domains_found&limit=1`);
  const itemId = items.data[0]!.id;
  const focus = async <T,>(path: string) => (await api<{ data: T }>(page, accessToken, `/groups/${groupId}/intelligence_items/${itemId}/${path}`)).data;

  // SSL focus: issuers and expiry as the API counts them; the savings in the currency shown.
  const ssl = await focus<SslFocusAnswer>('ssl_focus');
  await page.goto(`/intelligence/${itemId}/ssl-focus`);
  await waitForBoot(page);
  await expect(page.locator('[data-focus-page="ssl"]')).toBeVisible();
  await expect(page.locator('[data-focus-section]')).toHaveCount(3);
  const sslCharts = await chartsEqualTables(page);
  expect(sslCharts.issuers).toEqual(ssl.issuers.map((entry) => ({ key: entry.issuer, value: entry.certificates })));
  expect(sslCharts.expiry).toEqual(ssl.expiry.map((entry) => ({ key: entry.key, value: entry.certificates })));
  const shown = ssl.savings.find((entry) => entry.currency === ssl.currency)!;
  expect(sslCharts.savings).toEqual(shown.rows.map((row) => ({ key: row.issuer, value: row.saving })));
  await expect(page.locator('[data-list-price-note]')).toContainText('prices per issuer that the provider declares');
  // Another currency redraws the savings from that currency's rows.
  const other = ssl.savings.find((entry) => entry.currency !== ssl.currency)!;
  await page.locator('[data-focus-currency]').selectOption(other.currency);
  const savings = page.locator('[data-focus-section="savings"]');
  await expect.poll(() => chartData(savings)).toEqual(other.rows.map((row) => ({ key: row.issuer, value: row.saving })));
  expect(await tableData(savings, 'saving')).toEqual(other.rows.map((row) => ({ key: row.issuer, value: row.saving })));
  // The CSV of a section is its table.
  const download = page.waitForEvent('download');
  await page.locator('[data-focus-section="issuers"]').getByRole('button', { name: 'Download CSV: Certificates by issuer' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`intelligence-${itemId}-ssl-focus-issuers.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('issuer,certificates,share');
  expect(lines.slice(1).map((line) => line.replace(/^"(.*)"(,.*)$/, '$1$2').split(',').slice(0, 2).join(','))).toEqual(ssl.issuers.map((entry) => `${entry.issuer},${entry.certificates}`));

  // Traffic focus: the months line and the top domains' lines hold their tables' numbers; the donut its table's.
  const traffic = await focus<TrafficFocusAnswer>('traffic_focus');
  await page.goto(`/intelligence/${itemId}/traffic-focus`);
  await waitForBoot(page);
  await expect(page.locator('[data-focus-page="traffic"]')).toBeVisible();
  const trafficCharts = await chartsEqualTables(page);
  expect(trafficCharts.domains!.slice(0, traffic.top_domains.length)).toEqual(traffic.top_domains.map((entry) => ({ key: entry.domain_name, value: entry.visits })));
  const months = await seriesAndTable(page.locator('[data-focus-section="months"]'));
  expect(months.chart).toEqual({ visits: traffic.months.map((entry) => entry.visits) });
  expect(months.table).toEqual(months.chart);
  const series = await seriesAndTable(page.locator('[data-focus-section="series"]'));
  expect(series.chart).toEqual(Object.fromEntries(traffic.series.map((entry) => [entry.domain_name, entry.visits])));
  expect(series.table).toEqual(series.chart);
  await expect(page.locator('[data-focus-section="months"] canvas').first()).toBeVisible();

  // Registry-lock focus: the valuable domains by lock state, and the list of them.
  const lock = await focus<RegistryLockFocusAnswer>('registry_lock_focus');
  await page.goto(`/intelligence/${itemId}/registry-lock-focus`);
  await waitForBoot(page);
  await expect(page.locator('[data-focus-page="registryLock"]')).toBeVisible();
  const lockCharts = await chartsEqualTables(page);
  expect(lockCharts.lock).toEqual([{ key: 'unlocked', value: lock.unlocked }, { key: 'locked', value: lock.locked }]);
  await expect(page.locator('[data-focus-section="valuable"] [data-chart-table] tbody tr')).toHaveCount(lock.list.length);
  await expect(page.locator('[data-valuable-rule]')).toContainText(lock.item.primary_domain);

  // Any other area is closed to a prospect viewer.
  await page.goto('/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
});

test('in an 800 px window, light and dark, each focus page fits the width and axe finds nothing serious', async ({ page }) => {
  // Six pages, each with an axe run: more than the default half minute on a busy machine.
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 800, height: 1000 });
  const { accessToken, groupId } = await signInAs(page, 'prospect');
  const items = await api<{ data: { id: number }[] }>(page, accessToken, `/groups/${groupId}/intelligence_items?sort=-domains_found&limit=1`);
  const itemId = items.data[0]!.id;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [slug, name] of [['ssl-focus', 'ssl'], ['traffic-focus', 'traffic'], ['registry-lock-focus', 'registryLock']] as const) {
      await page.goto(`/intelligence/${itemId}/${slug}`);
      await waitForBoot(page);
      await expect(page.locator(`[data-focus-page="${name}"] [data-focus-section]`).first()).toBeVisible();
      if (slug === 'traffic-focus') await expect(page.locator('[data-focus-section="months"] [data-chart="series"]')).toHaveAttribute('data-drawn', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${slug} ${scheme}`).toBeLessThanOrEqual(800);
      if (process.env.I_SHOTS) await page.screenshot({ path: `/tmp/i-shots/${slug}-${scheme}.png`, fullPage: true });
      const results = await new AxeBuilder({ page }).include('main').analyze();
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${slug} ${scheme}`).toEqual([]);
    }
  }
  expect(problems).toEqual([]);
});
