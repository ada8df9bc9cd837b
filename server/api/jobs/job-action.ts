/**
 * A bulk action a job runs (DESIGN.md section 13, bulk jobs): which records it takes, the
 * permission it needs, its options, the dry run's eligibility and cost per record, and what one
 * record (or one group of records, a zone's) becomes when it runs. The runner
 * (server/api/jobs/job-runner.ts) calls `run`/`runGroup` inside the item's transaction.
 */
import type { DryRunGroup, Money } from '../../../src/lib/schemas/job.ts';
import type { TrayResource } from '../../../src/lib/schemas/tray-kinds.ts';
import type { PlatformCallContext } from '../platform/platform-operation.ts';

export type { DryRunGroup, Money };

export type Eligibility =
  | { eligible: true; label: string; cost?: Money; note?: string; group_key?: string }
  | { eligible: false; label: string; reason_key: string; reason: string };

export type ItemOutcome =
  | { state: 'done'; result?: unknown; cost?: Money }
  | { state: 'failed'; reason_key: string; reason: string; result?: unknown }
  | { state: 'waiting'; approval_request_id: number; reason: string };

/**
 * What an action sees: the platform call context of the job's starter (scope, database, audit,
 * now, the job's locale, ip `job`, requestId `job-<id>`) and the job's options.
 */
export interface JobContext extends Omit<PlatformCallContext, 'fields'> {
  options: Readonly<Record<string, unknown>>;
  jobId: number;
}

export interface JobItemRef {
  id: number;
  resource_id: number;
  label: string;
  /** The first attempt at this record in a chain of retries: what a charge names (one charge per intent). */
  intent_id: number;
}

export interface JobAction {
  /** `renew`, `lock` … unique per resource. */
  name: string;
  resource: TrayResource;
  /** The permission the starter needs besides manage-tray. */
  permission: string;
  /** JSON Schema of the options. */
  options: Record<string, unknown>;
  /** Eligibility of every id, in one call (10 000 ids well under a second). */
  check(context: JobContext, ids: readonly number[]): Map<number, Eligibility>;
  /** DNS actions: the plan of each zone for the dry run. */
  groups?(context: JobContext, eligible: ReadonlyMap<number, Eligibility>): DryRunGroup[];
  /** Runs one item inside the runner's transaction, checking again what may have changed. */
  run?(context: JobContext, item: JobItemRef): ItemOutcome;
  /** Runs every item of one group_key together (one zone: one draft, one publish). */
  runGroup?(context: JobContext, items: readonly JobItemRef[]): Map<number, ItemOutcome>;
  /** Export actions: the columns their CSV adds after position, item, outcome, reason (read from each item's result). */
  csvColumns?: readonly string[];
}
