import { expect, type Page, type Response } from '@playwright/test';
import { e2eApiBase } from './e2e-environment.ts';

/** The next GET list call of a resource (its API path under /groups/{context}/, e.g. `ssl_certificates`). */
export function listCall(page: Page, apiPath: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === 'GET' && /^\/groups\/[^/]+\//.test(url.pathname) && url.pathname.endsWith(`/${apiPath}`);
  });
}

export const parameters = (response: Response) => new URL(response.url()).searchParams;

export const bodyRows = (page: Page) => page.locator('tbody tr[data-row-index]');

/** A GET on the API as the signed-in user, expected to succeed. */
export async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const answer = await page.request.get(`${e2eApiBase}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}
