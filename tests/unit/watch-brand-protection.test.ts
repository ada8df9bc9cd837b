/** Brand protection's arithmetic (src/lib/watch/brand-protection.ts): the gap cell's words and the page after a case is opened. */
import { describe, expect, it } from 'vitest';
import type { BrandProtectionAnswer, WatchCaseEntry, WatchMatch } from '~/lib/schemas/watch-insights';
import { brandPageIsEmpty, gapSummary, withExistingCase, withOpenedCase } from '~/lib/watch/brand-protection';

function match(id: number, overrides: Partial<WatchMatch> = {}): WatchMatch {
  return {
    id, watch_id: 1, name: `aur0ra${id}.com`, tld: 'com', matched_term: 'aurora', technique: 'homoglyph', similarity: 90, risk_score: 80, risk_band: 'high',
    risk_factors: [{ id: 'similarity', points: 36 }, { id: 'resolves', points: 15 }], resolves: true, has_mx: true, has_website: false, has_certificate: false,
    registered_at: '2026-11-01', registrar_name: 'Example Registrar', registrant_country_code: 'US', status: 'new', case_id: null, case_reference: null,
    first_seen_at: '2026-11-25 10:00:00', ...overrides,
  };
}

function caseEntry(id: number, overrides: Partial<WatchCaseEntry> = {}): WatchCaseEntry {
  return {
    id, watch_id: 1, reference: `CASE-${id}`, title: 'Look-alike', domain_name: 'aur0ra1.com', status: 'open', severity: 'high', action: 'monitor',
    assignee_name: null, opened_at: '2026-11-27 12:00:00', closed_at: null, actions: [], ...overrides,
  };
}

const page = (): BrandProtectionAnswer => ({
  generated_at: '2026-11-27 12:00:00',
  account: { id: 'a', name: 'Aurora Foods Group' },
  brands: [
    { watch_id: 1, watch_name: 'Aurora', brand: 'aurora', status: 'active', matches: 20, new_this_week: 4, open_cases: 2, brand_domain: { id: 9, name: 'aurora.com' } },
    { watch_id: 2, watch_name: 'Borealis', brand: 'borealis', status: 'active', matches: 3, new_this_week: 0, open_cases: 0, brand_domain: null },
  ],
  riskiest: [match(1), match(2, { risk_score: 60, risk_band: 'medium' })],
  cases_by_status: [{ key: 'open', count: 2 }, { key: 'closed', count: 5 }],
  open_cases: [caseEntry(50), caseEntry(49)],
});

describe('the gap analysis cell', () => {
  it('gives the coverage, the held TLDs and the first missing ones with how many more', () => {
    const summary = gapSummary({
      domain: 'aurora.com', label: 'aurora', brand: 'aurora', coverage_percent: 25,
      held: [{ tld: 'com', domain_id: 9, status: 'active' }, { tld: 'de', domain_id: 10, status: 'active' }],
      missing: ['net', 'org', 'io', 'co', 'eu', 'fr', 'uk'],
    });
    expect(summary).toEqual({ percent: 25, domain: 'aurora.com', held: [{ tld: 'com', domainId: 9 }, { tld: 'de', domainId: 10 }], missing: ['net', 'org', 'io', 'co', 'eu'], moreMissing: 2 });
    expect(gapSummary({ domain: 'a.com', label: 'a', brand: 'a', coverage_percent: 100, held: [], missing: [] }).moreMissing).toBe(0);
  });
});

describe('the page after a case is opened from a match', () => {
  it('links the match, heads the open cases, counts the case in its state and its brand', () => {
    const opened = caseEntry(51, { reference: 'CASE-2026-0051' });
    const next = withOpenedCase(page(), 1, opened);
    expect(next.riskiest[0]).toMatchObject({ id: 1, case_id: 51, case_reference: 'CASE-2026-0051', status: 'escalated' });
    expect(next.riskiest[1]!.case_id).toBeNull();
    expect(next.open_cases.map((entry) => entry.id)).toEqual([51, 50, 49]);
    expect(next.cases_by_status).toEqual([{ key: 'open', count: 3 }, { key: 'closed', count: 5 }]);
    expect(next.brands.map((brand) => brand.open_cases)).toEqual([3, 0]);
  });

  it('adds a state not counted yet, keeps ten open cases at most, and changes nothing for an unknown or already linked match', () => {
    const crowded = { ...page(), open_cases: Array.from({ length: 10 }, (_, index) => caseEntry(index + 1)) };
    const next = withOpenedCase(crowded, 2, caseEntry(99, { status: 'investigating' }));
    expect(next.open_cases).toHaveLength(10);
    expect(next.open_cases[0]!.id).toBe(99);
    expect(next.cases_by_status).toContainEqual({ key: 'investigating', count: 1 });
    const before = page();
    expect(withOpenedCase(before, 404, caseEntry(98))).toBe(before);
    const linked = { ...before, riskiest: [match(1, { case_id: 5, case_reference: 'CASE-5' })] };
    expect(withOpenedCase(linked, 1, caseEntry(97))).toBe(linked);
  });

  it('shows the case the API says exists, without counting it again', () => {
    const next = withExistingCase(page(), 2, 44, 'CASE-44');
    expect(next.riskiest[1]).toMatchObject({ case_id: 44, case_reference: 'CASE-44' });
    expect(next.cases_by_status).toEqual(page().cases_by_status);
    const before = page();
    expect(withExistingCase(before, 2, undefined, undefined)).toBe(before);
  });

  it('is empty only with no brand, no match and no case', () => {
    expect(brandPageIsEmpty(page())).toBe(false);
    expect(brandPageIsEmpty({ ...page(), brands: [], riskiest: [], open_cases: [] })).toBe(true);
  });
});
