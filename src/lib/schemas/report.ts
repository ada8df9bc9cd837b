/**
 * What a report answers (DESIGN.md section 14): aggregated on the server, drawn by the portal as
 * a chart with its table twin and CSV. The API writes these shapes and the report screens read
 * them; a row names the records it counts as PQL, so the portal can link it to the filtered list.
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { reportContracts } from '../contracts/report-contracts.ts';

export const reportNames = ['domains', 'dns', 'dns-records', 'ssls', 'renewals-forecast', 'portfolio-activity'] as const;
export type ReportName = (typeof reportNames)[number];

/** The declared resource each report's `pql` filter and rows' `pql` are written over. */
export const reportResources: Record<ReportName, string> = {
  domains: 'domains',
  dns: 'dns-zones',
  'dns-records': 'dns-records',
  ssls: 'ssl-certificates',
  'renewals-forecast': 'domains',
  'portfolio-activity': 'audit-log',
};

/** Horizons of the renewals forecast, in months. */
export const forecastHorizons = [12, 24, 36] as const;

/** The periods of the portfolio activity report (a week starts on Monday, a month on its 1st). */
/** The longest portfolio-activity period, in days (checked before any work). */
export const maxActivityDays = 400;
export const activityIntervals = ['day', 'week', 'month'] as const;
export type ActivityInterval = (typeof activityIntervals)[number];

/** What the user may mark as a drop candidate's criteria (all marked ones must hold). */
export const dropCriteria = ['auto_renew_off', 'no_dns_queries', 'no_records', 'expiring_90_days', 'not_our_nameservers'] as const;
export type DropCriterion = (typeof dropCriteria)[number];

/** What GET reports/{name} answers: the report (its contract, src/lib/contracts/report-contracts.ts, describes each field). */
export type ReportAnswer = AnswerOf<typeof reportContracts.report>['data'];
export type ReportSection = ReportAnswer['sections'][number];
/** One bucket of a section: its key as stored ('' is "none"), its count, and the PQL selecting the records it counts. */
export type ReportRow = ReportSection['rows'][number];
export type KeyFigure = ReportAnswer['key_figures'][number];
export type DropCandidates = NonNullable<ReportAnswer['drop_candidates']>;

/** GET /groups/{context}/reports: the catalogue, one headline figure per report. */
export type ReportCatalogueEntry = AnswerOf<typeof reportContracts.catalogue>['data'][number];
