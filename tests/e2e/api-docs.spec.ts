import { expect, test } from '@playwright/test';
import { routeTable } from '../../src/lib/routes/route-table.ts';
import { jsBudgets } from '../../scripts/js-budgets.ts';
import { collectScripts, gzipBytes } from '../../scripts/page-scripts.ts';
import { watchConsole } from './console-watch.ts';

// The API documentation (DESIGN.md section 15; spec section 2, layout docs): read signed out.
const docsPages = routeTable.filter((route) => route.layout === 'docs').map((route) => route.pattern);

test('there are the six documentation pages of the spec', () => {
  expect([...docsPages].sort()).toEqual(['/api', '/api/authentication', '/api/context', '/api/dns-management', '/api/domain-management', '/api/reference']);
});

for (const path of docsPages) {
  test(`${path} opens signed out, with no JavaScript error, within the docs JavaScript budget`, async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = collectScripts(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'API documentation sections' }).getByRole('link', { name: 'Reference' })).toBeVisible();
    expect(page.url()).not.toContain('/login');
    const bodies = await Promise.all(scripts.values());
    expect(bodies.reduce((total, body) => total + gzipBytes(body), 0)).toBeLessThanOrEqual(jsBudgets.docs!.budget);
    expect(problems).toEqual([]);
  });
}

test('a guide reads in the chosen language: its title, summary and headings, each heading a link to itself', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'es', url: 'http://localhost' }]);
  await page.goto('/api/dns-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Gestión de DNS');
  await expect(page.getByText('Zonas y sus registros, modificados mediante un borrador')).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: /Cambiar registros: borrador, plan, publicación/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Changing records: draft, plan, publish', { exact: true })).toBeHidden();
  await heading.getByRole('link', { name: 'Enlace a esta sección' }).click();
  await expect(page).toHaveURL(/\/api\/dns-management#changing-records-draft-plan-publish$/);
});

test('the reference names its areas in the chosen language, and every operation keeps its English path', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'ja', url: 'http://localhost' }]);
  await page.goto('/api/reference');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('リファレンス');
  await expect(page.getByRole('heading', { level: 2, name: 'ドメイン', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: 'SSL 証明書' }).click();
  await expect(page).toHaveURL(/#tag-ssls$/);
  await expect(page.locator('#tag-ssls ~ .api-op h3').first()).toContainText('/groups/{context}/');
  await expect(page.locator('#tag-ssls ~ .api-op').first().getByRole('heading', { level: 4 }).last()).toHaveText('例');
});
