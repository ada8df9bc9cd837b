/**
 * "Accounts needing attention" on the home page of staff in their own account (all accounts):
 * accounts with domains expired or in redemption, approval requests waiting, issued certificates
 * expiring in the next 30 days (today included), bulk jobs of the last 30 days with failed items,
 * and orders of the last 30 days that failed. At most 10 accounts, worst first: the most reasons
 * counted in all, then by name. Each reason is one GROUP BY over its table.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AttentionAccount } from './dashboard-types.ts';

export const attentionAccountsShown = 10;

export const attentionReasons = ['domains_expired', 'approvals_waiting', 'certificates_expiring_30', 'jobs_failed', 'orders_failed'] as const;
export type AttentionReasonId = (typeof attentionReasons)[number];

const dayMs = 86_400_000;

/** Today and today + 30 days (YYYY-MM-DD), and the instant 30 days ago (ISO). */
interface Dates {
  today: string;
  inThirtyDays: string;
  thirtyDaysAgo: string;
}

export type AttentionAccounts = (now: number) => AttentionAccount[];

export function createAttentionAccounts(db: DatabaseSync): AttentionAccounts {
  const reasonQueries: Record<AttentionReasonId, { sql: string; params: (dates: Dates) => string[] }> = {
    domains_expired: { sql: "SELECT group_id, count(*) AS total FROM domains WHERE status IN ('expired', 'redemption') GROUP BY group_id", params: () => [] },
    approvals_waiting: { sql: "SELECT group_id, count(*) AS total FROM approval_requests WHERE status = 'pending' GROUP BY group_id", params: () => [] },
    certificates_expiring_30: {
      sql: "SELECT group_id, count(*) AS total FROM ssl_certificates WHERE status = 'issued' AND substr(expires_at, 1, 10) BETWEEN ? AND ? GROUP BY group_id",
      params: (dates) => [dates.today, dates.inThirtyDays],
    },
    jobs_failed: { sql: 'SELECT group_id, count(*) AS total FROM jobs WHERE failed_count > 0 AND created_at >= ? GROUP BY group_id', params: (dates) => [dates.thirtyDaysAgo] },
    orders_failed: {
      sql: "SELECT group_id, count(*) AS total FROM orders WHERE status = 'failed' AND created_at >= ? GROUP BY group_id",
      params: (dates) => [dates.thirtyDaysAgo],
    },
  };
  const statements = attentionReasons.map((id) => ({ id, statement: db.prepare(reasonQueries[id].sql), params: reasonQueries[id].params }));
  const accountNames = db.prepare('SELECT id, name FROM accounts');

  return (now) => {
    const dates: Dates = {
      today: new Date(now).toISOString().slice(0, 10),
      inThirtyDays: new Date(now + 30 * dayMs).toISOString().slice(0, 10),
      thirtyDaysAgo: new Date(now - 30 * dayMs).toISOString(),
    };
    const byAccount = new Map<string, AttentionAccount['reasons']>();
    for (const { id, statement, params } of statements) {
      for (const row of statement.all(...params(dates))) {
        const count = Number(row.total);
        if (count === 0) continue;
        const account = String(row.group_id);
        byAccount.set(account, [...(byAccount.get(account) ?? []), { id, count }]);
      }
    }
    const names = new Map(accountNames.all().map((row) => [String(row.id), String(row.name)]));
    const total = (reasons: AttentionAccount['reasons']) => reasons.reduce((sum, reason) => sum + reason.count, 0);
    return [...byAccount]
      .map(([id, reasons]) => ({ id, name: names.get(id) ?? id, reasons }))
      .sort((a, b) => total(b.reasons) - total(a.reasons) || a.name.localeCompare(b.name))
      .slice(0, attentionAccountsShown);
  };
}
