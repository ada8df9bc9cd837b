import { expect, test, type Page } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

const support = 'support@portal.example';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

async function failRuntimeConfig(page: Page, status: number, body = 'upstream said no') {
  await page.route('**/runtime-config.json', (route) => route.fulfill({ status, body, contentType: 'text/plain' }));
}

const errorScreen = (page: Page) => page.locator('.error-screen');

async function expectButtons(page: Page) {
  await expect(errorScreen(page).getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(errorScreen(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
}

test('an unknown path answers 404 and names the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto('/that/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByRole('heading', { level: 1, name: 'An error has occurred' })).toBeVisible();
  await expect(page.getByTestId('error-value')).toHaveText('Page not found: /that/path');
  await expect(page.getByText('You can help us avoid this by letting the support team know.')).toBeVisible();
  await expect(page.getByTestId('support-mail-404')).toHaveAttribute('href', `mailto:${support}?subject=404%20error`);
  await expect(page.getByText('Please go back and try again.')).toBeVisible();
  await expectButtons(page);
  await expect(page).toHaveTitle('An error has occurred');
  expect(errors.some((text) => text.includes('Application error') && text.includes('404'))).toBe(true);
});

test('403 says access was denied and explains', async ({ page }) => {
  await failRuntimeConfig(page, 403);
  await page.goto('/domains');
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByTestId('error-value')).toContainText('403');
  await expectButtons(page);
  await expect(page).toHaveTitle('An error has occurred');
  await expect(page.locator('[data-page-content]')).toBeHidden();
});

test('429 asks to wait a moment and offers the support mail', async ({ page }) => {
  await failRuntimeConfig(page, 429);
  await page.goto('/ssls');
  await expect(page.getByTestId('error-status')).toHaveText('429');
  await expect(page.getByRole('heading', { level: 1, name: 'An error has occurred' })).toBeVisible();
  await expect(page.getByText(/You hit this error .* Please wait a moment before trying again\./)).toBeVisible();
  await expect(page.getByTestId('support-mail-429')).toHaveAttribute('href', `mailto:${support}?subject=429%20error`);
  await expectButtons(page);
});

for (const status of [500, 502, 418]) {
  test(`${status} says the team was notified`, async ({ page }) => {
    await failRuntimeConfig(page, status);
    await page.goto('/contacts');
    await expect(page.getByTestId('error-status')).toHaveText(String(status));
    await expect(page.getByRole('heading', { level: 1, name: 'An error has occurred' })).toBeVisible();
    await expect(page.getByText('The team was notified and will look into it.')).toBeVisible();
    await expect(page.getByText('Please go back and try again.')).toBeVisible();
    await expect(page.getByTestId('error-value')).toContainText(`${status}`);
    await expect(page.getByTestId('support-mail-404')).toHaveCount(0);
    await expectButtons(page);
  });
}

test('Back returns to the previous page and Home goes to /', async ({ page }) => {
  await page.goto('/tlds');
  await waitForBoot(page);
  await page.goto('/no/such/page');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/tlds$/);
  await page.goto('/no/such/page');
  await errorScreen(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('body')).toHaveAttribute('data-route', '/');
});

test('an old address the server knows forwards to its new page, keeping the query', async ({ page }) => {
  await page.goto('/certificates?page=2');
  await expect(page).toHaveURL(/\/ssls\?page=2$/);
  await expect(page.locator('body')).toHaveAttribute('data-route', '/ssls');
});
