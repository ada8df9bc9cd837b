/**
 * bench:dns in the browser: visits of the zone editor, each in a fresh signed-in context, timed
 * from navigation start to its first visible record set, and the JavaScript asked for by then.
 */
import type { Browser, Page } from '@playwright/test';
import { signedInContext, type StoredSession } from './bench-browser.ts';
import { collectScripts, gzipBytes } from './page-scripts.ts';

export interface EditorPage {
  browser: Browser;
  portal: string;
  session: StoredSession;
  /** The editor's address, e.g. /domains/7/dns. */
  path: string;
}

async function visit({ browser, portal, session, path }: EditorPage, watch?: (page: Page) => void) {
  const context = await signedInContext(browser, portal, session);
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const row = document.querySelector('[data-record-table] tr[data-record-set]');
      if (!row?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
      (window as unknown as { firstSetAt: number }).firstSetAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  const page = await context.newPage();
  watch?.(page);
  await page.goto(portal + path);
  await page.waitForFunction(() => (window as unknown as { firstSetAt?: number }).firstSetAt !== undefined, undefined, { timeout: 30_000 });
  const firstSetAt = await page.evaluate(() => (window as unknown as { firstSetAt: number }).firstSetAt);
  return { context, page, firstSetAt };
}

/** Milliseconds to the first visible record set, over `runs` visits after one warm-up. */
export async function firstSetTimes(editor: EditorPage, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const { context, firstSetAt } = await visit(editor);
    if (run > 0) times.push(firstSetAt);
    await context.close();
  }
  return times;
}

/** The gzip bytes of the scripts asked for before the first record set showed, and whether uPlot was among them. */
export async function scriptsUntilFirstSet(editor: EditorPage): Promise<{ gzip: number; files: number; uPlot: boolean }> {
  let scripts = new Map<string, Promise<Buffer>>();
  const { context, page, firstSetAt } = await visit(editor, (opened) => {
    scripts = collectScripts(opened);
  });
  const asked = new Set(await page.evaluate((until) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= until).map((entry) => entry.name), firstSetAt));
  const bodies = await Promise.all([...scripts].filter(([url]) => asked.has(url)).map(([, body]) => body));
  await context.close();
  // uPlot's own class names: only its chunk has them.
  return { gzip: bodies.reduce((sum, body) => sum + gzipBytes(body), 0), files: bodies.length, uPlot: bodies.some((body) => body.includes('u-over')) };
}
