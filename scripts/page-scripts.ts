/** The JavaScript a page downloads, as the budgets count it (DESIGN.md section 10): each script's body, gzip level 9. */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Every script the page receives from now on, by address; a body that cannot be read counts as empty. */
export function collectScripts(page: Page): Map<string, Promise<Buffer>> {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
  });
  return scripts;
}

export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;
