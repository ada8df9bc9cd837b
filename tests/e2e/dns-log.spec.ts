/**
 * A domain's DNS log (/domains/{id}/dns-log): a publish made through the zone API shows with its
 * serials and counts, and opens the record sets it changed; a domain without a zone says so.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';

type Row = Record<string, unknown>;

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const answer = await request.fetch(`${e2eApiBase}/${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  return { status: answer.status(), body: (answer.status() === 204 ? {} : await answer.json()) as T };
}

test('a publish shows in its domain’s DNS log with its serials and counts, and opens what it changed', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zones = await api<{ data: Row[] }>(page.request, accessToken, 'GET', `groups/${groupId}/zones?limit=1&sort=-name&pql=${encodeURIComponent('domain_id greater_than 0 and kind equals forward')}`);
  const zone = zones.body.data[0]!;
  const zonePath = `groups/${groupId}/zones/${String(zone.id)}`;
  const name = `log-e2e-${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.repeatEachIndex}`;
  await api(page.request, accessToken, 'DELETE', `${zonePath}/draft`);
  expect((await api(page.request, accessToken, 'POST', `${zonePath}/draft/changes`, { action: 'create', record: { name, type: 'TXT', ttl: 3600, content: '"dns log e2e"' } })).status).toBe(201);
  // Another worker may publish in between: plan again on a stale serial.
  let published: { status: number; body: Row } = { status: 0, body: {} };
  for (let attempt = 0; attempt < 5 && published.status !== 200; attempt += 1) {
    const plan = await api<Row>(page.request, accessToken, 'GET', `${zonePath}/plan`);
    published = await api<Row>(page.request, accessToken, 'POST', `${zonePath}/publish`, { base_serial: plan.body.base_serial, draft_version: plan.body.draft_version, confirm: (plan.body.warnings as Row[]).map((warning) => warning.code) });
  }
  expect(published.status).toBe(200);
  const { serial, previous_serial: previous } = published.body as { serial: number; previous_serial: number };

  await page.goto(`/domains/${String(zone.domain_id)}/dns-log`);
  await waitForBoot(page);
  const entry = page.locator(`[data-publish="${serial}"]`);
  await expect(entry.locator('[data-serials]')).toHaveText(`Serial ${previous} → ${serial}`);
  await expect(entry).toContainText('1 record set created');
  await expect(entry).toContainText('admin');
  await entry.getByRole('button', { name: 'Show changes' }).click();
  const change = entry.locator('[data-change="create"]').filter({ hasText: name });
  await expect(change).toContainText('TXT');
  await expect(change).toContainText('"dns log e2e"');
  await expect(entry.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});

test('a domain without a DNS zone says it has no DNS log', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domains = await api<{ data: Row[] }>(page.request, accessToken, 'GET', `groups/${groupId}/domains?limit=200&fields=id`);
  const zones = await api<{ data: Row[] }>(page.request, accessToken, 'GET', `groups/${groupId}/zones?limit=1000&fields=domain_id`);
  const zoned = new Set(zones.body.data.map((row) => row.domain_id));
  const unzoned = domains.body.data.find((domain) => !zoned.has(domain.id))!;
  await page.goto(`/domains/${String(unzoned.id)}/dns-log`);
  await waitForBoot(page);
  await expect(page.locator('[data-no-zone]')).toContainText('no DNS zone');
});
