/**
 * What the home, pulse and invoicing overview routes answer (DESIGN.md section 14), as the
 * portal reads it. The API writes the same shapes (server/api/dashboard/dashboard-types.ts);
 * tests/unit/home-shapes.test.ts keeps the ids of both sides equal.
 */
import type { AuditEntry } from '../data/audit-entries.ts';

export const homeFigureIds = [
  'domains_expiring_30', 'domains_expiring_60', 'domains_expiring_90',
  'certificates_expiring_30', 'certificates_expiring_60', 'certificates_expiring_90',
  'approvals_waiting', 'orders_in_progress', 'jobs_running',
] as const;
export const watchFigureIds = ['watches_active', 'watch_matches_new', 'watch_cases_open'] as const;
export const attentionReasonIds = ['domains_expired', 'approvals_waiting', 'certificates_expiring_30', 'jobs_failed', 'orders_failed'] as const;
export const pulseKinds = ['registrations', 'renewals', 'expiries', 'dns_publishes', 'certificate_issuances', 'watch_matches'] as const;

export type PulseKind = (typeof pulseKinds)[number];

/** A count with the records it counts as PQL over its resource's declared fields. */
export interface HomeFigure {
  id: string;
  count: number;
  resource: string;
  pql: string;
}

export interface AttentionAccount {
  id: string;
  name: string;
  reasons: { id: string; count: number }[];
}

/** An audit entry of the last changes, with the declared resource whose record page it names. */
export type RecentChange = AuditEntry & { area?: string; resource?: string };

export interface HomeData {
  figures: HomeFigure[];
  recent_changes: RecentChange[];
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
  resource: string;
  id: string;
}

export interface PulseData {
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

export interface SpendTransaction {
  id: number;
  reference: string;
  kind: string;
  status: string;
  description?: string | null;
  amount: number;
  currency: string;
  transacted_at: string;
  account?: { name?: string | null } | null;
}

export interface SpendData {
  months: { month: string; amounts: Record<string, number> }[];
  currencies: string[];
  totals: Record<string, number>;
  billing_entities: NamedRecord[];
  pricing_entity: NamedRecord | null;
  latest_transactions: SpendTransaction[];
}
