/**
 * What the watch overview, the three watch report pages and brand protection read (spec section 2,
 * the clean layout; DESIGN.md sections 11 and 14): the API writes these shapes and the portal reads
 * them. A match says which technique found it, how similar it is and a risk score made of named
 * facts, so every number on a report can be explained.
 */

/** How a look-alike name was made from the watched brand, in the order a detector tries them. */
export const lookalikeTechniques = [
  'tld_swap', 'homoglyph', 'bit_flip', 'omission', 'repetition', 'transposition', 'replacement', 'insertion',
  'vowel_swap', 'hyphenation', 'added_word', 'other',
] as const;
export type LookalikeTechnique = (typeof lookalikeTechniques)[number];

/** The facts a risk score is built from; each adds its points (DESIGN.md section 14, anchors (e)). */
export const riskFactorIds = ['similarity', 'resolves', 'mail', 'website', 'certificate', 'young_registration'] as const;
export type RiskFactorId = (typeof riskFactorIds)[number];

export const riskBands = ['high', 'medium', 'low'] as const;
export type RiskBand = (typeof riskBands)[number];

export const watchMatchStatuses = ['new', 'reviewed', 'ignored', 'escalated'] as const;
export const watchCaseStatuses = ['open', 'investigating', 'action_taken', 'closed'] as const;

export interface RiskFactor {
  id: RiskFactorId;
  points: number;
}

export interface AccountName {
  id: string;
  name: string;
}

/** A look-alike domain a watch found (a `watch_domains` row, explained). */
export interface WatchMatch {
  id: number;
  watch_id: number;
  name: string;
  tld: string;
  matched_term: string;
  technique: LookalikeTechnique;
  /** Visual similarity to the brand, 0–100. */
  similarity: number;
  /** 0–100: the sum of `risk_factors`' points, capped at 100. */
  risk_score: number;
  risk_band: RiskBand;
  risk_factors: RiskFactor[];
  resolves: boolean;
  has_mx: boolean;
  has_website: boolean;
  has_certificate: boolean;
  registered_at: string | null;
  registrar_name: string | null;
  registrant_country_code: string | null;
  status: (typeof watchMatchStatuses)[number];
  case_id: number | null;
  case_reference: string | null;
  first_seen_at: string;
}

/** What a case keeps of its match when it is opened from it, so the case reads the same after the match changes. */
export const caseEvidenceFields = [
  'name', 'technique', 'similarity', 'risk_score', 'risk_band', 'risk_factors', 'resolves', 'has_mx', 'has_website',
  'has_certificate', 'registered_at', 'registrar_name', 'first_seen_at',
] as const satisfies readonly (keyof WatchMatch)[];
export type CaseEvidence = Pick<WatchMatch, (typeof caseEvidenceFields)[number]>;

export interface WatchTerm {
  term: string;
  match_type: string;
}

/** One week of a watch's trend: matches first seen that week (ISO Monday `YYYY-MM-DD`). */
export interface WatchTrendPoint {
  week: string;
  matches: number;
}

export interface WatchSummary {
  id: number;
  name: string;
  brand: string;
  status: string;
  frequency: string;
  last_run_at: string | null;
  terms: WatchTerm[];
  /** Counted matches (wildcard-DNS names are never counted). */
  matches: number;
  /** Counted matches first seen in the last 7 days. */
  new_this_week: number;
  open_cases: number;
  high_risk: number;
  /** The last 12 weeks, oldest first, every week present (0 when none). */
  trend: WatchTrendPoint[];
}

export interface WatchOverviewAnswer {
  generated_at: string;
  account: AccountName;
  watches: WatchSummary[];
}

export interface WatchCaseAction {
  id: number;
  /** `opened`, `note`, `status_changed`, or one of the case actions (`cease_and_desist`, `udrp`, …). */
  action: string;
  note: string | null;
  at: string;
  actor_name: string | null;
  /** The evidence snapshot taken when the case was opened from a match. */
  evidence?: Record<string, unknown> | null;
}

export interface WatchCaseEntry {
  id: number;
  watch_id: number;
  reference: string;
  title: string;
  domain_name: string | null;
  status: (typeof watchCaseStatuses)[number];
  severity: string;
  action: string;
  assignee_name: string | null;
  opened_at: string;
  closed_at: string | null;
  /** Oldest first. */
  actions: WatchCaseAction[];
}

export interface CountBy<K extends string = string> {
  key: K;
  count: number;
}

/** GET …/watches/{id}/report: everything the overview, detail and action report pages print. */
export interface WatchReportAnswer {
  generated_at: string;
  account: AccountName;
  watch: WatchSummary & { owner_name: string | null; template_name: string | null; notes: string | null };
  techniques: CountBy<LookalikeTechnique>[];
  risk_bands: CountBy<RiskBand>[];
  /** Counted matches, riskiest first (then name). */
  matches: WatchMatch[];
  /** Names found but not counted, and why. */
  excluded: { name: string; reason: 'wildcard_dns' }[];
  cases: WatchCaseEntry[];
  cases_by_status: CountBy<(typeof watchCaseStatuses)[number]>[];
}

export interface BrandEntry {
  watch_id: number;
  watch_name: string;
  brand: string;
  status: string;
  matches: number;
  new_this_week: number;
  open_cases: number;
  /** The account's own domain named after the brand (its gap analysis is GET …/domains/{id}/gap_analysis), if any. */
  brand_domain: { id: number; name: string } | null;
}

/** GET …/brand_protection: the brand viewer's home. */
export interface BrandProtectionAnswer {
  generated_at: string;
  account: AccountName;
  brands: BrandEntry[];
  /** Up to 10 counted matches with status `new`, riskiest first. */
  riskiest: WatchMatch[];
  cases_by_status: CountBy<(typeof watchCaseStatuses)[number]>[];
  /** Up to 10 cases not closed, newest first. */
  open_cases: WatchCaseEntry[];
}

/** GET …/domains/{id}/gap_analysis (a 404 means "no analysis for this domain"). */
export interface GapAnalysisAnswer {
  domain: string;
  label: string;
  brand: string;
  held: { tld: string; domain_id: number; status: string }[];
  missing: string[];
  coverage_percent: number;
}

/** POST …/watches/{watchId}/domains/{id}/case: the body (every field optional). */
export interface OpenCaseRequest {
  title?: string;
  severity?: 'low' | 'medium' | 'high' | 'critical';
  action?: string;
  note?: string;
}
