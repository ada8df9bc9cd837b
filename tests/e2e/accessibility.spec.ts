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
        // The reference documents every operation of the API on one page (about 32 000 elements): axe needs about a minute there.
        if (name === 'docs') test.setTimeout(180_000);
        const session = signedIn.has(name) ? await signInAs(page, 'admin') : undefined;
        await page.goto(session ? await concreteAddress(path, page.request, session.accessToken, session.groupId) : path);
        if (name === 'list' || name === 'record' || name === 'log') await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
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
