/**
 * Retries as attempts at one intent (DESIGN.md section 13, bulk jobs; issue 32): an item's
 * `intent_id` is the first attempt at its record in a chain of retries, `retried_by` the item of
 * the next attempt. Retrying a job takes, for each of its failed or skipped items, the latest
 * attempt at that intent when it is still failed or skipped (or was cancelled with its retry before
 * it ran) — so an item a retry did since is never run again, and one a retry still runs is not run
 * twice. Each job keeps `retryable_count`,
 * the intents it would retry ("Retry the N failed"), moved in the transaction that moves them.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import { jobStatement } from './job-statements.ts';

/** An item a retry takes again: the attempt it follows, and the intent they share. */
export interface RetryTarget {
  previous_id: number;
  intent_id: number;
  resource_id: number;
}

const retriedStates = "('failed', 'skipped')";
/** What the latest attempt may be for the intent to be retried: failed, skipped, or cancelled before it ran. */
const openStates = "('failed', 'skipped', 'cancelled')";

/** The latest attempts, still failed, skipped or cancelled, at the intents of the job's failed and skipped items, in the job's position order. */
export function retryTargets(db: DatabaseSync, jobId: number): RetryTarget[] {
  return jobStatement(db, `SELECT latest.id AS previous_id, latest.intent_id, latest.resource_id FROM job_items item
      JOIN job_items latest ON latest.intent_id = item.intent_id AND latest.retried_by IS NULL
      WHERE item.job_id = ? AND item.state IN ${retriedStates} AND latest.state IN ${openStates} ORDER BY item.position`)
    .all(jobId)
    .map((row) => ({ previous_id: Number(row.previous_id), intent_id: Number(row.intent_id), resource_id: Number(row.resource_id) }));
}

/** A job (running or waiting) that is retrying one of this job's failed or skipped items right now. */
export function pendingRetryOf(db: DatabaseSync, jobId: number): number | undefined {
  const row = jobStatement(db, `SELECT latest.job_id FROM job_items item
      JOIN job_items latest ON latest.intent_id = item.intent_id AND latest.retried_by IS NULL
      WHERE item.job_id = ? AND item.state IN ${retriedStates} AND latest.state IN ('queued', 'running', 'waiting') ORDER BY latest.job_id LIMIT 1`)
    .get(jobId);
  return row ? Number(row.job_id) : undefined;
}

/**
 * The intent's latest attempt became failed, skipped or cancelled (+1), or a retry took it (−1): every job
 * whose item of that intent is failed or skipped counts it. `itemId` is any attempt at the intent.
 */
export function moveRetryable(db: DatabaseSync, itemId: number, delta: 1 | -1, now: string): void {
  jobStatement(db, `UPDATE jobs SET retryable_count = retryable_count + ?, updated_at = ? WHERE id IN (SELECT job_id FROM job_items
      WHERE intent_id = (SELECT intent_id FROM job_items WHERE id = ?) AND state IN ${retriedStates})`)
    .run(delta, now, itemId);
}

/** The new attempt follows the previous one: refused (409) when another retry took it meanwhile. */
export function markRetried(db: DatabaseSync, previousId: number, nextId: number, now: string): void {
  const changed = jobStatement(db, 'UPDATE job_items SET retried_by = ?, updated_at = ? WHERE id = ? AND retried_by IS NULL').run(nextId, now, previousId);
  if (Number(changed.changes) === 0) {
    throw new ApiError(409, 'retry_conflict', 'Another retry took these items meanwhile; read the job again.');
  }
}
