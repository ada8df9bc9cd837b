/**
 * The zone editor at /domains/{id}/dns (issue "DNS zone editor", items 2 and 3): changes are
 * staged in the draft, reviewed as a plan and published; a publish made meanwhile by someone
 * else shows as a conflict with the new plan and keeps the draft. Each test works in a zone of
 * its own (picked by test and repeat), so parallel workers and repeats never share one.
 */
import { expect, test } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs, storedSessionOf } from './signed-in.ts';
import { publishRecords, zoneFor } from './zone-fixtures.ts';

test('stage an MX, a long TXT and a deletion, review the plan and publish: the new serial shows', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, 30 + testInfo.repeatEachIndex * 2);
  const serial = await publishRecords(page.request, accessToken, groupId, zone.id, [
    { name: 'e2e-a', type: 'A', ttl: 3600, content: '192.0.2.10' },
    { name: 'e2e-txt', type: 'TXT', ttl: 3600, content: '"hello"' },
  ]);

  await page.goto(`/domains/${zone.domain_id}/dns`);
  await expect(page.locator('[data-zone-serial]')).toHaveText(String(serial));
  await expect(page.locator('[data-name-servers] li').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a record' }).click();
  const panel = page.getByRole('dialog', { name: 'Add a record' });
  await panel.getByLabel('Name', { exact: true }).fill('e2e-mx');
  await panel.getByLabel('Type').selectOption('MX');
  // A field says what is wrong once it was written in, or once staging is tried: not before.
  await expect(panel.getByLabel('Exchange')).toBeVisible();
  await expect(panel.locator('[data-field-problem]')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Stage the change' }).click();
  await expect(panel.locator('[data-field-problem="priority"]')).toBeVisible();
  await panel.getByLabel('Preference').fill('10');
  await panel.getByLabel('Exchange').fill('-mail.example.net.');
  await expect(panel.locator('[data-field-problem="exchange"]')).toBeVisible();
  await panel.getByLabel('Exchange').fill('mail.example.net.');
  await expect(panel.locator('[data-field-problem]')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Stage the change' }).click();
  await expect(page.locator('[data-record-set="e2e-mx MX"]')).toHaveAttribute('data-mark', 'new');

  const longText = `site-verification=${'a1b2c3'.repeat(50)}`;
  await page.locator('[data-record-set="e2e-txt TXT"]').getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the record' });
  await editor.getByLabel('Text').fill(longText);
  await expect(editor.locator('[data-txt-length]')).toContainText(`${longText.length} bytes`);
  await editor.getByRole('button', { name: 'Stage the change' }).click();
  await expect(page.locator('[data-record-set="e2e-txt TXT"]')).toHaveAttribute('data-mark', 'changed');

  await page.locator('[data-record-set="e2e-a A"]').getByRole('button', { name: /^Delete/ }).click();
  await expect(page.locator('[data-record-set="e2e-a A"]')).toHaveAttribute('data-mark', 'deleted');
  await expect(page.locator('[data-change-bar]')).toContainText('Changes waiting to be published: 3');

  await page.getByRole('button', { name: 'Review and publish' }).click();
  await expect(page.locator('[data-plan-change="create e2e-mx MX"]')).toContainText('mail.example.net.');
  await expect(page.locator('[data-plan-change="modify e2e-txt TXT"]')).toContainText('"hello"');
  await expect(page.locator('[data-plan-change="delete e2e-a A"]')).toContainText('192.0.2.10');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.locator('[data-zone-serial]')).not.toHaveText(String(serial));
  const newSerial = Number(await page.locator('[data-zone-serial]').textContent());
  expect(newSerial).toBeGreaterThan(serial);
  await expect(page.locator('[data-change-bar]')).toHaveCount(0);
  await expect(page.locator('[data-record-set="e2e-mx MX"]')).not.toHaveAttribute('data-mark');
  await expect(page.locator('[data-record-set="e2e-a A"]')).toHaveCount(0);

  const records = await page.request.get(`${e2eApiBase}/groups/${groupId}/zones/${zone.id}/records`, {
    headers: { authorization: `Bearer ${accessToken}` }, params: { pql: 'name equals e2e-txt', limit: 5 },
  });
  const txt = ((await records.json()) as { data: { content: string }[] }).data[0];
  expect(txt?.content).toBe(`"${longText.slice(0, 255)}" "${longText.slice(255)}"`);
  expect(problems).toEqual([]);
});

test('a publish made meanwhile shows as a conflict with the new plan, and the draft stays', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await zoneFor(page.request, accessToken, groupId, 31 + testInfo.repeatEachIndex * 2);
  await page.request.delete(`${e2eApiBase}/groups/${groupId}/zones/${zone.id}/draft`, { headers: { authorization: `Bearer ${accessToken}` } });

  await page.goto(`/domains/${zone.domain_id}/dns`);
  await page.getByRole('button', { name: 'Add a record' }).click();
  const panel = page.getByRole('dialog', { name: 'Add a record' });
  await panel.getByLabel('Name', { exact: true }).fill('e2e-mine');
  await panel.getByLabel('Address').fill('192.0.2.20');
  await panel.getByRole('button', { name: 'Stage the change' }).click();
  await page.getByRole('button', { name: 'Review and publish' }).click();
  await expect(page.locator('[data-plan-change="create e2e-mine A"]')).toBeVisible();

  // Another user (staff, with a draft of their own) publishes the zone first.
  const staff = await storedSessionOf(page.request, 'staff');
  const otherSerial = await publishRecords(page.request, staff.accessToken, groupId, zone.id, [{ name: 'e2e-theirs', type: 'A', ttl: 3600, content: '192.0.2.30' }]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-stale-plan]')).toContainText('published by someone else');
  await expect(page.locator('[data-plan]')).toContainText(`Against serial ${otherSerial}`);
  await expect(page.locator('[data-plan-change="create e2e-mine A"]')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-record-set="e2e-mine A"]')).toBeVisible();
  await expect(page.locator('[data-zone-serial]')).not.toHaveText(String(otherSerial));
  // The browser logs the refused publish itself; nothing else may reach the console.
  expect(problems.filter((problem) => !problem.includes('status of 409 (Conflict)'))).toEqual([]);
});
