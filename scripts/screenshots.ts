/**
 * Screenshots of portal pages as a user sees them, for looking at what was built: every given
 * address in light and dark, English and Japanese, 1440 and 800 px wide, signed in as a demo user.
 *   node scripts/screenshots.ts [--user staff] [--out screenshots] [--click selector] /domains/12/dns /contacts …
 * --click clicks the first element the selector finds once the page has settled (a panel, a menu);
 * several --click options click in turn (a dialog, then a step in it), stopping at one not found;
 *   a page without one is shot as it is. The addresses share one browser tab per variant.
 * --fill selector --with file types the file's text into the first field the selector finds (before --click).
 * Needs the portal and API running (npm start). Files: <out>/<address>-<theme>-<lang>-<width>.png
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv.splice(index, 2)[1]! : fallback;
}

const user = option('user', 'staff');
const out = option('out', 'screenshots');
const portal = option('portal', 'http://localhost:4321');
const api = option('api', 'http://localhost:4322');
const only = option('only', '');
/** Every --click, in order: a dialog opened by the first, a step in it by the next … */
const clicks: string[] = [];
for (let next = option('click', ''); next !== ''; next = option('click', '')) clicks.push(next);
const fill = option('fill', '');
const fillWith = option('with', '');
const addresses = process.argv.slice(2);
if (addresses.length === 0) throw new Error('Name at least one address, e.g. /domains');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const login = await fetch(`${api}/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: process.env.DEMO_PASSWORD ?? 'portal-demo' }),
});
const tokens = (await login.json()) as { access_token: string; refresh_token: string };
const profile = (await (await fetch(`${api}/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>;
const expires = new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

for (const theme of ['light', 'dark']) {
  for (const language of ['en', 'ja']) {
    for (const width of [1440, 800]) {
      const variant = `${theme}-${language}-${width}`;
      if (only && !variant.includes(only)) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'portal_session', value: '2026-11-21 00:00:00', url: portal }]);
      // The stored user never holds pulse_configuration (spec section 3).
      const { pulse_configuration: _notStored, ...stored } = { ...profile, language } as Record<string, unknown>;
      await context.addInitScript((session) => {
        localStorage.setItem('tokens', session.tokens);
        localStorage.setItem('user', session.user);
        localStorage.setItem('theme', session.theme);
      }, { tokens: JSON.stringify({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expires }), user: JSON.stringify(stored), theme });
      const page = await context.newPage();
      for (const address of addresses) {
        await page.goto(`${portal}${address}`);
        await page.waitForSelector('html[data-booted]');
        await page.waitForLoadState('networkidle');
        if (fill) {
          await page.locator(fill).first().fill(readFileSync(fillWith, 'utf8'));
          await page.waitForTimeout(800);
          await page.waitForLoadState('networkidle');
        }
        // A page without the element is shot as it is (a cart filled on one page, shown on the next).
        for (const click of clicks) {
          if ((await page.locator(click).count()) === 0) break;
          await page.locator(click).first().click();
          // What the click opens may load its code first: let that start, then settle.
          await page.waitForTimeout(300);
          await page.waitForLoadState('networkidle');
        }
        const file = `${out}/${address.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}${fill ? '-filled' : ''}${clicks.length > 0 ? `-clicked${clicks.length}` : ''}-${variant}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
}
await browser.close();
