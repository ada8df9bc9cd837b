/**
 * Brand protection (issue 15, item 4): a brand viewer lands on a useful page — the brands watched
 * with their gap analysis, the riskiest new matches with the facts behind each score, cases by
 * state, the open cases — and opens a case from a match: the dialog comes prefilled, the row then
 * names the case, and the case keeps the match's evidence. A gap analysis's 404 reads "No
 * analysis for this domain" (spec section 8), and a refused case is said in the dialog, keeping
 * what was typed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { BrandProtectionAnswer, WatchReportAnswer } from '../../src/lib/schemas/watch-insights.ts';
import { waitForBoot, watchConsole } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { api } from './list-screen.ts';
import { signInAs, storedSessionOf } from './signed-in.ts';

const techniqueWords: Record<string, string> = {
  tld_swap: 'TLD swap', homoglyph: 'Homoglyph', bit_flip: 'Bit flip', omission: 'Omission', repetition: 'Repetition', transposition: 'Transposition',
  replacement: 'Replacement', insertion: 'Insertion', vowel_swap: 'Vowel swap', hyphenation: 'Hyphenation', added_word: 'Added word', other: 'Other',
};

async function brandPage(page: Page, token: string, groupId: string): Promise<BrandProtectionAnswer> {
  return (await api<{ data: BrandProtectionAnswer }>(page, token, `/groups/${groupId}/brand_protection`)).data;
}

async function openBrandPage(page: Page): Promise<void> {
  await page.goto('/brand-protection');
  await waitForBoot(page);
  await expect(page.locator('[data-brand-protection]')).toHaveAttribute('data-state', 'ready');
}

/** Takes the case away again and puts its match back to new, so the page has the same matches to act on next time. */
async function undoCase(page: Page, watchId: number, matchId: number, caseId: number): Promise<void> {
  const admin = await storedSessionOf(page.request, 'admin');
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const base = `${e2eApiBase}/groups/${admin.groupId}/watches/${watchId}`;
  expect((await page.request.delete(`${base}/cases/${caseId}`, { headers })).ok()).toBe(true);
  const match = (await (await page.request.get(`${base}/domains/${matchId}`, { headers })).json()) as { data?: { version: number }; version?: number };
  const version = match.data?.version ?? match.version;
  expect((await page.request.patch(`${base}/domains/${matchId}`, { headers, data: { status: 'new', version } })).ok()).toBe(true);
}

