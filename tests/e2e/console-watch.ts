import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors (CSP violations arrive as console errors). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Interactive layouts mark <html data-booted> once configuration and language are in place. */
export async function waitForBoot(page: Page): Promise<void> {
  await page.locator('html[data-booted]').waitFor({ state: 'attached' });
}
