/**
 * A bulk job's record, read-only (DESIGN.md section 13, bulk jobs): the API starts, runs and
 * cancels jobs on its own routes; the generic list and record only read them.
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { jobContracts } from '../contracts/job-contracts.ts';
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

/** One item of a job as `GET jobs/{id}/items` answers it, in position order (its contract, src/lib/contracts/job-contracts.ts, describes each field). */
export type JobItem = AnswerOf<typeof jobContracts.items>['data'][number];

/** `POST jobs { …, dry_run: true }` answers `{ data: DryRun }`: each record eligible (with its cost) or the reason it is not, and the totals. */
export type DryRun = Extract<AnswerOf<typeof jobContracts.start>, { data: unknown }>['data'];
export type DryRunItem = DryRun['items'][number];
/** A DNS action's plan for one zone in a dry run. */
export type DryRunGroup = NonNullable<DryRun['groups']>[number];

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
