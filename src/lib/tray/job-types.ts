/**
 * Bulk jobs as the API answers them (DESIGN.md section 13, bulk jobs): a job, its items, the
 * dry run, and what starting one sends. The states are the job schema's (declared once).
 */
import type { JobItemState, JobState } from '../schemas/job.ts';

export { jobItemStates, jobStates, type JobItemState, type JobState } from '../schemas/job.ts';

/** An amount in its currency's minor unit (cents; whole yen), as prices and orders are. */
export interface Money {
  amount: number;
  currency: string;
}

export interface JobCounts {
  item_count: number;
  queued_count: number;
  running_count: number;
  waiting_count: number;
  done_count: number;
  failed_count: number;
  skipped_count: number;
  cancelled_count: number;
}

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
  /** What the dry run announced for the eligible items, per currency (or its JSON text). */
  costs: unknown;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
}

export interface JobItem {
  id: number;
  position: number;
  resource_id: number;
  label: string;
  state: JobItemState;
  reason_key: string | null;
  reason: string | null;
  result?: unknown;
  cost_amount: number | null;
  cost_currency: string | null;
  approval_request_id: number | null;
  started_at: string | null;
  finished_at: string | null;
}

export interface DryRunItem {
  id: number;
  label: string;
  eligible: boolean;
  reason_key?: string;
  reason?: string;
  cost?: Money;
  note?: string;
}

/** A DNS action's plan for one zone. */
export interface DryRunGroup {
  key: string;
  label: string;
  counts: { create: number; modify: number; delete: number };
  warnings: Array<{ code: string; message: string }>;
}

export interface DryRun {
  action: string;
  resource: string;
  items: DryRunItem[];
  eligible_count: number;
  ineligible_count: number;
  costs: Money[];
  groups?: DryRunGroup[];
}

/** The body of `POST jobs`. */
export interface JobRequest {
  action: string;
  resource: string;
  ids: number[];
  options?: Record<string, unknown>;
}
