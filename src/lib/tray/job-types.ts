/**
 * Bulk jobs as the API answers them (DESIGN.md section 13, bulk jobs): a job, and what starting
 * one sends. Its items, the dry run and the states are declared once, with the job's schema.
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { jobContracts } from '../contracts/job-contracts.ts';
import type { JobCounts } from '../schemas/job.ts';

export {
  jobItemStates, jobStates, type DryRun, type DryRunGroup, type DryRunItem, type JobCounts, type JobItem, type JobItemState, type JobState, type Money,
} from '../schemas/job.ts';

/** A job as the API answers it (the jobs list, and starting, retrying or cancelling one): the fields the portal reads of its record. */
export type Job = Pick<
  AnswerOf<typeof jobContracts.cancel>,
  | keyof JobCounts | 'id' | 'user_id' | 'username' | 'action' | 'resource' | 'options' | 'state' | 'retry_of' | 'retryable_count' | 'costs'
  | 'started_at' | 'finished_at' | 'created_at'
>;

/** The body of `POST jobs`. */
export interface JobRequest {
  action: string;
  resource: string;
  ids: number[];
  options?: Record<string, unknown>;
}