test('a brand viewer lands on a useful brand-protection page and opens a case from a match', async ({ page }) => {
  const problems = watchConsole(page);
  const { accessToken, groupId } = await signInAs(page, 'brand');
  const expected = await brandPage(page, accessToken, groupId);
  expect(expected.brands.length).toBeGreaterThan(0);
  expect(expected.riskiest.length).toBeGreaterThan(0);

  // Home points a brand viewer here.
  await page.goto('/');
  await waitForBoot(page);
  await page.getByRole('link', { name: 'Brand protection: riskiest matches and cases' }).click();
  await expect(page).toHaveURL(/\/brand-protection$/);
  await expect(page.locator('[data-brand-protection]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand protection' })).toBeVisible();
  // Brands watched: a row each, linking to its watch; every gap cell settles (an analysis, or none), never the error screen.
  const brandRows = page.locator('[data-watch-table="brands"] tbody tr');
  await expect(brandRows).toHaveCount(expected.brands.length);
  for (const brand of expected.brands) {
    const row = page.locator(`[data-watch-table="brands"] tbody tr[data-row="${brand.watch_id}"]`);
    await expect(row.getByRole('link', { name: brand.watch_name })).toHaveAttribute('href', `/watch/${brand.watch_id}`);
    await expect(row.locator('[data-gap]')).toHaveAttribute('data-gap', /^(ready|none|no-domain)$/);
  }
  const withDomain = expected.brands.find((brand) => brand.brand_domain);
  if (withDomain) {
    const gap = (await (await page.request.get(`${e2eApiBase}/groups/${groupId}/domains/${withDomain.brand_domain!.id}/gap_analysis`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { coverage_percent?: number };
    const cell = page.locator(`[data-watch-table="brands"] tbody tr[data-row="${withDomain.watch_id}"] [data-gap]`);
    if (gap.coverage_percent !== undefined) await expect(cell).toHaveAttribute('data-gap-percent', String(gap.coverage_percent));
  }

  // The riskiest new matches, riskiest first, each with the factors behind its score.
  const matchRows = page.locator('[data-watch-table="riskiest"] tbody tr');
  await expect(matchRows).toHaveCount(expected.riskiest.length);
  const target = expected.riskiest.find((match) => match.case_id === null)!;
  const row = page.locator(`[data-watch-table="riskiest"] tbody tr[data-row="${target.id}"]`);
  await expect(row.locator('[data-risk-score]')).toHaveAttribute('data-risk-score', String(target.risk_score));
  await expect(row.locator('[data-risk-factor]')).toHaveCount(target.risk_factors.filter((factor) => factor.points > 0).length);

  // Cases by state and the open cases.
  const states = page.locator('[data-watch-section="cases_by_status"] [data-chart-key]');
  await expect(states).toHaveCount(Math.max(4, expected.cases_by_status.length));
  await expect(page.locator('[data-watch-table="open-cases"] tbody tr')).toHaveCount(expected.open_cases.length);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // Opening a case: the dialog comes prefilled from the match.
  await row.getByRole('button', { name: `Open case about ${target.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Open a case about ${target.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(`Look-alike ${target.name} (${techniqueWords[target.technique]})`);
  await expect(dialog.getByLabel('Severity')).toHaveValue(target.risk_band);
  await dialog.getByLabel('Note').fill('Seen in a phishing mail to our customers.');
  await dialog.getByRole('button', { name: 'Open case' }).click();
  await expect(dialog).toBeHidden();

  const caseLink = row.locator('[data-case-reference]');
  await expect(caseLink).toHaveText(/^Case CASE-/);
  await expect(caseLink).toBeFocused();
  const reference = (await caseLink.getAttribute('data-case-reference'))!;
  await expect(caseLink).toHaveAttribute('href', new RegExp(`^/watch/${target.watch_id}/cases\\?pql=`));
  await expect(page.locator('[data-watch-table="open-cases"] tbody tr').first().locator('[data-case-reference]')).toHaveText(reference);

  // The case keeps the match's evidence in its first action, and the note.
  const report = (await api<{ data: WatchReportAnswer }>(page, accessToken, `/groups/${groupId}/watches/${target.watch_id}/report`)).data;
  const opened = report.cases.find((entry) => entry.reference === reference)!;
  expect(opened).toMatchObject({ status: 'open', severity: target.risk_band, domain_name: target.name });
  expect(opened.actions[0]).toMatchObject({ action: 'opened' });
  expect(opened.actions[0]!.evidence).toMatchObject({ technique: target.technique });
  expect(JSON.stringify(opened.actions)).toContain('Seen in a phishing mail to our customers.');
  expect(report.matches.find((match) => match.id === target.id)).toMatchObject({ case_reference: reference, status: 'escalated' });

  // The link opens the watch's cases, filtered to this one.
  await caseLink.click();
  await expect(page).toHaveURL(new RegExp(`/watch/${target.watch_id}/cases\\?pql=`));
  await waitForBoot(page);
  await expect(page.locator('tbody tr').filter({ hasText: reference })).toHaveCount(1);
  expect(problems).toEqual([]);

  await undoCase(page, target.watch_id, target.id, opened.id);
});

test('a gap analysis answering 404 reads "No analysis for this domain", not the error screen', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'brand');
  const expected = await brandPage(page, accessToken, groupId);
  const withDomain = expected.brands.find((brand) => brand.brand_domain);
  test.skip(!withDomain, 'no brand of the account has a domain named after it');
  await page.route('**/gap_analysis', (route) => route.fulfill({
    status: 404, contentType: 'application/json',
    body: JSON.stringify({ statusCode: 404, error: 'Not Found', code: 'no_gap_analysis', message: 'There is no gap analysis for this domain.' }),
  }));
  await openBrandPage(page);
  const cell = page.locator(`[data-watch-table="brands"] tbody tr[data-row="${withDomain!.watch_id}"] [data-gap]`);
  await expect(cell).toHaveAttribute('data-gap', 'none');
  await expect(cell).toHaveText('No analysis for this domain');
  await expect(page.getByTestId('error-status')).toHaveCount(0);
  await expect(page.locator('[data-watch-table="riskiest"]')).toBeVisible();
});

test('a refused case is said in the dialog and keeps what was typed', async ({ page }) => {
  const { accessToken, groupId } = await signInAs(page, 'brand');
  const expected = await brandPage(page, accessToken, groupId);
  const target = expected.riskiest.find((match) => match.case_id === null)!;
  await page.route('**/case', (route) => route.fulfill({
    status: 409, contentType: 'application/json',
    body: JSON.stringify({ statusCode: 409, error: 'Conflict', code: 'case_exists', message: 'It already has a case.', case_id: 4242, case_reference: 'CASE-2026-4242' }),
  }));
  await openBrandPage(page);
  const row = page.locator(`[data-watch-table="riskiest"] tbody tr[data-row="${target.id}"]`);
  await row.getByRole('button', { name: `Open case about ${target.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('Keep this note.');
  await dialog.getByRole('button', { name: 'Open case' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A case is already open about this name: CASE-2026-4242.');
  await expect(dialog.getByLabel('Note')).toHaveValue('Keep this note.');
  await expect(page.getByTestId('error-status')).toHaveCount(0);
  // The row names the existing case.
  await expect(row.locator('[data-case-reference]')).toHaveAttribute('data-case-reference', 'CASE-2026-4242');
});
