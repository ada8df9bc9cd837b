/**
 * What the home, pulse and invoicing overview routes answer (DESIGN.md section 14): the API writes
 * these shapes and the portal reads them. A figure or a pulse kind names the records it counts as
 * PQL over its resource's declared fields, so the portal links it to the filtered list.
 */

export const homeFigureIds = [
  'domains_expiring_30', 'domains_expiring_60', 'domains_expiring_90',
  'certificates_expiring_30', 'certificates_expiring_60', 'certificates_expiring_90',
  'approvals_waiting', 'orders_in_progress', 'jobs_running',
] as const;
export const watchFigureIds = ['watches_active', 'watch_matches_new', 'watch_cases_open'] as const;
export const attentionReasonIds = ['domains_expired', 'approvals_waiting', 'certificates_expiring_30', 'jobs_failed', 'orders_failed'] as const;
export const pulseKinds = ['registrations', 'renewals', 'expiries', 'dns_publishes', 'certificate_issuances', 'watch_matches'] as const;

export type PulseKind = (typeof pulseKinds)[number];

/** A count on the home page, with the records it counts as PQL over its resource's declared fields. */
export interface HomeFigure {
  id: string;
  count: number;
  /** The declared resource the `pql` selects from. */
  resource: string;
  pql: string;
}

export interface AttentionReason {
  id: string;
  count: number;
}

export interface AttentionAccount {
  id: string;
  name: string;
  reasons: AttentionReason[];
}

/** The home page's data; `Change` is an audit entry as GET …/audit_log answers it, plus `resource`. */
export interface HomeAnswer<Change = Record<string, unknown>> {
  figures: HomeFigure[];
  /** The 10 newest audit entries the caller may read. */
  recent_changes: Change[];
  attention?: AttentionAccount[];
  watch?: HomeFigure[];
}

export interface PulseKindCount {
  kind: PulseKind;
  count: number;
  resource?: string;
  pql?: string;
}

export interface PulseEvent {
  at: string;
  kind: PulseKind;
  label: string;
  /** The declared resource whose record page the event opens, with the record's id. */
  resource: string;
  id: string;
}

export interface PulseAnswer {
  from: string;
  to: string;
  kinds: PulseKindCount[];
  days: { date: string; values: Partial<Record<PulseKind, number>> }[];
  events: PulseEvent[];
}

export interface NamedRecord {
  id: number;
  name: string;
}

export interface SpendMonth {
  /** `YYYY-MM`. */
  month: string;
  /** Net spend per currency, in minor units. */
  amounts: Record<string, number>;
}

/** The invoicing overview; `Transaction` is a transaction as the transactions list answers it. */
export interface SpendAnswer<Transaction = Record<string, unknown>> {
  months: SpendMonth[];
  /** The currencies present in the period, in alphabetical order. */
  currencies: string[];
  totals: Record<string, number>;
  billing_entities: NamedRecord[];
  pricing_entity: NamedRecord | null;
  latest_transactions: Transaction[];
}
