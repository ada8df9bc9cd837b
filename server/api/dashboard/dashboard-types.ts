/**
 * What the home, pulse and invoicing overview routes answer (DESIGN.md section 14). The portal
 * reads the same shapes from src/lib/dashboard/dashboard-types.ts (the server imports only the
 * pure folders of src/lib); tests/unit/home-shapes.test.ts keeps the two lists of ids equal.
 */

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

/** The home page's data. */
export interface HomeAnswer {
  figures: HomeFigure[];
  /** The 10 newest audit entries the caller may read, as GET …/audit_log answers them, plus `resource`. */
  recent_changes: Record<string, unknown>[];
  attention?: AttentionAccount[];
  watch?: HomeFigure[];
}

export const pulseKinds = ['registrations', 'renewals', 'expiries', 'dns_publishes', 'certificate_issuances', 'watch_matches'] as const;
export type PulseKind = (typeof pulseKinds)[number];

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

export interface SpendAnswer {
  months: SpendMonth[];
  /** The currencies present in the period, in alphabetical order. */
  currencies: string[];
  totals: Record<string, number>;
  billing_entities: NamedRecord[];
  pricing_entity: NamedRecord | null;
  latest_transactions: Record<string, unknown>[];
}
