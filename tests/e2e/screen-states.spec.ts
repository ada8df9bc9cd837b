/**
 * Every screen shows its data's states the kit's way (DESIGN.md section 11): loading while the
 * API is slow, an error with its status and "Try again" when the API fails, the data once it
 * recovers, an empty state for a filter that matches nothing, and nothing alarming when the
 * page is left mid-request.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { api, bodyRows } from './list-screen.ts';
import { signInAs } from './signed-in.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * Holds or fails the API calls `matches` picks: held until `recover()`, or answered 503 (a
 * status the HTTP client retries once, then reports to the screen) after `fail()`.
 */
async function controlApi(page: Page, matches: (path: string) => boolean) {
  let mode: 'hold' | 'fail' | 'pass' = 'hold';
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route((url) => url.origin === e2eApiBase && matches(url.pathname), async (route) => {
    seen += 1;
    if (mode === 'fail') {
      await route.fulfill({
        status: 503,
        headers: { 'access-control-allow-origin': new URL(page.url()).origin },
        json: { statusCode: 503, message: 'The service is down for maintenance.' },
      });
      return;
    }
    if (mode === 'hold') await held;
    await route.fallback();
  });
  return {
    fail: () => (mode = 'fail'),
    recover: () => {
      mode = 'pass';
      release();
    },
    seen: () => seen,
  };
}

const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading…' });
const failure = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });

async function firstDomain(page: Page, token: string, groupId: string): Promise<Row> {
  const list = await api<{ data: Row[] }>(page, token, `/groups/${groupId}/domains?limit=1&sort=id`);
  return list.data[0]!;
}

test.describe('a list screen', () => {
  test('shows its loading state while the API is slow, then the rows', async ({ page }) => {
    const { groupId } = await signInAs(page, 'admin');
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains`);
    await page.goto('/domains');
    await expect(page.locator('tbody tr[data-skeleton]').first()).toBeVisible();
    await expect(loading(page)).toBeAttached();
    await expect(failure(page)).toHaveCount(0);
    control.recover();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
  });

  test('shows an API failure with its status and "Try again", which shows the rows once the API is back', async ({ page }) => {
    const { groupId } = await signInAs(page, 'admin');
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains`);
    control.fail();
    await page.goto('/domains');
    const shown = failure(page);
    await expect(shown).toContainText('The list could not be loaded.');
    await expect(shown).toContainText('Status 503');
    await expect(shown).toContainText('The server could not answer just now.');
    await expect(shown).toContainText('The service is down for maintenance.');
    await expect(page.locator('body[data-app-error]')).toHaveCount(0);

    control.recover();
    await shown.getByRole('button', { name: 'Try again' }).click();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });

  test('a filter that matches nothing shows the empty state, with a way to clear the filter', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto(`/domains?pql=${encodeURIComponent('name equals no-such-domain-anywhere.example')}`);
    await waitForBoot(page);
    const empty = page.locator('[data-kit-empty]');
    await expect(empty).toContainText('Nothing matches this filter.');
    await empty.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/domains\/?$/);
  });

  test('leaving the page mid-request shows no error, and coming back shows the rows', async ({ page }) => {
    const problems = watchConsole(page);
    const { groupId } = await signInAs(page, 'admin');
    // Whatever the leaving page renders is recorded where the next page can read it.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-kit-error], [role="alert"]')) localStorage.setItem('e2e-error-shown', location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains`);
    await page.goto('/domains');
    await expect(loading(page)).toBeAttached();
    await expect.poll(control.seen).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Contacts', exact: true }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/contacts');
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('e2e-error-shown'))).toBeNull();

    control.recover();
    await page.goBack();
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('e2e-error-shown'))).toBeNull();
    expect(problems).toEqual([]);
  });
  test('a page the browser keeps in its cache shows no error for the requests leaving cancelled, and asks again when shown', async ({ page }) => {
    const { groupId } = await signInAs(page, 'admin');
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains`);
    // An address with a query: the list's call goes through the HTTP client from the start.
    await page.goto('/domains?sort=name');
    await expect(loading(page)).toBeAttached();
    await expect.poll(control.seen).toBeGreaterThan(0);

    // What the browser does when it keeps a page it leaves: pagehide (the HTTP client cancels
    // every request then), and pageshow when the user comes back to it.
    const cancelled = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === `/groups/${groupId}/domains`);
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await cancelled;
    await expect(loading(page)).toBeAttached();
    await expect(failure(page)).toHaveCount(0);

    control.recover();
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });
});

test.describe('a record screen', () => {
  test('shows its loading state while the API is slow, then the record', async ({ page }) => {
    const { accessToken, groupId } = await signInAs(page, 'admin');
    const domain = await firstDomain(page, accessToken, groupId);
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains/${domain.id}`);
    await page.goto(`/domains/${domain.id}`);
    await expect(loading(page)).toBeVisible();
    control.recover();
    await expect(page.getByRole('heading', { level: 1, name: String(domain.name) })).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
  });

  test('shows an API failure with "Try again", which shows the record once the API is back', async ({ page }) => {
    const { accessToken, groupId } = await signInAs(page, 'admin');
    const domain = await firstDomain(page, accessToken, groupId);
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains/${domain.id}`);
    control.fail();
    await page.goto(`/domains/${domain.id}`);
    const shown = failure(page);
    await expect(shown).toContainText('The record could not be loaded.');
    await expect(shown).toContainText('Status 503');
    control.recover();
    await shown.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: String(domain.name) })).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });
});

test.describe('a log screen', () => {
  test('shows its loading state while the API is slow, then the entries', async ({ page }) => {
    const { accessToken, groupId } = await signInAs(page, 'admin');
    const domain = await firstDomain(page, accessToken, groupId);
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains/${domain.id}/log`);
    await page.goto(`/domains/${domain.id}/log`);
    await expect(loading(page)).toBeVisible();
    await expect.poll(control.seen).toBeGreaterThan(0);
    control.recover();
    await expect(page.locator('li[data-entry], [data-log-empty]').first()).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
  });

  test('shows an API failure with "Try again", which shows the entries once the API is back', async ({ page }) => {
    const { accessToken, groupId } = await signInAs(page, 'admin');
    const domain = await firstDomain(page, accessToken, groupId);
    const control = await controlApi(page, (path) => path === `/groups/${groupId}/domains/${domain.id}/log`);
    control.fail();
    await page.goto(`/domains/${domain.id}/log`);
    const shown = failure(page);
    await expect(shown).toContainText('Status 503');
    await expect(shown).toContainText('The server could not answer just now.');
    control.recover();
    await shown.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('li[data-entry], [data-log-empty]').first()).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });

  test('a filter that matches nothing shows the empty state', async ({ page }) => {
    const { accessToken, groupId } = await signInAs(page, 'admin');
    const domain = await firstDomain(page, accessToken, groupId);
    await page.goto(`/domains/${domain.id}/log?user=nobody-by-this-name`);
    await waitForBoot(page);
    await expect(page.locator('[data-kit-empty][data-log-empty]')).toHaveText('No entries match this filter.');
  });
});
