/**
 * Reading and writing jobs and their items (DESIGN.md section 13, bulk jobs). A job keeps the
 * count of its items in each state; every change of an item's state moves the counts in the same
 * transaction (moveCounts), and the job's state follows from them (settleJob): running while
 * items are queued or running, waiting while some wait for an approval, done when every item is
 * final; a cancelled job stays cancelled. Reaching done writes the job's `finish` audit entry.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { JobCounts, JobItemState, JobState, Money } from '../../../src/lib/schemas/job.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import { auditJob } from './job-audit.ts';
import { markRetried, moveRetryable, type RetryTarget } from './job-retries.ts';
import { jobStatement as statement } from './job-statements.ts';

export interface JobRow extends JobCounts {
  id: number;
  group_id: string;
  user_id: number | null;
  username: string;
  action: string;
  resource: string;
  options: string;
  state: JobState;
  locale: string;
  retry_of: number | null;
  retryable_count: number;
  start_key: string | null;
  costs: string;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
}

export interface JobItemRow {
  id: number;
  job_id: number;
  group_id: string;
  position: number;
  resource_id: number;
  label: string;
  group_key: string | null;
  /** The first attempt at this record in a chain of retries (job-retries.ts). */
  intent_id: number;
  state: JobItemState;
  reason_key: string | null;
  reason: string | null;
  result: string | null;
  cost_amount: number | null;
  cost_currency: string | null;
  approval_request_id: number | null;
  started_at: string | null;
  finished_at: string | null;
}

/** How many items move into (+) or out of (−) each state. */
export type CountDelta = Partial<Record<JobItemState, number>>;

/** What an item becomes. */
export interface ItemChange {
  state: JobItemState;
  reason_key?: string | null;
  reason?: string | null;
  result?: unknown;
  cost?: Money | null;
  approval_request_id?: number | null;
  started_at?: string | null;
  finished_at?: string | null;
}

export interface NewJob {
  group_id: string;
  user_id: number;
  username: string;
  action: string;
  resource: string;
  options: Readonly<Record<string, unknown>>;
  locale: string;
  retry_of: number | null;
  costs: readonly Money[];
  /** The action, resource, options and ids asked, hashed: two pending jobs of an account never share one. */
  start_key: string;
}

export interface NewItem {
  resource_id: number;
  label: string;
  group_key: string | null;
  state: 'queued' | 'skipped';
  reason_key: string | null;
  reason: string | null;
  cost: Money | null;
  /** A retry's item: the attempt it follows (a first attempt has none). */
  retry?: RetryTarget;
}

export function readJob(db: DatabaseSync, id: number): JobRow | undefined {
  return statement(db, 'SELECT * FROM jobs WHERE id = ?').get(id) as unknown as JobRow | undefined;
}

