/**
 * How `npm run bench:ui` times a list's first rows: the moment 25 loaded rows are in a table
 * (`table[aria-busy="false"]`, rows marked `data-row-index`), in ms since the navigation started,
 * and two pages that show what the browser and this machine cost before the portal's scripts do
 * anything: a blank page that makes the same call and writes the rows by hand, and the list page's
 * own markup and stylesheet without its scripts.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

type Timed = Window & { firstRowsAt?: number; longTasks?: [number, number][] };

/** Every page of the context records when its first 25 rows showed, and its long tasks (50 ms or more). */
export async function recordFirstRows(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const timed = window as Timed;
    new MutationObserver((_, observer) => {
      const table = document.querySelector('table[aria-busy="false"]');
      if (table && table.querySelectorAll('tr[data-row-index]').length >= 25) {
        timed.firstRowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
    const longTasks: [number, number][] = [];
    timed.longTasks = longTasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Opens the address in the page and answers when its first rows showed (ms since navigation start). */
export async function firstRowsOf(page: Page, address: string): Promise<number> {
  await page.goto(address);
  await page.waitForFunction(() => (window as Timed).firstRowsAt !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as Timed).firstRowsAt!);
}

export const floorPath = '/bench-floor';

/**
 * The blank page, answered by the browser context itself on the portal's origin (the portal never
 * serves it): the signed-in user's first 25 domains, newest first, as bare table rows.
 */
export async function serveFloorPage(context: BrowserContext, portal: string, apiBase: string): Promise<void> {
  const script = `const tokens = JSON.parse(localStorage.getItem('tokens'));
const user = JSON.parse(localStorage.getItem('user'));
const answer = await fetch(${JSON.stringify(apiBase)} + '/groups/' + user.group_id + '/domains?limit=25&page=1&sort=-created_at', { headers: { authorization: 'Bearer ' + tokens.accessToken } });
const { data } = await answer.json();
const table = document.querySelector('table');
for (const [index, domain] of data.entries()) {
  const row = table.insertRow();
  row.dataset.rowIndex = String(index);
  row.insertCell().textContent = domain.name;
}
table.setAttribute('aria-busy', 'false');`;
  await context.route(portal + floorPath, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><table aria-busy="true"></table><script type="module">${script}</script></body></html>`,
  }));
}

export const shellPath = '/bench-shell';

/** The built page at `builtFile` without its scripts, answered on the portal's origin; its stylesheet comes from the portal. */
export async function serveShellPage(context: BrowserContext, portal: string, builtFile: string): Promise<void> {
  const body = readFileSync(builtFile, 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
  await context.route(portal + shellPath, (route) => route.fulfill({ contentType: 'text/html', body }));
}

/** Opens the address and answers its first contentful paint (ms since navigation start). */
export async function firstPaintOf(page: Page, address: string): Promise<number> {
  await page.goto(address);
  const paint = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 30_000 });
  return (await paint.jsonValue()) as number;
}
