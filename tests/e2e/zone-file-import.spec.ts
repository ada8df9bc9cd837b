/**
 * Zone files (issue "Zone files"): a pasted file is checked as it is typed, each mistake shown
 * at its line; once fixed it is staged (merge), its plan reviewed and published; an exported
 * zone re-imports (replace) to an empty plan; several files at once each get their state. Each
 * test works in zones of its own (picked by test slot and repeat), so parallel workers and
 * repeats never share one.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';

interface ZoneRow {
  id: number;
  domain_id: number;
  name: string;
}

/** Forward zones with a domain, past those the zone editor's and dns-zone-trust's tests take: four per repeat. */
async function zoneFor(request: APIRequestContext, token: string, groupId: string, slot: number, testInfo: TestInfo): Promise<ZoneRow> {
  const index = 60 + testInfo.repeatEachIndex * 4 + slot;
  const answer = await request.get(`${e2eApiBase}/groups/${groupId}/zones`, {
    headers: { authorization: `Bearer ${token}` },
    params: { sort: 'id', limit: 1, page: index + 1, fields: 'id,domain_id,name', pql: 'kind equals forward and domain_id greater_than 0' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const zone = ((await answer.json()) as { data: ZoneRow[] }).data[0];
  if (!zone) throw new Error(`The e2e seed has no forward zone number ${index}`);
  await request.delete(`${e2eApiBase}/groups/${groupId}/zones/${zone.id}/draft`, { headers: { authorization: `Bearer ${token}` } });
  return zone;
}

test('paste a file with two mistakes, fix them, merge, leave one record set out of the plan and publish: the records are in the editor', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, 0, testInfo);
  const file = (address: string, quote: string) => [
    `$ORIGIN ${zone.name}.`,
    '$TTL 1h',
    `e2e-import   IN A    ${address}`,
    '             IN AAAA 2001:db8::10',
    `_e2e-import  IN TXT  "imported from a file${quote}`,
    `e2e-alias    300 IN CNAME e2e-import`,
  ].join('\n');

  await page.goto('/domains/bind-import');
  const text = page.getByLabel('Zone file', { exact: true });
  await text.fill(file('192.0.2.300', ''));
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue(zone.name);
  await expect(page.locator('[data-domain-note]')).toHaveText('Found from the file’s $ORIGIN');
  const errors = page.locator('[data-zone-file-problems="error"] li');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toHaveAttribute('data-problem-line', '3');
  await expect(errors.nth(0)).toContainText('Line 3, column 22');
  await expect(errors.nth(0)).toContainText('not an IPv4 address');
  await expect(errors.nth(1)).toHaveAttribute('data-problem-line', '5');
  await expect(errors.nth(1)).toContainText('a quotation mark opened here is not closed');
  await expect(page.getByRole('button', { name: 'Preview the changes' })).toBeDisabled();

  // A problem's place puts the cursor on its line.
  await errors.nth(1).getByRole('button', { name: 'Line 5, column 22' }).click();
  await expect(text).toBeFocused();
  expect(await text.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toBe('"imported from a file');

  await text.fill(file('192.0.2.30', '"'));
  await expect(page.locator('[data-check-status]')).toHaveText('4 records · 0 problems');
  await expect(errors).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Merge' })).toBeChecked();
  await page.getByRole('button', { name: 'Preview the changes' }).click();

  await expect(page.locator('[data-plan-counts]')).toContainText('created: 4, modified: 0, deleted: 0');
  // Accepted but one record set: the AAAA is left out of the draft, and the plan is made again.
  await page.getByRole('button', { name: 'Leave out the changes to e2e-import AAAA' }).click();
  await expect(page.locator('[data-plan-counts]')).toContainText('created: 3, modified: 0, deleted: 0');
  await expect(page.locator('[data-plan-change="create e2e-import AAAA"]')).toHaveCount(0);
  await expect(page.locator('[data-plan-change="create e2e-import A"]')).toContainText('3600 192.0.2.30');
  await expect(page.locator('[data-plan-change="create e2e-alias CNAME"]')).toContainText(`300 e2e-import.${zone.name}.`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-import-published]')).toContainText(`Published: ${zone.name} is now at serial`);

  await page.getByRole('link', { name: 'Open the zone editor' }).click();
  await expect(page).toHaveURL(`/domains/${zone.domain_id}/dns`);
  await expect(page.locator('[data-record-set="e2e-import A"]')).toContainText('192.0.2.30');
  await expect(page.locator('[data-record-set="_e2e-import TXT"]')).toContainText('imported from a file');
  await expect(page.locator('[data-record-set="e2e-import AAAA"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('export a zone, import the file in replace mode: the plan is empty', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, 1, testInfo);

  await page.goto(`/domains/${zone.domain_id}/dns`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Zone file of the live zone' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${zone.name}.zone`);
  const exported = await readFile((await saved.path())!, 'utf8');
  expect(exported).toContain(`$ORIGIN ${zone.name}.`);

  await page.getByRole('link', { name: 'Import a zone file' }).click();
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue(zone.name);
  await page.getByLabel('Zone file', { exact: true }).fill(exported);
  await expect(page.locator('[data-check-status]')).toContainText('0 problems');
  await page.getByRole('radio', { name: 'Replace' }).check();
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.locator('[data-plan-counts]')).toContainText('created: 0, modified: 0, deleted: 0');
  await expect(page.getByText('Nothing to publish: the draft is the same as the live zone.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('add two files at once: one is ready, one has problems; previewing the ready one stages its plan', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, 2, testInfo);

  await page.goto('/domains/bind-import');
  await page.locator('[data-file-input]').setInputFiles([
    { name: `${zone.name}.zone`, mimeType: 'text/plain', buffer: Buffer.from(`$ORIGIN ${zone.name}.\ne2e-batch 3600 IN A 192.0.2.44\n`) },
    { name: 'broken.zone', mimeType: 'text/plain', buffer: Buffer.from(`$ORIGIN ${zone.name}.\n$INCLUDE other.zone\ne2e-bad 3600 IN MX mail\n`) },
  ]);
  const ready = page.locator(`[data-import-file="${zone.name}.zone"]`);
  const broken = page.locator('[data-import-file="broken.zone"]');
  await expect(ready.locator('[data-import-state]')).toHaveText('Ready');
  await expect(broken.locator('[data-import-state]')).toHaveText('Has problems');
  await expect(page.locator('[data-import-summary]')).toHaveText('1 ready, 1 with problems, 0 staged, 0 published');

  await broken.getByRole('button', { name: 'broken.zone', exact: true }).click();
  await expect(page.locator('[data-zone-file-problems="error"] li')).toHaveCount(2);
  await expect(page.locator('[data-zone-file-problems="error"]')).toContainText('$INCLUDE is not supported');

  await page.getByRole('button', { name: 'Preview 1 ready file' }).click();
  await expect(ready.locator('[data-import-state]')).toHaveText('Plan ready');
  await ready.getByRole('button', { name: `${zone.name}.zone`, exact: true }).click();
  await expect(page.locator('[data-plan-change="create e2e-batch A"]')).toContainText('192.0.2.44');
  expect(problems).toEqual([]);
});

test('a file with bad lines is imported without them when the user chooses so, each line left out listed', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, 3, testInfo);

  await page.goto('/domains/bind-import');
  await page.getByLabel('Zone file', { exact: true }).fill([
    `$ORIGIN ${zone.name}.`,
    '$TTL 1h',
    'e2e-skip-good  IN A   192.0.2.31',
    'e2e-skip-bad   IN A   192.0.2.300',
    'e2e-skip-text  IN TXT "kept"',
    '$INCLUDE other.zone',
  ].join('\n'));
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue(zone.name);
  await expect(page.locator('[data-zone-file-problems="error"] li')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Preview the changes' })).toBeDisabled();
  const offer = page.locator('[data-skip-bad-lines]');
  await expect(offer).toContainText('Lines 4, 6 have problems. The file can be imported without them');
  await offer.getByRole('button', { name: 'Import without the 2 bad lines' }).click();

  await expect(page.locator('[data-plan-counts]')).toContainText('created: 2, modified: 0, deleted: 0');
  await expect(page.locator('[data-plan-change="create e2e-skip-good A"]')).toContainText('192.0.2.31');
  await expect(page.locator('[data-plan-change="create e2e-skip-text TXT"]')).toContainText('kept');
  await expect(page.locator('[data-plan-change="create e2e-skip-bad A"]')).toHaveCount(0);
  const left = page.locator('[data-zone-file-problems="notice"]');
  await expect(left.getByRole('heading')).toHaveText('2 lines left out');
  await expect(left.locator('li')).toHaveCount(2);
  await expect(left.locator('li').nth(0)).toContainText('Line 4, column 23');
  await expect(left.locator('li').nth(0)).toContainText('not an IPv4 address');
  await expect(left.locator('li').nth(1)).toContainText('Line 6, column 1');
  await expect(left.locator('li').nth(1)).toContainText('$INCLUDE is not supported');
  expect(problems).toEqual([]);
});
