/**
 * The expiry sweep: a pending request past its expires_at becomes `expired` (audited, the
 * requester mailed, a waiting order cancelled) before anything reads approval requests or
 * orders, so the resource lists and records (filters and sorting included), the public API and
 * the orders agree on the state at every instant. The time is the API's clock, so tests move it.
 */
import { inTransaction } from '../db/in-transaction.ts';
import { systemActor, type ApprovalRow, type DecisionDeps } from './approval-row.ts';
import { endApproval } from './end-approval.ts';

/** Expires every overdue pending request; runs inside the caller's transaction. Returns how many. */
export function expireOverdueApprovals(deps: DecisionDeps): number {
  const rows = deps.db
    .prepare(`SELECT a.*, account.name AS account_name FROM approval_requests a JOIN accounts account ON account.id = a.group_id
      WHERE a.status = 'pending' AND a.expires_at <= ? ORDER BY a.id`)
    .all(deps.now) as unknown as ApprovalRow[];
  for (const row of rows) endApproval(deps, systemActor, row, 'expired', null);
  return rows.length;
}

/** The sweep in its own transaction, taken only when something is overdue (a read stays a read otherwise). */
export function sweepExpiredApprovals(deps: DecisionDeps): number {
  const overdue = deps.db.prepare("SELECT 1 AS found FROM approval_requests WHERE status = 'pending' AND expires_at <= ? LIMIT 1").get(deps.now);
  if (!overdue) return 0;
  if (deps.db.isTransaction) return expireOverdueApprovals(deps);
  return inTransaction(deps.db, () => expireOverdueApprovals(deps));
}
