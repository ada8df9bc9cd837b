/**
 * A bulk job's record, read-only (DESIGN.md section 13, bulk jobs): the API starts, runs and
 * cancels jobs on its own routes; the generic list and record only read them.
 */
import { trayKinds, type TrayResource } from './tray-kinds.ts';
import { dateTime, integer, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const jobStates = ['running', 'waiting', 'done', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];

export const jobItemStates = ['queued', 'running', 'waiting', 'done', 'failed', 'skipped', 'cancelled'] as const;
export type JobItemState = (typeof jobItemStates)[number];

/** Item states that never change again. */
export const finalItemStates: readonly JobItemState[] = ['done', 'failed', 'skipped', 'cancelled'];

export const jobResources = Object.keys(trayKinds) as TrayResource[];

/** An amount in its currency's minor unit (cents; whole yen), as prices and orders are. */
export interface Money {
  amount: number;
  currency: string;
}

/** How many of a job's items are in each state (the job record keeps them, so a poll reads one row). */
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

/** One item of a job as `GET jobs/{id}/items` answers it, in position order. */
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

/** One record in a dry run: eligible (with its cost) or the reason it is not. */
export interface DryRunItem {
  id: number;
  label: string;
  eligible: boolean;
  reason_key?: string;
  reason?: string;
  cost?: Money;
  note?: string;
}

/** A DNS action's plan for one zone in a dry run. */
export interface DryRunGroup {
  key: string;
  label: string;
  counts: { create: number; modify: number; delete: number };
  warnings: Array<{ code: string; message: string }>;
}

/** `POST jobs { …, dry_run: true }` answers `{ data: DryRun }`. */
export interface DryRun {
  action: string;
  resource: string;
  items: DryRunItem[];
  eligible_count: number;
  ineligible_count: number;
  /** Totals of the eligible items, per currency. */
  costs: Money[];
  /** DNS actions: one plan per zone. */
  groups?: DryRunGroup[];
}

/** At most this many records in one job (a full tray). */
export const jobItemLimit = 10_000;

const count = () => integer(0, jobItemLimit);

export const jobSchema = recordSchema({
  title: 'Job',
  properties: {
    action: text(60),
    resource: oneOf(jobResources),
    state: oneOf(jobStates),
    username: text(200),
    item_count: count(),
    queued_count: count(),
    running_count: count(),
    waiting_count: count(),
    done_count: count(),
    failed_count: count(),
    skipped_count: count(),
    cancelled_count: count(),
    retryable_count: count(),
    started_at: nullable(dateTime()),
    finished_at: nullable(dateTime()),
  },
  groups: {
    general: ['action', 'resource', 'state', 'username'],
    results: ['item_count', 'queued_count', 'running_count', 'waiting_count', 'done_count', 'failed_count', 'skipped_count', 'cancelled_count'],
    dates: ['started_at', 'finished_at'],
  },
});