export function jobOptions(job: Pick<JobRow, 'options'>): Record<string, unknown> {
  const parsed = JSON.parse(job.options) as unknown;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/**
 * Inserts a job and its items (positions from 1, in the order given), counts and state set; a
 * retry's items follow the attempts they retry (job-retries.ts). Run inside a transaction.
 */
export function insertJob(db: DatabaseSync, job: NewJob, items: readonly NewItem[], now: string): JobRow {
  const queued = items.filter((item) => item.state === 'queued').length;
  const skipped = items.length - queued;
  // A first attempt skipped is retryable in this job only; a retry's skipped items are counted along their chain below.
  const retryable = items.filter((item) => item.state === 'skipped' && !item.retry).length;
  const state: JobState = queued > 0 ? 'running' : 'done';
  const inserted = statement(db, `INSERT INTO jobs (group_id, user_id, username, action, resource, options, state, locale, retry_of, item_count,
      queued_count, skipped_count, retryable_count, costs, start_key, started_at, finished_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(job.group_id, job.user_id, job.username, job.action, job.resource, JSON.stringify(job.options), state, job.locale, job.retry_of,
      items.length, queued, skipped, retryable, JSON.stringify(job.costs), job.start_key, state === 'done' ? now : null, state === 'done' ? now : null, now, now);
  const jobId = Number(inserted.lastInsertRowid);
  const insertItem = statement(db, `INSERT INTO job_items (job_id, group_id, position, resource_id, label, group_key, intent_id, state, reason_key, reason,
      cost_amount, cost_currency, finished_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  items.forEach((item, index) => {
    // The attempt retried is no longer the latest: the jobs that counted it retryable stop counting it.
    if (item.retry) moveRetryable(db, item.retry.previous_id, -1, now);
    const itemId = Number(insertItem.run(jobId, job.group_id, index + 1, item.resource_id, item.label, item.group_key, item.retry?.intent_id ?? null, item.state,
      item.reason_key, item.reason, item.cost?.amount ?? null, item.cost?.currency ?? null, item.state === 'skipped' ? now : null, now, now).lastInsertRowid);
    if (!item.retry) return;
    markRetried(db, item.retry.previous_id, itemId, now);
    if (item.state === 'skipped') moveRetryable(db, itemId, 1, now);
  });
  // First attempts are their own intents.
  statement(db, 'UPDATE job_items SET intent_id = id WHERE job_id = ? AND intent_id IS NULL').run(jobId);
  return readJob(db, jobId)!;
}

/** The job's first queued item by position. */
export function nextQueuedItem(db: DatabaseSync, jobId: number): JobItemRow | undefined {
  return statement(db, "SELECT * FROM job_items WHERE job_id = ? AND state = 'queued' ORDER BY position LIMIT 1").get(jobId) as unknown as JobItemRow | undefined;
}

/** The job's queued items of one group (a zone), by position. */
export function queuedItemsOfGroup(db: DatabaseSync, jobId: number, groupKey: string): JobItemRow[] {
  return statement(db, "SELECT * FROM job_items WHERE job_id = ? AND group_key = ? AND state = 'queued' ORDER BY position")
    .all(jobId, groupKey) as unknown as JobItemRow[];
}

function resultJson(result: unknown): string | null {
  if (result === undefined || result === null) return null;
  try {
    return JSON.stringify(result) ?? null;
  } catch {
    return null;
  }
}

/** Writes what an item became (its counts are the caller's: moveCounts). */
export function writeItem(db: DatabaseSync, itemId: number, change: ItemChange, now: string): void {
  statement(db, `UPDATE job_items SET state = ?, reason_key = ?, reason = ?, result = coalesce(?, result), cost_amount = coalesce(?, cost_amount),
      cost_currency = coalesce(?, cost_currency), approval_request_id = coalesce(?, approval_request_id), started_at = coalesce(started_at, ?),
      finished_at = ?, updated_at = ?, version = version + 1 WHERE id = ?`)
    .run(change.state, change.reason_key ?? null, change.reason ?? null, resultJson(change.result), change.cost?.amount ?? null, change.cost?.currency ?? null,
      change.approval_request_id ?? null, change.started_at ?? null, change.finished_at ?? null, now, itemId);
}

/** Moves the job's counts by the delta (and stamps started_at once an item ran); answers the job as it now stands. */
export function moveCounts(db: DatabaseSync, jobId: number, delta: CountDelta, now: string, started = false): JobRow {
  const by = (state: JobItemState) => delta[state] ?? 0;
  return statement(db, `UPDATE jobs SET queued_count = queued_count + ?, running_count = running_count + ?, waiting_count = waiting_count + ?,
      done_count = done_count + ?, failed_count = failed_count + ?, skipped_count = skipped_count + ?, cancelled_count = cancelled_count + ?,
      started_at = CASE WHEN ? THEN coalesce(started_at, ?) ELSE started_at END, updated_at = ?, version = version + 1 WHERE id = ? RETURNING *`)
    .get(by('queued'), by('running'), by('waiting'), by('done'), by('failed'), by('skipped'), by('cancelled'), started ? 1 : 0, now, now, jobId) as unknown as JobRow;
}

/** The state the counts give (a cancelled job stays cancelled). */
export function stateOf(job: JobRow): JobState {
  if (job.state === 'cancelled') return 'cancelled';
  if (job.queued_count + job.running_count > 0) return 'running';
  return job.waiting_count > 0 ? 'waiting' : 'done';
}

/** Brings the job's state in line with its counts; reaching done stamps finished_at and audits `finish`. */
export function settleJob(db: DatabaseSync, audit: AuditTrail, job: JobRow, now: string): JobState {
  const state = stateOf(job);
  if (state === job.state) return state;
  const finished = state === 'done';
  statement(db, 'UPDATE jobs SET state = ?, finished_at = CASE WHEN ? THEN ? ELSE finished_at END, updated_at = ?, version = version + 1 WHERE id = ?')
    .run(state, finished ? 1 : 0, now, now, job.id);
  if (finished) auditJob(audit, { ...job, state }, 'finish', now, job.state);
  return state;
}

/** Applies one item's change, its counts and its job's state, in the caller's transaction. */
export function changeItem(db: DatabaseSync, audit: AuditTrail, item: Pick<JobItemRow, 'id' | 'job_id' | 'state'>, change: ItemChange, now: string): JobState {
  writeItem(db, item.id, change, now);
  if (change.state === 'failed' && item.state !== 'failed') moveRetryable(db, item.id, 1, now);
  const started = item.state === 'queued' || item.state === 'running';
  const delta: CountDelta = item.state === change.state ? {} : { [item.state]: -1, [change.state]: 1 };
  const job = moveCounts(db, item.job_id, delta, now, started);
  return settleJob(db, audit, job, now);
}

/** Counts the job's items again (after a start-up recovery) and settles its state. */
export function recountJob(db: DatabaseSync, audit: AuditTrail, jobId: number, now: string): JobState {
  const counts = Object.fromEntries(
    (statement(db, 'SELECT state, count(*) AS n FROM job_items WHERE job_id = ? GROUP BY state').all(jobId) as Array<{ state: string; n: number }>)
      .map((row) => [row.state, Number(row.n)]),
  );
  const job = statement(db, `UPDATE jobs SET queued_count = ?, running_count = ?, waiting_count = ?, done_count = ?, failed_count = ?, skipped_count = ?,
      cancelled_count = ?, updated_at = ?, version = version + 1 WHERE id = ? RETURNING *`)
    .get(counts.queued ?? 0, counts.running ?? 0, counts.waiting ?? 0, counts.done ?? 0, counts.failed ?? 0, counts.skipped ?? 0, counts.cancelled ?? 0, now, jobId) as unknown as JobRow;
  return settleJob(db, audit, job, now);
}

/** Every queued item of the job becomes `state` at once (cancel, or a starter no longer allowed); answers how many. */
export function closeQueuedItems(db: DatabaseSync, jobId: number, state: 'cancelled' | 'failed', reasonKey: string | null, reason: string | null, now: string): number {
  const closed = statement(db, `UPDATE job_items SET state = ?, reason_key = ?, reason = ?, finished_at = ?, updated_at = ?, version = version + 1
      WHERE job_id = ? AND state = 'queued' RETURNING id`)
    .all(state, reasonKey, reason, now, now, jobId);
  for (const item of closed) moveRetryable(db, Number(item.id), 1, now);
  return closed.length;
}
