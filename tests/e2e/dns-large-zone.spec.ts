/**
 * A zone of 10 000 records in the editor (DESIGN.md section 12, "Scale"): the e2e seed grows the
 * demo customer's first zone to that size (SEED_LARGE_ZONE in playwright.config.ts). The editor
 * asks for one page of records, never the whole zone, shows the total, scrolls to the end of
 * its page and to the last page, and a filter narrows it to one record set.
 */
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { compareRecordSets } from '../../src/lib/dns/plan/record-sets.ts';
import { watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';

interface ZoneRow { id: number; domain_id: number }
interface RecordRow { name: string; type: string }
interface RecordPage { data: RecordRow[]; meta: { total: number } }

const largeZoneSize = 10_000;
const pageSize = 100;

async function apiGet<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const answer = await request.get(`${e2eApiBase}${path}`, { headers: { authorization: `Bearer ${token}` }, params });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** The seeded large zone: the first of the account's zones (by id) that holds 10 000 records. */
async function largeZone(request: APIRequestContext, token: string, groupId: string): Promise<ZoneRow & { total: number }> {
  const zones = await apiGet<{ data: ZoneRow[] }>(request, token, `/groups/${groupId}/zones`, { sort: 'id', limit: 20, pql: 'kind equals forward' });
  for (const zone of zones.data) {
    const { meta } = await apiGet<RecordPage>(request, token, `/groups/${groupId}/zones/${zone.id}/records`, { limit: 1 });
    if (meta.total >= largeZoneSize) return { ...zone, total: meta.total };
  }
  throw new Error(`No zone of ${largeZoneSize} records: is SEED_LARGE_ZONE set in playwright.config.ts?`);
}

/** The record set a page of records ends with, in the editor's order. */
const lastSetOf = (records: readonly RecordRow[]) => {
  const last = [...records].sort(compareRecordSets).at(-1)!;
  return `${last.name} ${last.type}`;
};

test('a zone of 10 000 records opens a page at a time, shows its total, scrolls to its end and narrows to one set by a filter', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await largeZone(page.request, accessToken, groupId);
  const recordsPath = `/groups/${groupId}/zones/${zone.id}/records`;
  const firstPage = await apiGet<RecordPage>(page.request, accessToken, recordsPath, { sort: 'name,type', limit: pageSize, page: 1 });
  const lastPage = Math.ceil(zone.total / pageSize);
  const finalPage = await apiGet<RecordPage>(page.request, accessToken, recordsPath, { sort: 'name,type', limit: pageSize, page: lastPage });
  const wanted = (await apiGet<RecordPage>(page.request, accessToken, recordsPath, { sort: 'name,type', limit: 1, page: Math.floor(zone.total / 2) })).data[0]!;
  const wantedSet = await apiGet<RecordPage>(page.request, accessToken, recordsPath, { pql: `name equals ${wanted.name}`, limit: pageSize });

  const recordCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === recordsPath) recordCalls.push(request);
  });
  await page.goto(`/domains/${zone.domain_id}/dns`);
  const sets = page.locator('[data-record-table] tr[data-record-set]');
  await expect(sets.first()).toBeVisible();
  await expect(sets).toHaveCount(pageSize);
  const total = page.locator('[data-list-total]');
  await expect(total).toHaveText(/ records$/);
  expect(Number((await total.textContent())!.replace(/\D/g, ''))).toBe(zone.total);
  await expect(page.locator('[data-page-status]')).toHaveText(`Page 1 of ${lastPage}`);

  // Scrolled as a reader does, a turn of the wheel at a time, until the page's last record set shows (whether the rows are virtual or not).
  await sets.first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 1000);
    await expect(sets.last()).toHaveAttribute('data-record-set', lastSetOf(firstPage.data), { timeout: 50 });
    await expect(sets.last()).toBeInViewport({ timeout: 50 });
  }).toPass({ intervals: [0], timeout: 15_000 });

  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.locator('[data-page-status]')).toHaveText(`Page ${lastPage} of ${lastPage}`);
  await expect(sets.last()).toHaveAttribute('data-record-set', lastSetOf(finalPage.data));

  await page.getByRole('textbox', { name: 'Filter query (PQL)' }).fill(`name equals ${wanted.name}`);
  await page.getByRole('button', { name: 'Apply query' }).click();
  await expect(sets).toHaveCount(wantedSet.meta.total);
  for (const row of await sets.all()) await expect(row).toHaveAttribute('data-record-set', new RegExp(`^${wanted.name.replace(/\./g, '\\.')} `));
  await expect(total).toHaveText(`${wantedSet.meta.total} ${wantedSet.meta.total === 1 ? 'record' : 'records'}`);

  const limits = recordCalls.map((request) => new URL(request.url()).searchParams.get('limit'));
  expect(limits.length).toBeGreaterThan(0);
  for (const limit of limits) expect(limit !== null && Number(limit) <= pageSize, `a records call asked for limit=${limit}`).toBe(true);
  expect(problems).toEqual([]);
});
