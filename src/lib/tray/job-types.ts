/**
 * Bulk jobs as the API answers them (DESIGN.md section 13, bulk jobs): a job, and what starting
 * one sends. Its items, the dry run and the states are declared once, with the job's schema.
 */
import type { JobCounts, JobState } from '../schemas/job.ts';

export {
  jobItemStates, jobStates, type DryRun, type DryRunGroup, type DryRunItem, type JobCounts, type JobItem, type JobItemState, type JobState, type Money,
} from '../schemas/job.ts';

export interface Job extends JobCounts {
  id: number;
  user_id: number | string | null;
  username: string;
  action: string;
  /** The declaration name: `domains`, `dns-records`, `contacts`, `ssl-certificates`. */
  resource: string;
  /** An object, or its JSON text where the API leaves it as stored. */
  options: unknown;
  state: JobState;
  retry_of: number | null;
  /** Its failed and skipped items that no retry has done or is doing since: what "Retry the N failed" offers (issue 32). */
  retryable_count: number;
  /** What the dry run announced for the eligible items, per currency (or its JSON text). */
  costs: unknown;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
}

/** The body of `POST jobs`. */
export interface JobRequest {
  action: string;
  resource: string;
  ids: number[];
  options?: Record<string, unknown>;
}
