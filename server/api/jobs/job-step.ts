/**
 * One step of a job (DESIGN.md section 13, bulk jobs): its next queued item, or every queued item
 * of the same group (a zone) when the action runs groups, in ONE transaction: the starter's
 * permissions read again, the action run, the items' outcomes, the job's counts and state. A
 * crash at any point leaves the items queued and nothing of their effect. An action that throws
 * has its writes rolled back (a savepoint) and its items fail with reason `error`; the job goes on.
 */
import { inTransaction } from '../db/in-transaction.ts';
import type { ItemOutcome, JobAction, JobItemRef } from './job-action.ts';
import type { JobCatalogue } from './job-catalogue.ts';
import { jobContext, starterScope, type JobContextDeps } from './job-context.ts';
import { jobMessage } from './job-messages.ts';
import {
  changeItem, closeQueuedItems, jobOptions, moveCounts, nextQueuedItem, queuedItemsOfGroup, readJob, recountJob, settleJob,
  type ItemChange, type JobItemRow, type JobRow,
} from './job-rows.ts';

export interface JobStepDeps extends JobContextDeps {
  catalogue: JobCatalogue;
  /** Items one group may hold at most and still wait for a whole second's budget (JOB_ITEMS_PER_SECOND). */
  itemsPerSecond: number;
  logError(error: unknown, message: string): void;
}

/** ran: items run (they count against the budget); closed: the job moved on without running any; idle: nothing to do; wait: the group needs more budget. */
export type JobStep = { kind: 'ran'; items: number } | { kind: 'closed' } | { kind: 'idle' } | { kind: 'wait' };

function refOf(item: JobItemRow): JobItemRef {
  return { id: item.id, resource_id: item.resource_id, label: item.label, intent_id: item.intent_id };
}

function changeOf(outcome: ItemOutcome | undefined, locale: string, now: string): ItemChange {
  const times = { started_at: now, finished_at: now };
  switch (outcome?.state) {
    case 'done':
      return { state: 'done', result: outcome.result, cost: outcome.cost ?? null, ...times };
    case 'failed':
      return { state: 'failed', reason_key: outcome.reason_key, reason: outcome.reason, result: outcome.result, ...times };
    case 'waiting':
      return { state: 'waiting', reason_key: 'approval_waiting', reason: outcome.reason, approval_request_id: outcome.approval_request_id, started_at: now, finished_at: null };
    default:
      return { state: 'failed', reason_key: 'error', reason: jobMessage(locale, 'error'), ...times };
  }
}

/** Runs the action on the items inside a savepoint: what it wrote is undone when it throws. */
function runGuarded(deps: JobStepDeps, job: JobRow, work: () => Map<number, ItemOutcome>): Map<number, ItemOutcome> {
  deps.db.exec('SAVEPOINT job_step');
  try {
    const outcomes = work();
    deps.db.exec('RELEASE job_step');
    return outcomes;
  } catch (error) {
    deps.db.exec('ROLLBACK TO job_step');
    deps.db.exec('RELEASE job_step');
    deps.logError(error, `job ${job.id} (${job.action} ${job.resource}): an item failed with an error`);
    return new Map();
  }
}

/** Every queued item of the job fails at once with the reason (the starter may no longer act, the action is gone). */
function failRemaining(deps: JobStepDeps, job: JobRow, reasonKey: 'no_permission' | 'unknown_action', now: string): JobStep {
  const reason = jobMessage(job.locale, reasonKey, { username: job.username });
  const closed = closeQueuedItems(deps.db, job.id, 'failed', reasonKey, reason, now);
  settleJob(deps.db, deps.audit, moveCounts(deps.db, job.id, { queued: -closed, failed: closed }, now), now);
  return { kind: 'closed' };
}

function runItems(deps: JobStepDeps, job: JobRow, action: JobAction, items: readonly JobItemRow[], now: string): JobStep {
  const scope = starterScope(deps, job, action);
  if (!scope) return failRemaining(deps, job, 'no_permission', now);
  const context = jobContext(deps, { scope, options: jobOptions(job), jobId: job.id, locale: job.locale, now, ip: 'job', requestId: `job-${job.id}` });
  const refs = items.map(refOf);
  const outcomes = runGuarded(deps, job, () => {
    const [first] = items;
    const single = items.length === 1 && first !== undefined && (first.group_key === null || !action.runGroup);
    if (single && action.run) return new Map([[first.id, action.run(context, refOf(first))]]);
    if (!action.runGroup) throw new Error(`action ${action.resource}:${action.name} runs neither items nor groups`);
    return action.runGroup(context, refs);
  });
  for (const item of items) changeItem(deps.db, deps.audit, item, changeOf(outcomes.get(item.id), job.locale, now), now);
  return { kind: 'ran', items: items.length };
}

/** The job's next step, with `budget` items left to the account this second. */
export function takeStep(deps: JobStepDeps, jobId: number, budget: number, now: string): JobStep {
  return inTransaction(deps.db, () => {
    const job = readJob(deps.db, jobId);
    if (!job || job.state !== 'running') return { kind: 'idle' };
    const action = deps.catalogue.action(job.resource, job.action);
    if (!action) return failRemaining(deps, job, 'unknown_action', now);
    const next = nextQueuedItem(deps.db, job.id);
    if (!next) {
      // The counts said otherwise: count again, and let the state follow.
      return recountJob(deps.db, deps.audit, job.id, now) === 'running' ? { kind: 'idle' } : { kind: 'closed' };
    }
    const items = next.group_key !== null && action.runGroup ? queuedItemsOfGroup(deps.db, job.id, next.group_key) : [next];
    if (budget < Math.min(items.length, deps.itemsPerSecond)) return { kind: 'wait' };
    return runItems(deps, job, action, items, now);
  });
}
