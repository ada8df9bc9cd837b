/**
 * What deleting a domain means, shown before asking (POST domain_deletions) and applied on
 * approval: the domain goes to pending_delete; after the registration's 5-day add grace period
 * the TLD's redemption period applies (the name can still be restored, at a fee), and within it
 * the registration charges are refunded.
 */
import type { DatabaseSync } from 'node:sqlite';

export const addGracePeriodDays = 5;

/** Statuses a deletion may start from. */
export const deletableStatuses: readonly string[] = ['active', 'expired'];

export interface DeletionRefund {
  amount: number;
  currency: string;
}

export interface DeletionTerms {
  /** Days the name stays restorable; 0 within the add grace period (deleted at once). */
  redemption_days: number;
  /** What is refunded (a positive amount in minor units), or null. */
  refund: DeletionRefund | null;
  within_grace: boolean;
}

const dayMs = 86_400_000;

export function deletionTerms(db: DatabaseSync, domain: { id: number; registered_at: string; redemption_period_days: number }, now: string): DeletionTerms {
  const withinGrace = Date.parse(now) - Date.parse(domain.registered_at) <= addGracePeriodDays * dayMs;
  if (!withinGrace) return { redemption_days: domain.redemption_period_days, refund: null, within_grace: false };
  const charged = db
    .prepare(`SELECT currency, sum(amount) AS total FROM transactions
      WHERE domain_id = ? AND kind = 'charge' AND status NOT IN ('void', 'refunded') AND transacted_at >= ?
      GROUP BY currency ORDER BY total DESC LIMIT 1`)
    .get(domain.id, domain.registered_at);
  const total = Number(charged?.total ?? 0);
  return {
    redemption_days: 0,
    refund: total > 0 && charged ? { amount: total, currency: String(charged.currency) } : null,
    within_grace: true,
  };
}
