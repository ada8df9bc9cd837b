/**
 * A job's progress worked out from its counts (DESIGN.md section 13, bulk jobs): how many items
 * have finished, the bar's percentage, whether anything still runs or waits, and how soon to
 * ask again. Framework-free: the job view and the snackbar's job watcher share it.
 */
import type { Job, JobCounts, JobItemState, Money } from './job-types.ts';

/** Items with an outcome that will not change: done, failed, skipped (never run) and cancelled. */
export function finishedCount(job: JobCounts): number {
  return job.done_count + job.failed_count + job.skipped_count + job.cancelled_count;
}

/** The bar's value, 0–100, whole; a job of no items is complete. */
export function progressPercent(job: JobCounts): number {
  if (job.item_count <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((finishedCount(job) / job.item_count) * 100)));
}

/**
 * What the job is doing, read from its counts (a cancelled job still runs the items it had
 * started, and its waiting items wait on): `running` while items are queued or running,
 * `waiting` while only approvals are outstanding, `final` when nothing will change.
 */
export type JobActivity = 'running' | 'waiting' | 'final';

export function jobActivity(job: JobCounts & { state: string }): JobActivity {
  if (job.queued_count + job.running_count > 0 || job.state === 'running') return 'running';
  if (job.waiting_count > 0 || job.state === 'waiting') return 'waiting';
  return 'final';
}

/** Polling of the job view: once a second while items run, every few seconds while only an approver can move it, never once final. */
export const runningPollDelay = 1000;
export const waitingPollDelay = 5000;

export function pollDelay(job: JobCounts & { state: string }): number | null {
  const activity = jobActivity(job);
  return activity === 'running' ? runningPollDelay : activity === 'waiting' ? waitingPollDelay : null;
}

/**
 * "Retry the N failed": the items a retry runs again — failed, and skipped ones, which may be
 * eligible now — less those a retry has done or is doing since (the API counts them: a retried
 * job's failures stay in its history, but are not offered again).
 */
export function retryableCount(job: Pick<Job, 'retryable_count'>): number {
  return job.retryable_count;
}

/** Changes whenever any count changes: the job view re-reads its items page only then. */
export function countsSignature(job: JobCounts & Partial<Pick<Job, 'retryable_count'>>): string {
  return [job.item_count, job.queued_count, job.running_count, job.waiting_count, job.done_count, job.failed_count, job.skipped_count, job.cancelled_count, job.retryable_count ?? ''].join('.');
}

const unsettledItemStates: readonly JobItemState[] = ['queued', 'running', 'waiting'];

/**
 * When a page of a job's items must be read again: with a state chosen, when that state's count
 * changes; otherwise while the rows shown may still change (one of them queued, running or
 * waiting, or none read yet) — once every row shown is final, never, however the rest runs.
 */
export function itemsSignature(job: JobCounts, state: JobItemState | undefined, shown: readonly JobItemState[] | undefined): string {
  if (state !== undefined) return `${state}:${stateCount(job, state)}`;
  if (shown !== undefined && shown.length > 0 && shown.every((each) => !unsettledItemStates.includes(each))) return 'settled';
  return countsSignature(job);
}

/** The count of one item state. */
export function stateCount(job: JobCounts, state: JobItemState): number {
  return job[`${state}_count`];
}

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).amount === 'number' && typeof (value as Money).currency === 'string';

/** A job's `costs` as a list, whether the API sent the array or its stored JSON text. */
export function parseCosts(costs: unknown): Money[] {
  let value = costs;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter(isMoney) : [];
}

/** A job's `options` as an object, whether the API sent the object or its stored JSON text. */
export function parseOptions(options: unknown): Record<string, unknown> {
  let value = options;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * How long to wait before the next request: `wanted` after the last one started, but never
 * sooner than `minimum` after it (at most one request a second), and never negative.
 */
export function nextStartDelay(lastStartedAt: number, now: number, wanted: number, minimum: number): number {
  const start = lastStartedAt + Math.max(wanted, minimum);
  return Math.max(0, start - now);
}
