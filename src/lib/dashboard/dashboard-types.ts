/**
 * What the home, pulse and invoicing overview routes answer (their contracts' types, through
 * src/lib/schemas/dashboard.ts, shared with the API), with the audit entries and transactions they
 * carry as the portal reads them.
 */
import type { AuditEntry } from '../data/audit-entries.ts';
import type { HomeAnswer, SpendAnswer } from '../schemas/dashboard.ts';

export {
  attentionReasonIds, homeFigureIds, pulseKinds, watchFigureIds, type AttentionAccount, type HomeFigure, type NamedRecord,
  type PulseAnswer as PulseData, type PulseEvent, type PulseKind, type PulseKindCount,
} from '../schemas/dashboard.ts';

/** An audit entry of the last changes, with the declared resource whose record page it names. */
export type RecentChange = AuditEntry & { area?: string; resource?: string };

export type HomeData = Omit<HomeAnswer, 'recent_changes'> & { recent_changes: RecentChange[] };

/** A transaction as the transactions list answers it (what the overview reads of it). */
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

export type SpendData = Omit<SpendAnswer, 'latest_transactions'> & { latest_transactions: SpendTransaction[] };
