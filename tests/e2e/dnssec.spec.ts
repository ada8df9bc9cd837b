/**
 * DNSSEC at /domains/{id}/dnssec (issue "DNS zone editor", item 4): turning it on publishes a KSK
 * and a ZSK and puts the KSK's DS at the registry, with the steps shown; the DS record copies as
 * one line; a KSK rollover replaces the DS; turning it off empties the registry. Each repeat works
 * on a zone of its own.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { api } from './list-screen.ts';
import { signInAs } from './signed-in.ts';
import { showColorScheme } from './color-scheme.ts';

interface ZoneRow { id: number; domain_id: number | null; name: string }
interface View { state: string; domain: { status: string; dnssec_supported: boolean } | null; ds: { key_tag: number; digest: string }[] }

/** An unsigned zone whose registry takes DS records, far down the list and one per repeat. */
async function unsignedZone(page: Page, token: string, groupId: string, repeat: number): Promise<ZoneRow> {
  const pql = encodeURIComponent('kind equals forward and dnssec_status equals unsigned');
  const zones = await api<{ data: ZoneRow[] }>(page, token, `/groups/${groupId}/zones?sort=-id&limit=60&fields=id,domain_id,name&pql=${pql}`);
  const usable: ZoneRow[] = [];
  for (const zone of zones.data) {
    if (zone.domain_id === null) continue;
    const view = await api<View>(page, token, `/groups/${groupId}/zones/${zone.id}/dnssec`);
    if (view.state === 'unsigned' && view.domain?.dnssec_supported && view.domain.status === 'active') usable.push(zone);
    if (usable.length > repeat) return usable[repeat]!;
  }
  throw new Error('The e2e seed has too few unsigned zones under a registry with DNSSEC');
}

test('turn DNSSEC on, copy the DS, roll the KSK and turn it off again: the registry follows each step', async ({ page, context }, testInfo) => {
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const zone = await unsignedZone(page, accessToken, groupId, testInfo.repeatEachIndex);

  await page.goto(`/domains/${zone.domain_id}/dnssec`);
  await waitForBoot(page);
  const state = page.locator('[data-dnssec-state]');
  await expect(state).toHaveAttribute('data-dnssec-state', 'unsigned');
  await expect(state).toHaveText('Not signed');
  await expect(page.getByText('No keys: the zone is not signed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(zone.name);

  await page.getByRole('button', { name: 'Turn on DNSSEC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on DNSSEC?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Turn on DNSSEC' }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toHaveAttribute('data-dnssec-state', 'signed');

  const keys = page.locator('[data-dnssec-keys] tbody tr');
  await expect(keys).toHaveCount(2);
  const ksk = page.locator('[data-dnssec-keys] tr[data-key-type="KSK"][data-key-status="active"]');
  const kskTag = Number(await ksk.getAttribute('data-key-tag'));
  await expect(ksk).toContainText('13 ECDSAP256SHA256');
  const steps = page.locator('[data-dnssec-steps]');
  await expect(steps.locator('li')).toHaveText([
    'State: Signing', `KSK ${kskTag} published in the zone (DNSKEY)`, /^ZSK \d+ published in the zone \(DNSKEY\)$/,
    /^ZSK \d+ now signs$/, `KSK ${kskTag} now signs`, `DS of key ${kskTag} added at the registry (registrar.domain.ds.update)`, 'State: Signed',
  ]);

  const ds = page.locator('[data-ds-records] tbody tr');
  await expect(ds).toHaveCount(1);
  await expect(ds.first()).toHaveAttribute('data-ds-tag', String(kskTag));
  const stored = await api<View>(page, accessToken, `/groups/${groupId}/zones/${zone.id}/dnssec`);
  await ds.first().getByRole('button', { name: `Copy the DS record of key ${kskTag}` }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${zone.name}. IN DS ${kskTag} 13 2 ${stored.ds[0]!.digest}`);

  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id), colorScheme).toEqual([]);
  }

  await page.reload();
  await waitForBoot(page);
  await expect(state).toHaveAttribute('data-dnssec-state', 'signed');
  await page.getByRole('button', { name: 'Roll the KSK' }).click();
  await page.getByRole('dialog', { name: 'Roll the key-signing key?' }).getByRole('button', { name: 'Roll the KSK' }).click();
  await expect(page.locator(`[data-dnssec-keys] tr[data-key-tag="${kskTag}"]`)).toHaveAttribute('data-key-status', 'retired');
  const newTag = Number(await ksk.getAttribute('data-key-tag'));
  expect(newTag).not.toBe(kskTag);
  await expect(ds).toHaveCount(1);
  await expect(ds.first()).toHaveAttribute('data-ds-tag', String(newTag));

  await page.getByRole('button', { name: 'Turn off DNSSEC' }).click();
  await page.getByRole('dialog', { name: 'Turn off DNSSEC?' }).getByRole('button', { name: 'Turn off DNSSEC' }).click();
  await expect(state).toHaveAttribute('data-dnssec-state', 'unsigned');
  await expect(page.getByText('No DS record at the registry.')).toBeVisible();
  await expect(page.locator('[data-dnssec-steps] li').first()).toHaveText('State: Turning off');
  expect(problems).toEqual([]);
});

test('a domain whose DNS is elsewhere takes DS records by hand: a wrong digest is refused on its field, a right one is added, then removed', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const pql = encodeURIComponent('dns_managed equals false and status equals active');
  const domains = await api<{ data: { id: number; name: string }[] }>(page, accessToken, `/groups/${groupId}/domains?sort=-id&limit=10&fields=id,name&pql=${pql}`);
  const domain = domains.data[testInfo.repeatEachIndex];
  expect(domain, 'the e2e seed has domains whose DNS is elsewhere').toBeDefined();
  const zones = await api<{ meta: { total: number } }>(page, accessToken, `/groups/${groupId}/zones?limit=1&pql=${encodeURIComponent(`domain_id equals ${domain!.id}`)}`);
  expect(zones.meta.total).toBe(0);
  const tag = String(10_000 + testInfo.repeatEachIndex * 7 + (domain!.id % 7));

  await page.goto(`/domains/${domain!.id}/dnssec`);
  await waitForBoot(page);
  await expect(page.getByRole('heading', { name: 'DNSSEC where the DNS is elsewhere' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a DS record' });
  await form.getByLabel('Key tag').fill(tag);
  await form.getByLabel('Digest', { exact: true }).fill('ABCDEF');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.locator('[data-ds-problems]')).toContainText('Digest: 64 hexadecimal digits for SHA-256 (6 given)');
  await expect(page.locator(`[data-ds-records] tr[data-ds-tag="${tag}"]`)).toHaveCount(0);

  const digest = 'AB'.repeat(32);
  await form.getByLabel('Digest', { exact: true }).fill(digest);
  await form.getByRole('button', { name: 'Add' }).click();
  const row = page.locator(`[data-ds-records] tr[data-ds-tag="${tag}"]`);
  await expect(row).toContainText(digest);
  await expect(row).toContainText('13 ECDSAP256SHA256');
  await expect(form.locator('[data-ds-problems]')).toHaveCount(0);

  await row.getByRole('button', { name: `Remove ${tag}` }).click();
  await page.getByRole('dialog', { name: `Remove the DS of key ${tag}?` }).getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  expect(problems).toEqual([]);
});
