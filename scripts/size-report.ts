/**
 * `npm run size`: the gzip bytes of JavaScript each layout makes a browser download, measured by
 * loading one page per layout in headless Chromium against the built portal, with the budgets
 * of DESIGN.md section 10. Exits non-zero when a budget is exceeded.
 */
import { createPortalServer } from '../server/portal/portal-server.ts';
import { launchChromium } from './bench-browser.ts';
import { collectScripts, gzipBytes } from './page-scripts.ts';
import { jsBudgets as budgets } from './js-budgets.ts';

/** `npm run size -- --files` also lists each script of each page, heaviest first. */
const listFiles = process.argv.includes('--files');

const server = createPortalServer({ distDir: 'dist' });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await launchChromium();

let failed = false;
console.log('layout              page                                  files   raw KB   gzip KB   budget KB');
for (const [layout, { path, budget, signedIn }] of Object.entries(budgets)) {
  const page = await browser.newPage();
  // A stored session (never used against an API here) so signed-in layouts render instead of redirecting.
  if (signedIn) await page.context().addCookies([{ name: 'portal_session', value: '2026-01-01 00:00:00', url: origin }]);
  if (signedIn) await page.addInitScript(() => {
    localStorage.setItem('tokens', JSON.stringify({ accessToken: 'size', refreshToken: 'size', expires: '2999-01-01 00:00:00' }));
    localStorage.setItem('user', JSON.stringify({ id: '1', group_id: 'g', roles: [], abilities: [], dark_theme: false, language: 'en' }));
  });
  const collected = collectScripts(page);
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname.replace(/\/$/, '') !== path.replace(/\/$/, '')) throw new Error(`${path} went to ${page.url()}`);
  const scripts = new Map(await Promise.all([...collected].map(async ([url, body]) => [url, await body] as const)));
  await page.close();
  const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipBytes(body), 0);
  const over = gzip > budget;
  failed ||= over;
  console.log(
    `${layout.padEnd(20)}${path.padEnd(38)}${String(scripts.size).padStart(5)}${(raw / 1024).toFixed(1).padStart(9)}${(gzip / 1024).toFixed(1).padStart(10)}${(budget / 1024).toFixed(0).padStart(12)}${over ? '  OVER BUDGET' : ''}`,
  );
  if (listFiles) {
    const files = [...scripts].map(([url, body]) => ({ name: new URL(url).pathname, gzip: gzipBytes(body) }));
    for (const { name, gzip: size } of files.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${(size / 1024).toFixed(1).padStart(6)}  ${name}`);
  }
}

await browser.close();
await server.close();
process.exit(failed ? 1 : 0);
