/**
 * The zone editor keeps its promise at the edges (DESIGN.md section 12, "no lost update"):
 * Discard and Restore ask first and can be undone; a teammate's publish of a record I changed
 * shows as a conflict, resolved in the plan; a record is staged with the keyboard alone and focus
 * comes back where it was. Each test has a zone of its own (by test and repeat).
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';
import { publishRecords, zoneFor, type ZoneRow } from './zone-fixtures.ts';

const zoneIndex = (slot: number, repeat: number) => 40 + repeat * 4 + slot;

async function stageThroughApi(page: Page, token: string, groupId: string, zone: ZoneRow, change: object) {
  const answer = await page.request.post(`${e2eApiBase}/groups/${groupId}/zones/${zone.id}/draft/changes`, { headers: { authorization: `Bearer ${token}` }, data: change });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('Discard asks first, and Undo brings the draft back', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, zoneIndex(0, testInfo.repeatEachIndex));
  await publishRecords(page.request, accessToken, groupId, zone.id, [{ name: 'e2e-keep', type: 'A', ttl: 3600, content: '192.0.2.40' }]);
  await stageThroughApi(page, accessToken, groupId, zone, { action: 'create', record: { name: 'e2e-one', type: 'A', ttl: 3600, content: '192.0.2.41' } });
  await stageThroughApi(page, accessToken, groupId, zone, { action: 'create', record: { name: 'e2e-two', type: 'A', ttl: 3600, content: '192.0.2.42' } });

  await page.goto(`/domains/${zone.domain_id}/dns`);
  const bar = page.locator('[data-change-bar]');
  await expect(bar).toContainText('Changes waiting to be published: 2');
  // A plain search finds a record by name, and writes the filter it used.
  const search = page.getByRole('search', { name: 'Search records' });
  await search.getByRole('searchbox').fill('e2e-keep');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page.locator('[data-list-total]')).toHaveText('1 record');
  await expect(page.locator('[data-record-set="e2e-keep A"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Filter query (PQL)' })).toHaveValue('name contains e2e-keep');
  await bar.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard your draft?' });
  await expect(dialog).toContainText('2 staged changes');
  await dialog.getByRole('button', { name: 'Keep the draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText('Changes waiting to be published: 2');

  await bar.getByRole('button', { name: 'Discard' }).click();
  await dialog.getByRole('button', { name: 'Discard 2 changes' }).click();
  await expect(bar).toHaveCount(0);
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toContainText('Your draft of 2 changes was discarded.');
  await snackbar.getByRole('button', { name: 'Undo' }).click();
  await expect(bar).toContainText('Changes waiting to be published: 2');
  await expect(page.locator('[data-record-set="e2e-one A"]')).toHaveAttribute('data-mark', 'new');
  expect(problems).toEqual([]);
});

test('Restore over a draft asks first, and its plan says which serial it restores', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, zoneIndex(1, testInfo.repeatEachIndex));
  const older = await publishRecords(page.request, accessToken, groupId, zone.id, [{ name: 'e2e-v1', type: 'A', ttl: 3600, content: '192.0.2.50' }]);
  const live = await publishRecords(page.request, accessToken, groupId, zone.id, [{ name: 'e2e-v2', type: 'A', ttl: 3600, content: '192.0.2.51' }]);
  await stageThroughApi(page, accessToken, groupId, zone, { action: 'create', record: { name: 'e2e-draft', type: 'A', ttl: 3600, content: '192.0.2.52' } });

  await page.goto(`/domains/${zone.domain_id}/dns`);
  await expect(page.locator('[data-change-bar]')).toContainText('Changes waiting to be published: 1');
  await page.locator('[data-versions] summary').click();
  await expect(page.locator(`[data-version="${live}"] [data-live-version]`)).toHaveText('Live');
  await page.getByRole('button', { name: `Restore serial ${older}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your draft?' });
  await expect(dialog).toContainText(`Restoring serial ${older} replaces your draft of 1 staged change`);
  await dialog.getByRole('button', { name: 'Replace and restore' }).click();

  await expect(page.locator('[data-plan-restores]')).toContainText(`This plan restores serial ${older}`);
  await expect(page.locator('[data-plan-change="delete e2e-v2 A"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review the changes' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('a teammate’s publish of a record I changed is a conflict in the plan, resolved by keeping mine', async ({ page, browser }, testInfo) => {
  // Two browsers, two sign-ins and two publishes: twice a one-browser test's work.
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, zoneIndex(2, testInfo.repeatEachIndex));
  await publishRecords(page.request, accessToken, groupId, zone.id, [{ name: 'e2e-shared', type: 'A', ttl: 3600, content: '192.0.2.60' }]);

  // I change the record's address.
  await page.goto(`/domains/${zone.domain_id}/dns`);
  await page.locator('[data-record-set="e2e-shared A"]').getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the record' });
  await editor.getByLabel('Address').fill('192.0.2.61');
  await editor.getByRole('button', { name: 'Stage the change' }).click();
  await expect(page.locator('[data-record-set="e2e-shared A"]')).toHaveAttribute('data-mark', 'changed');

  // A teammate (staff, in a browser of their own, acting in this account) changes its TTL and publishes.
  const theirs = await browser.newContext();
  const teammate = await theirs.newPage();
  await signInAs(teammate, 'staff');
  await teammate.goto(`/domains/${zone.domain_id}/dns?context=${groupId}`);
  await teammate.locator('[data-record-set="e2e-shared A"]').getByRole('button', { name: /^Edit/ }).click();
  const theirEditor = teammate.getByRole('dialog', { name: 'Edit the record' });
  await theirEditor.getByLabel('TTL').fill('1800');
  await theirEditor.getByRole('button', { name: 'Stage the change' }).click();
  await teammate.getByRole('button', { name: 'Review and publish' }).click();
  await teammate.getByRole('button', { name: 'Publish' }).click();
  await expect(teammate.getByTestId('snackbar')).toContainText('Published');
  await theirs.close();

  // My plan shows the conflict: who, theirs and mine; publishing waits for a choice.
  await page.reload();
  await expect(page.locator('[data-conflict-count]')).toContainText('1 in conflict');
  await expect(page.locator('[data-record-set="e2e-shared A"]')).toHaveAttribute('data-mark', 'conflict');
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const conflicts = page.locator('[data-plan-conflicts]');
  await expect(conflicts).toContainText('staff changed it');
  await expect(conflicts).toContainText('1800 A 192.0.2.60');
  await expect(conflicts).toContainText('3600 A 192.0.2.61');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await conflicts.getByRole('button', { name: /^Keep my change/ }).click();
  await expect(conflicts).toHaveCount(0);
  await expect(page.locator('[data-plan-change="modify e2e-shared A"]')).toContainText('192.0.2.61');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-change-bar]')).toHaveCount(0);

  const records = await page.request.get(`${e2eApiBase}/groups/${groupId}/zones/${zone.id}/records`, {
    headers: { authorization: `Bearer ${accessToken}` }, params: { pql: 'name equals e2e-shared', limit: 5 },
  });
  expect(((await records.json()) as { data: { content: string }[] }).data.map((record) => record.content)).toEqual(['192.0.2.61']);
  expect(problems).toEqual([]);
});

test('a record is staged with the keyboard alone; focus stays in the panel and comes back to where it was', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, zoneIndex(3, testInfo.repeatEachIndex));
  await page.request.delete(`${e2eApiBase}/groups/${groupId}/zones/${zone.id}/draft`, { headers: { authorization: `Bearer ${accessToken}` } });
  await page.goto(`/domains/${zone.domain_id}/dns`);

  const add = page.getByRole('button', { name: 'Add a record' });
  await add.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Add a record' });
  const name = panel.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  // Escape closes it and gives focus back to its opener.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  // Shift+Tab from the first field stays inside the panel.
  await page.keyboard.press('Shift+Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await name.focus();
  await page.keyboard.type('e2e-keys');
  const address = panel.getByLabel('Address');
  for (let step = 0; step < 8 && !(await address.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(address).toBeFocused();
  await page.keyboard.type('192.0.2.70');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-record-set="e2e-keys A"]')).toHaveAttribute('data-mark', 'new');
  await expect(add).toBeFocused();

  // Numbers with names are picked by name (a TLSA record's usage), and a TTL is typed as a duration.
  await page.keyboard.press('Enter');
  await panel.getByLabel('Type').selectOption('TLSA');
  const usage = panel.getByLabel('Certificate usage');
  await expect(usage.locator('option', { hasText: '3 DANE-EE' })).toHaveCount(1);
  await usage.selectOption('3');
  await panel.getByLabel('TTL').fill('1h30m');
  await expect(panel.locator('[data-ttl-hint]')).toContainText('5400');
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});
