/**
 * Brand protection's own arithmetic (issue 15, item 4; pure): a gap analysis as one cell's words,
 * and the page's answer once a case has been opened from one of its matches, so the page shows
 * the new case at once without asking again.
 */
import type { BrandProtectionAnswer, GapAnalysisAnswer, WatchCaseEntry } from '../schemas/watch-insights.ts';

export interface GapSummary {
  percent: number;
  domain: string;
  held: { tld: string; domainId: number }[];
  /** The first missing TLDs (catalogue order). */
  missing: string[];
  /** How many more are missing. */
  moreMissing: number;
}

export function gapSummary(answer: GapAnalysisAnswer, shown = 5): GapSummary {
  return {
    percent: answer.coverage_percent,
    domain: answer.domain,
    held: answer.held.map((entry) => ({ tld: entry.tld, domainId: entry.domain_id })),
    missing: answer.missing.slice(0, shown),
    moreMissing: Math.max(0, answer.missing.length - shown),
  };
}

/** Cases the brand page lists as open (every state but closed), newest first, at most ten — as the API sends them. */
const openCasesShown = 10;

/**
 * The answer after a case was opened from match `matchId`: the match links its case (and is
 * escalated), the case heads the open cases, its state's count and its brand's open cases go up.
 */
export function withOpenedCase(answer: BrandProtectionAnswer, matchId: number, opened: WatchCaseEntry): BrandProtectionAnswer {
  const match = answer.riskiest.find((entry) => entry.id === matchId);
  if (!match || match.case_id !== null) return answer;
  const counted = answer.cases_by_status.some((entry) => entry.key === opened.status);
  return {
    ...answer,
    riskiest: answer.riskiest.map((entry) => (entry.id === matchId ? { ...entry, case_id: opened.id, case_reference: opened.reference, status: 'escalated' } : entry)),
    open_cases: opened.status === 'closed' ? answer.open_cases : [opened, ...answer.open_cases.filter((entry) => entry.id !== opened.id)].slice(0, openCasesShown),
    cases_by_status: counted
      ? answer.cases_by_status.map((entry) => (entry.key === opened.status ? { ...entry, count: entry.count + 1 } : entry))
      : [...answer.cases_by_status, { key: opened.status, count: 1 }],
    brands: answer.brands.map((brand) => (brand.watch_id === match.watch_id && opened.status !== 'closed' ? { ...brand, open_cases: brand.open_cases + 1 } : brand)),
  };
}

/** Whether the page has anything at all to show. */
export function brandPageIsEmpty(answer: BrandProtectionAnswer): boolean {
  return answer.brands.length === 0 && answer.riskiest.length === 0 && answer.open_cases.length === 0;
}

/** The answer once the API said the match already has a case (a 409 `case_exists`): the row shows that case. */
export function withExistingCase(answer: BrandProtectionAnswer, matchId: number, caseId: number | undefined, reference: string | undefined): BrandProtectionAnswer {
  if (!reference) return answer;
  return {
    ...answer,
    riskiest: answer.riskiest.map((entry) => (entry.id === matchId ? { ...entry, case_id: caseId ?? entry.case_id, case_reference: reference } : entry)),
  };
}
