import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForBoot } from './console-watch.ts';
import { signInAs } from './signed-in.ts';
import { concreteAddress } from './route-addresses.ts';

const pages = [
  ['default', '/domains/3f2a9c41/dns-statistics'],
  ['login', '/login'],
  ['docs', '/api/reference'],
  ['clean', '/watch/3f2a9c41/action-report'],
  ['material-approval', '/approvals/3f2a9c41'],
  ['error screen', '/no/such/page'],
  ['list', '/domains'],
  ['record', '/contacts/{id}'],
  ['log', '/domains/{id}/log'],
] as const;

const signedIn = new Set(['default', 'clean', 'list', 'record', 'log']);

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const [name, path] of pages) {
      test(`${name} has no serious accessibility violation`, async ({ page }) => {
        // The reference documents every operation and schema of the API on one page (about 35 000
        // elements, two minutes of axe), each from one template: axe reads the page with only each
        // area's first two operations and the first two schemas left in it, which hold every kind
        // of table, example and badge (axe's exclude still walks the whole page).
        if (name === 'docs') test.setTimeout(90_000);
        const session = signedIn.has(name) ? await signInAs(page, 'admin') : undefined;
        await page.goto(session ? await concreteAddress(path, page.request, session.accessToken, session.groupId) : path);
        if (name === 'list' || name === 'record' || name === 'log') await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
        if (name !== 'docs') await waitForBoot(page);
        if (name === 'docs') {
          await page.locator('section.api-op').first().waitFor();
          await page.evaluate(() => document
            .querySelectorAll('section[aria-labelledby] > section.api-op ~ section.api-op ~ section.api-op, details.api-schema ~ details.api-schema ~ details.api-schema')
            .forEach((repeated) => repeated.remove()));
        }
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
