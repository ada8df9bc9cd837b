import { expect, type Page } from '@playwright/test';

/**
 * Switches the system's colour scheme and waits until the page shows it: the theme follows the
 * system on its change event, and colours ease in, so a check run at once can read one theme's
 * text on the other's background.
 */
export async function showColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*(^|\s)dark(\s|$))/);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}
