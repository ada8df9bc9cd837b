/**
 * Every route in Japanese with the dark theme and in Spanish (staff signed in; public routes
 * signed out): no console error (no React error such as #418), no raw i18n key, no `values.`
 * leftover and no English chrome; and a list's filter chips and query errors in the language.
 */
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { routeTable, type RouteDefinition } from '../../src/lib/routes/route-table.ts';
import { watchConsole, waitForBoot } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { concreteAddress, publicAddress } from './route-addresses.ts';
import { giveSession, storedSessionOf, type StoredSession } from './signed-in.ts';
import { untranslatedTextChecker, visibleTexts } from './untranslated-text.ts';

const test = base.extend<{ staff: StoredSession }>({
  // A sign-in per test, every page of its sweep reusing it. Not one per worker: the access token
  // lives 5 minutes, and a later test's page refreshing with a refresh token an earlier page
  // already spent is token reuse, which ends the session while the page's calls are out.
  staff: async ({ playwright }, use) => {
    const request = await playwright.request.newContext();
    await use(await storedSessionOf(request, 'staff'));
    await request.dispose();
  },
});

const languages = [
  {
    language: 'ja',
    theme: 'dark',
    // Long values wrap or truncate: nothing makes the page scroll sideways at 800 px.
    width: 800,
    chips: ['名前：shop（含む）', 'ステータス：有効または期限切れ（等しい）'],
    typo: '1 文字目でエラー: 不明なフィールド "nmae"',
    refused: 'サーバーが 15 文字目でクエリを拒否しました: "gone" は「status」の値ではありません。',
  },
  {
    language: 'es',
    theme: 'light',
    width: 1280,
    chips: ['Nombre contiene shop', 'Estado es igual a Activo o Caducado'],
    typo: 'Error en el carácter 1: campo desconocido "nmae"',
    refused: 'El servidor rechazó la consulta en el carácter 15: "gone" no es un valor de "status";',
  },
] as const;
const chunkSize = 8;
const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) => items.slice(index * chunkSize, (index + 1) * chunkSize));

/** The page's calls to the API still under way. */
function apiCalls(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on('request', (request) => { if (request.url().startsWith(e2eApiBase)) open.add(request); });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open].map((request) => `${request.method()} ${request.url()}`);
}

/** Waits until what a reader sees has settled: booted, every island running, no call or load under way. */
async function settled(page: Page, route: RouteDefinition, openCalls: () => string[]): Promise<void> {
  if (route.layout !== 'docs') await waitForBoot(page);
  const quiet = () => page.waitForFunction(() => !document.querySelector('astro-island[ssr], [aria-busy="true"], [data-skeleton], [role="status"] .animate-spin'));
  await quiet();
  await expect.poll(openCalls, { intervals: [50], timeout: 20_000 }).toEqual([]);
  await quiet();
}

for (const { language, theme, width, chips: chipTexts, typo, refused } of languages) {
  test.describe(`${language} (${theme} theme)`, () => {
    test.use({ colorScheme: theme, locale: language, viewport: { width, height: 900 } });
    // A page is a second or two on a busy machine; a test opens a handful of them.
    test.setTimeout(60_000);
    const problemsIn = untranslatedTextChecker(language);

    for (const [index, routes] of chunks(routeTable).entries()) {
      test(`routes ${index * chunkSize + 1}–${index * chunkSize + routes.length}`, async ({ browser, page, staff }) => {
        const cookie = { name: 'locale', value: language, url: 'http://localhost' };
        await page.context().addCookies([cookie]);
        await giveSession(page, staff);
        const found: string[] = [];
        // Public routes are seen signed out, in a context of their own.
        let signedOut: Page | undefined;
        const signedOutPage = async () => {
          signedOut ??= await browser.newPage({ colorScheme: theme, locale: language, viewport: { width, height: 900 } });
          await signedOut.context().addCookies([cookie]);
          return signedOut;
        };
        const addresses = await Promise.all(routes.map((route) => (route.public
          ? publicAddress(route.pattern)
          : concreteAddress(route.pattern, page.request, staff.accessToken, staff.groupId))));
        for (const [position, route] of routes.entries()) {
          const view = route.public ? await signedOutPage() : page;
          const errors = watchConsole(view);
          const openCalls = apiCalls(view);
          await view.goto(addresses[position]!, { waitUntil: 'domcontentloaded' });
          await settled(view, route, openCalls);
          const overflow = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          const problems = [
            ...errors,
            ...problemsIn(await visibleTexts(view)).map((problem) => `${problem.kind}: ${problem.text}`),
            ...(overflow > 0 ? [`wider than the window by ${overflow}px`] : []),
          ];
          found.push(...problems.map((problem) => `${route.pattern}: ${problem}`));
          view.removeAllListeners();
        }
        await signedOut?.context().close();
        expect(found).toEqual([]);
      });
    }

    test('a list’s filter chips and query errors', async ({ page, staff }) => {
      await page.context().addCookies([{ name: 'locale', value: language, url: 'http://localhost' }]);
      await giveSession(page, staff);
      await page.goto(`/domains?pql=${encodeURIComponent('name equals *shop* and status equals active,expired')}`);
      await waitForBoot(page);
      await expect(page.locator('[data-filter-chips] [data-chip-text]')).toHaveText([...chipTexts]);
      const box = page.getByRole('search').getByRole('textbox');
      await box.fill('nmae equals x');
      await expect(page.locator('[data-pql-error]')).toHaveText(typo);
      // The box knows the field; only the server knows the value is none of the field's.
      await box.fill('status equals gone');
      await box.press('Enter');
      await expect(page.locator('[data-pql-error]')).toContainText(refused);
    });
  });
}
