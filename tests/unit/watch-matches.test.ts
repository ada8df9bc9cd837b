/** How a watch match explains itself and where the watch screens link (src/lib/watch/watch-matches.ts, watch-links.ts). */
import { describe, expect, it } from 'vitest';
import { parsePql } from '~/lib/pql';
import { evidenceSummary, matchFacts, openCaseFailure, openCaseRequest, scoringFactors, severityOfBand, statusChangeOf } from '~/lib/watch/watch-matches';
import { domainHref, watchCasesHref, watchHref, watchMatchesHref, watchReportHref } from '~/lib/watch/watch-links';

describe('a match’s facts and factors', () => {
  it('says the facts found, in a fixed order', () => {
    expect(matchFacts({ resolves: true, has_mx: false, has_website: true, has_certificate: true })).toEqual(['resolves', 'website', 'certificate']);
    expect(matchFacts({ resolves: false, has_mx: false, has_website: false, has_certificate: false })).toEqual([]);
  });

  it('lists the factors that gave points, most first', () => {
    expect(scoringFactors([
      { id: 'resolves', points: 15 }, { id: 'similarity', points: 36 }, { id: 'website', points: 0 }, { id: 'mail', points: 20 },
    ])).toEqual([{ id: 'similarity', points: 36 }, { id: 'mail', points: 20 }, { id: 'resolves', points: 15 }]);
  });
});

describe('opening a case', () => {
  it('takes its severity from the risk band', () => {
    expect(severityOfBand('high')).toBe('high');
    expect(severityOfBand('medium')).toBe('medium');
    expect(severityOfBand('low')).toBe('low');
  });

  it('sends trimmed fields and leaves empty ones to the API’s defaults', () => {
    expect(openCaseRequest({ title: '  Look-alike auroraa.com ', severity: 'high', note: ' seen in a phishing mail ' }))
      .toEqual({ title: 'Look-alike auroraa.com', severity: 'high', note: 'seen in a phishing mail' });
    expect(openCaseRequest({ title: ' ', severity: 'urgent', note: '' })).toEqual({});
  });

  it('reads a refusal: an existing case (its id and reference beside the code or under details), a wildcard name, bad input', () => {
    expect(openCaseFailure(409, { code: 'case_exists', message: 'x', case_id: 12, reference: 'CASE-2026-0012' }, 'x'))
      .toEqual({ kind: 'case_exists', caseId: 12, reference: 'CASE-2026-0012' });
    expect(openCaseFailure(409, { code: 'case_exists', details: { id: 3, case_reference: 'CASE-3' } }, 'x'))
      .toEqual({ kind: 'case_exists', caseId: 3, reference: 'CASE-3' });
    expect(openCaseFailure(409, { code: 'case_exists' }, 'x')).toEqual({ kind: 'case_exists', caseId: undefined, reference: undefined });
    expect(openCaseFailure(409, { code: 'not_a_lookalike' }, 'x')).toEqual({ kind: 'not_a_lookalike' });
    expect(openCaseFailure(400, { code: 'validation_failed' }, 'title is too long')).toEqual({ kind: 'invalid', message: 'title is too long' });
    expect(openCaseFailure(409, 'conflict', 'Conflict')).toEqual({ kind: 'other', message: 'Conflict' });
    expect(openCaseFailure(0, undefined, 'Network down')).toEqual({ kind: 'other', message: 'Network down' });
  });
});

describe('the watch screens’ links', () => {
  it('leads to a watch, its report pages, its lists', () => {
    expect(watchHref(7)).toBe('/watch/7');
    expect(watchReportHref(7, 'overview')).toBe('/watch/7/overview-report');
    expect(watchReportHref('7', 'action')).toBe('/watch/7/action-report');
    expect(watchCasesHref(7)).toBe('/watch/7/cases');
    expect(watchMatchesHref(7)).toBe('/watch/7/domains');
    expect(domainHref(31)).toBe('/domains/31');
  });

  it('filters the cases list to one case by its reference, in PQL the list reads', () => {
    const href = watchCasesHref(7, 'CASE-2026-0012');
    const pql = new URL(href, 'https://portal.test').searchParams.get('pql')!;
    expect(href.startsWith('/watch/7/cases?pql=')).toBe(true);
    const parsed = parsePql(pql);
    expect(parsed.ok && parsed.query.map(({ field, operator, values }) => ({ field, operator, values }))).toEqual([{ field: 'reference', operator: 'equals', values: ['CASE-2026-0012'] }]);
    const byName = new URL(watchMatchesHref(7, 'aur0ra.com'), 'https://portal.test').searchParams.get('pql')!;
    expect(parsePql(byName).ok).toBe(true);
  });

});

describe('a case’s evidence', () => {
  it('reads the snapshot taken when the case was opened', () => {
    expect(evidenceSummary({
      name: 'aur0ra.com', technique: 'homoglyph', similarity: 91, risk_score: 81, risk_band: 'high', risk_factors: [{ id: 'resolves', points: 15 }],
      resolves: true, has_mx: false, has_website: true, has_certificate: true, registered_at: '2026-10-01', registrar_name: 'NameHarbor Inc.',
    })).toEqual({ technique: 'homoglyph', similarity: 91, riskScore: 81, riskBand: 'high', facts: ['resolves', 'website', 'certificate'], registeredAt: '2026-10-01', registrar: 'NameHarbor Inc.' });
    expect(evidenceSummary({ mx: 1, similarity: 'high' })).toEqual({ facts: ['mail'] });
  });
});

describe('a state change’s note', () => {
  it('names the two states, and nothing in any other note', () => {
    expect(statusChangeOf('open → investigating')).toEqual({ from: 'open', to: 'investigating' });
    expect(statusChangeOf('action_taken -> closed')).toEqual({ from: 'action_taken', to: 'closed' });
    expect(statusChangeOf('Filed with the provider.')).toBeUndefined();
    expect(statusChangeOf(null)).toBeUndefined();
  });
});
