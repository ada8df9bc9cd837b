/**
 * What the watch overview, the three watch report pages and brand protection read (spec section 2,
 * the clean layout; DESIGN.md sections 11 and 14): the API writes these shapes and the portal reads
 * them. A match says which technique found it, how similar it is and a risk score made of named
 * facts, so every number on a report can be explained. The answers' types are their contracts'
 * (src/lib/contracts/watch-contracts.ts; docs/ARCHITECTURE.md, "API contracts").
 */
import type { AnswerOf, BodyOf } from '../contracts/api-contract.ts';
import type { watchContracts } from '../contracts/watch-contracts.ts';
import type { domainContracts } from '../contracts/domain-contracts.ts';

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

/** The points each fact adds (server/api/watch/risk-score.ts adds them up; the contract says them). */
export const riskWeights = {
  similarityFactor: 0.4,
  resolves: 15,
  mail: 20,
  website: 10,
  certificate: 10,
  young_registration: 10,
  youngRegistrationDays: 90,
} as const;

/** The lowest score of each band above low. */
export const riskBandFloors = { high: 70, medium: 40 } as const satisfies Readonly<Record<Exclude<RiskBand, 'low'>, number>>;

export const watchMatchStatuses = ['new', 'reviewed', 'ignored', 'escalated'] as const;
export const watchCaseStatuses = ['open', 'investigating', 'action_taken', 'closed'] as const;

/** The weeks of a watch's trend. */
export const trendWeeks = 12;
/** Brand protection's riskiest new matches and latest open cases, at most. */
export const riskiestLimit = 10;
export const openCasesLimit = 10;

export type WatchOverviewAnswer = AnswerOf<typeof watchContracts.overview>['data'];
/** GET …/watches/{id}/report: everything the overview, detail and action report pages print. */
export type WatchReportAnswer = AnswerOf<typeof watchContracts.report>['data'];
/** GET …/brand_protection: the brand viewer's home. */
export type BrandProtectionAnswer = AnswerOf<typeof watchContracts.brandProtection>['data'];
/** POST …/watches/{watchId}/domains/{id}/case: the body (every field optional). */
export type OpenCaseRequest = BodyOf<typeof watchContracts.openCase>;

export type AccountName = WatchOverviewAnswer['account'];
export type WatchSummary = WatchOverviewAnswer['watches'][number];
export type WatchTerm = WatchSummary['terms'][number];
/** One week of a watch's trend: matches first seen that week (ISO Monday `YYYY-MM-DD`). */
export type WatchTrendPoint = WatchSummary['trend'][number];
/** A look-alike domain a watch found (a `watch_domains` row, explained). */
export type WatchMatch = WatchReportAnswer['matches'][number];
export type RiskFactor = WatchMatch['risk_factors'][number];
export type WatchCaseEntry = WatchReportAnswer['cases'][number];
export type WatchCaseAction = WatchCaseEntry['actions'][number];
export type BrandEntry = BrandProtectionAnswer['brands'][number];

/** What a case keeps of its match when it is opened from it, so the case reads the same after the match changes. */
export const caseEvidenceFields = [
  'name', 'technique', 'similarity', 'risk_score', 'risk_band', 'risk_factors', 'resolves', 'has_mx', 'has_website',
  'has_certificate', 'registered_at', 'registrar_name', 'first_seen_at',
] as const satisfies readonly (keyof WatchMatch)[];
export type CaseEvidence = Pick<WatchMatch, (typeof caseEvidenceFields)[number]>;

/** A count per key (a technique, a risk band, a case status), every key present. */
export interface CountBy<K extends string = string> {
  key: K;
  count: number;
}

/** GET …/domains/{id}/gap_analysis (a 404 means "no analysis for this domain"). */
export type GapAnalysisAnswer = AnswerOf<typeof domainContracts.gapAnalysis>;
