/**
 * What the home, pulse and invoicing overview routes answer (DESIGN.md section 14): the API writes
 * these shapes and the portal reads them. A figure or a pulse kind names the records it counts as
 * PQL over its resource's declared fields, so the portal links it to the filtered list. The
 * answers' types are their contracts' (src/lib/contracts/dashboard-contracts.ts;
 * docs/ARCHITECTURE.md, "API contracts").
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { dashboardContracts } from '../contracts/dashboard-contracts.ts';

export const homeFigureIds = [
  'domains_expiring_30', 'domains_expiring_60', 'domains_expiring_90',
  'certificates_expiring_30', 'certificates_expiring_60', 'certificates_expiring_90',
  'approvals_waiting', 'orders_in_progress', 'jobs_running',
] as const;
export const watchFigureIds = ['watches_active', 'watch_matches_new', 'watch_cases_open'] as const;
export const attentionReasonIds = ['domains_expired', 'approvals_waiting', 'certificates_expiring_30', 'jobs_failed', 'orders_failed'] as const;
export const pulseKinds = ['registrations', 'renewals', 'expiries', 'dns_publishes', 'certificate_issuances', 'watch_matches'] as const;

export type PulseKind = (typeof pulseKinds)[number];

/** The pulse's period without `from` and `to`: this many days ending today; at most this many days. */
export const defaultPulseDays = 7;
export const maxPulseDays = 366;
/** The pulse's newest events, at most. */
export const maxPulseEvents = 200;
/** The invoicing overview's months ending with this one: by default, and at most. */
export const defaultSpendMonths = 12;
export const maxSpendMonths = 36;

/** The home page's data; `recent_changes` are audit entries as GET …/audit_log answers them, each with `resource`. */
export type HomeAnswer = AnswerOf<typeof dashboardContracts.home>['data'];
/** A count on the home page (or of its watch figures), with the records it counts as PQL over its resource's declared fields. */
export type HomeFigure = HomeAnswer['figures'][number] | NonNullable<HomeAnswer['watch']>[number];
export type AttentionAccount = NonNullable<HomeAnswer['attention']>[number];
export type AttentionReason = AttentionAccount['reasons'][number];

export type PulseAnswer = AnswerOf<typeof dashboardContracts.pulse>['data'];
export type PulseKindCount = PulseAnswer['kinds'][number];
/** An event of the pulse: the declared resource whose record page it opens, with the record's id. */
export type PulseEvent = PulseAnswer['events'][number];

/** The invoicing overview; `latest_transactions` are transactions as the transactions list answers them. */
export type SpendAnswer = AnswerOf<typeof dashboardContracts.spend>['data'];
/** A month (`YYYY-MM`) with its net spend per currency, in minor units. */
export type SpendMonth = SpendAnswer['months'][number];
export type NamedRecord = SpendAnswer['billing_entities'][number];
