import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';

const pages = [
  ['default', '/domains/3f2a9c41/dns'],
  ['login', '/login'],
  ['docs', '/api/reference'],
  ['clean', '/watch/3f2a9c41/action-report'],
  ['material-approval', '/approvals/3f2a9c41'],
  ['error screen', '/no/such/page'],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const [name, path] of pages) {
      test(`${name} has no serious accessibility violation`, async ({ page }) => {
        if (name === 'default' || name === 'clean') await signInAs(page, 'admin');
        await page.goto(path);
        if (name !== 'docs') await waitForBoot(page);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
