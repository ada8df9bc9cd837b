/**
 * Domain lifecycle (issue "Domain lifecycle"): search three names and order the available one;
 * renew a domain; lock it and unlock it through an approval; change the registrant of two
 * domains and approve it from the mailed link in a browser that never signed in; an expired
 * and a used link each say so. Each test works on domains of its own (picked by test slot and
 * repeat), so parallel workers and repeats never share one.
 */
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { e2eApiBase, e2eDatabasePath } from './e2e-environment.ts';
import { approvalLinkWithStatus } from './route-addresses.ts';
import { signInAs } from './signed-in.ts';

interface DomainRow {
  id: number;
  name: string;
  expires_at: string;
  registrant_contact_id: number | null;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Active .com domains of the account, in a block of its own per test slot and repeat: the list
 * is read by ascending id past the first ten (other specs read those), so domains this spec
 * registers (new, larger ids) and locks it changes never move another test's block.
 */
async function domainsFor(
  request: APIRequestContext, token: string, groupId: string, options: { slot: number; count: number; unlocked?: boolean }, testInfo: TestInfo,
): Promise<DomainRow[]> {
  const blockSize = 4;
  const answer = await request.get(`${e2eApiBase}/groups/${groupId}/domains`, {
    headers: auth(token),
    params: { sort: 'id', limit: 100, fields: 'id,name,expires_at,registrant_contact_id,registry_lock', pql: 'tld equals com and status equals active' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const rows = ((await answer.json()) as { data: (DomainRow & { registry_lock: boolean })[] }).data;
  // A domain with a request waiting for its approver (the demo seed has some) takes no other.
  const pending = await request.get(`${e2eApiBase}/groups/${groupId}/approval_requests`, {
    headers: auth(token), params: { limit: 200, fields: 'id,domain_id', pql: 'status equals pending' },
  });
  const waiting = new Set(((await pending.json()) as { data: { domain_id: number | null }[] }).data.map((row) => row.domain_id));
  const start = 10 + (options.slot * 3 + testInfo.repeatEachIndex) * blockSize;
  const picked = rows.slice(start, start + blockSize)
    .filter((row) => !waiting.has(row.id) && (!options.unlocked || !row.registry_lock))
    .slice(0, options.count);
  if (picked.length < options.count) throw new Error(`The e2e seed has too few fitting .com domains for slot ${options.slot}, repeat ${testInfo.repeatEachIndex}`);
  return picked;
}

/** The link of the newest approval mail about a domain, as the approver received it. */
function approvalLinkAbout(domainName: string, kind: string): string {
  const db = new DatabaseSync(e2eDatabasePath, { readOnly: true });
  try {
    const mail = db
      .prepare("SELECT body_text AS body FROM mail_outbox WHERE kind = 'approval_request' AND subject LIKE ? ORDER BY id DESC LIMIT 1")
      .get(`%${kind} of ${domainName} %`) as { body: string } | undefined;
    if (!mail) throw new Error(`No approval mail about the ${kind} of ${domainName}`);
    return new URL(/https?:\/\/\S+\/approvals\/[\w-]+/.exec(mail.body)![0]).pathname;
  } finally {
    db.close();
  }
}

/** Opens an approval link in a browser that never signed in and approves it. */
async function approveSignedOut(browser: Browser, path: string): Promise<void> {
  const context = await browser.newContext();
  const approver = await context.newPage();
  const problems = watchConsole(approver);
  await approver.goto(path);
  await expect(approver.getByRole('button', { name: 'Approve' })).toBeVisible();
  await approver.getByLabel('Comment (optional)').fill('Agreed with legal.');
  await approver.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('You approved this request')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
}

async function openRecord(page: Page, domain: DomainRow): Promise<void> {
  await page.goto(`/domains/${domain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: domain.name })).toBeVisible();
  await expect(page.locator('[data-domain-actions]')).toBeVisible();
}

test('search three names, add the available one to the cart, order it and see the order complete', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  // A name no one holds: the simulated registry marks 3 names in 10 as held by third parties, so ask it first.
  const candidates = Array.from({ length: 8 }, (_, index) => `e2e-order-${Date.now().toString(36)}-${testInfo.workerIndex}-${index}.com`);
  const checks = await page.request.post(`${e2eApiBase}/groups/${groupId}/domain_checks`, { headers: auth(accessToken), data: { names: candidates } });
  const free = ((await checks.json()) as { data: { name: string; state: string }[] }).data.find((row) => row.state === 'available')!.name;
  const [own] = await domainsFor(page.request, accessToken, groupId, { slot: 0, count: 1 }, testInfo);

  await page.goto('/domains/search');
  await page.getByRole('textbox', { name: 'Domain names to check' }).fill([own!.name, 'nic.com', free].join('\n'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.locator(`[data-domain-check="${own!.name}"]`)).toHaveAttribute('data-state', 'registered_here');
  await expect(page.locator('[data-domain-check="nic.com"]')).toHaveAttribute('data-state', 'reserved');
  const row = page.locator(`[data-domain-check="${free}"]`);
  await expect(row).toHaveAttribute('data-state', 'available');
  await row.getByRole('button', { name: `Add ${free} to the cart` }).click();
  await expect(page.locator('[data-cart-link]')).toHaveAttribute('data-cart-count', '1');

  await page.locator('[data-cart-link]').click();
  await expect(page).toHaveURL(/\/domains\/order$/);
  await expect(page.getByRole('cell', { name: free, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Place the order for 1 name' }).click();
  const placed = page.locator('[data-placed-order]');
  await expect(placed).toHaveAttribute('data-status', 'completed');

  await placed.locator('[data-order-link]').click();
  await expect(page).toHaveURL(/\/domains\/orders\/\d+$/);
  const item = page.locator(`[data-order-item="${free}"]`);
  await expect(item).toHaveAttribute('data-status', 'completed');
  await item.locator('[data-item-domain]').click();
  await expect(page.getByRole('heading', { level: 1, name: free })).toBeVisible();
  expect(problems).toEqual([]);
});

test('renew a domain: the cost shows first, then the record shows the new expiry', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const [domain] = await domainsFor(page.request, accessToken, groupId, { slot: 1, count: 1 }, testInfo);
  await openRecord(page, domain!);

  await page.locator('[data-action="renew"]').click();
  const dialog = page.getByRole('dialog', { name: `Renew ${domain!.name}` });
  await dialog.locator('[data-renew-years]').selectOption('2');
  await expect(dialog.locator('[data-renew-cost]')).toContainText(/\d/);
  const expected = new Date(domain!.expires_at);
  expected.setUTCFullYear(expected.getUTCFullYear() + 2);
  const newExpiry = (await dialog.locator('[data-renew-expiry]').textContent())!;
  expect(newExpiry).toContain(String(expected.getUTCFullYear()));
  await dialog.getByRole('button', { name: 'Renew now' }).click();
  await expect(page.getByText(`${domain!.name} renewed for 2 years`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: newExpiry }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('lock a domain at the registry, then unlock it through an approval from the mailed link', async ({ page, browser }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const [domain] = await domainsFor(page.request, accessToken, groupId, { slot: 2, count: 1, unlocked: true }, testInfo);
  await openRecord(page, domain!);

  await page.locator('[data-action="lock"]').click();
  await page.getByRole('dialog', { name: `Lock ${domain!.name} at the registry?` }).getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText(`${domain!.name} is now locked at the registry.`)).toBeVisible();

  await page.locator('[data-action="unlock"]').click();
  await page.getByRole('dialog', { name: `Ask to unlock ${domain!.name}?` }).getByRole('button', { name: 'Ask for approval' }).click();
  await expect(page.locator('[data-unlock-waiting]')).toBeVisible();
  await expect(page.locator('[data-action="unlock"]')).toHaveAttribute('aria-disabled', 'true');

  await approveSignedOut(browser, approvalLinkAbout(domain!.name, 'registry unlock'));
  await page.reload();
  await expect(page.locator('[data-action="lock"]')).toBeVisible();
  await expect(page.locator('[data-unlock-waiting]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('change the registrant of two domains: nothing changes until the approver approves from the mail, then both have it', async ({ page, browser }, testInfo) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const domains = await domainsFor(page.request, accessToken, groupId, { slot: 3, count: 2 }, testInfo);
  const contacts = await page.request.get(`${e2eApiBase}/groups/${groupId}/contacts`, {
    headers: auth(accessToken), params: { sort: 'id', limit: 20, fields: 'id,name' },
  });
  const newRegistrant = ((await contacts.json()) as { data: { id: number; name: string }[] }).data
    .find((contact) => domains.every((domain) => domain.registrant_contact_id !== contact.id))!;

  // Chosen in the domains list, whose selection opens Change contacts with them.
  await page.goto(`/domains?pql=${encodeURIComponent(`name equals ${domains.map((domain) => domain.name).join(',')}`)}`);
  for (const domain of domains) await page.getByRole('checkbox', { name: `Select ${domain.name}` }).check();
  await page.getByRole('link', { name: 'Change the contacts of 2…' }).click();
  await expect(page).toHaveURL(/\/domains\/contacts\?ids=\d+,\d+$/);
  expect(new URL(page.url()).searchParams.get('ids')!.split(',').map(Number).sort()).toEqual(domains.map((domain) => domain.id).sort());
  await expect(page.getByText('2 domains chosen')).toBeVisible();
  const registrant = page.getByRole('combobox', { name: 'Registrant' });
  await registrant.fill(newRegistrant.name);
  await page.getByRole('option', { name: new RegExp(newRegistrant.name) }).first().click();
  await page.getByRole('button', { name: 'Change the contacts of 2 domains' }).click();
  for (const domain of domains) {
    await expect(page.locator(`[data-contact-row="${domain.name}"]`)).toHaveAttribute('data-outcome', 'approval');
  }

  // Not applied before the decision.
  await openRecord(page, domains[0]!);
  const shownRegistrant = page.locator('[data-field="registrant_contact_id"] dd');
  await expect(shownRegistrant).toBeVisible();
  await expect(shownRegistrant).not.toContainText(`(#${newRegistrant.id})`);

  for (const domain of domains) await approveSignedOut(browser, approvalLinkAbout(domain.name, 'registrant change'));
  for (const domain of domains) {
    await openRecord(page, domain);
    await expect(page.locator('[data-field="registrant_contact_id"] dd a')).toHaveText(`${newRegistrant.name} (#${newRegistrant.id})`);
  }
  expect(problems).toEqual([]);
});

test('an expired link and a used link each say so on the page, without signing in', async ({ page }) => {
  const problems = watchConsole(page);
  const expired = approvalLinkWithStatus('expired');
  const used = approvalLinkWithStatus('approved');

  await page.goto(expired);
  await expect(page.getByRole('heading', { name: 'This approval link has expired' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.goto(used);
  await expect(page.getByRole('heading', { name: 'This request has already been approved' })).toBeVisible();
  await expect(page.getByText('An approval link works once')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // An unknown link: the API's 404 is the page's to say, not the error screen.
  await page.goto('/approvals/no-such-request-00000000');
  await expect(page.getByRole('heading', { name: 'This approval link is not valid' })).toBeVisible();
  await expect(page.locator('.error-screen')).toHaveCount(0);
  // The expired and the unknown link are the API's 404s (spec section 8), which the browser logs; nothing else is.
  const apiNotFound = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(problems).toEqual([apiNotFound, apiNotFound]);
});

test('a Japanese reader gets the registry’s answer in Japanese', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.context().addCookies([{ name: 'locale', value: 'ja', url: 'http://localhost' }]);
  const { accessToken, groupId } = await signInAs(page, 'admin');
  const [domain] = await domainsFor(page.request, accessToken, groupId, { slot: 4, count: 1 }, testInfo);
  await page.goto(`/domains/${domain!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: domain!.name })).toBeVisible();
  await expect(page.getByText('レジストリの操作')).toBeVisible();
  await page.locator('[data-action="privacy"]').click();
  await expect(page.getByText(new RegExp(`^${domain!.name.replaceAll('.', '\\.')} の WHOIS プライバシーをオ[ンフ]にしました。$`))).toBeVisible();
  expect(problems).toEqual([]);
});
