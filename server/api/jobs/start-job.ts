/**
 * Starting a job (DESIGN.md section 13, bulk jobs): the action asked for, checked against the
 * caller's permissions, its options against the action's schema, then the dry run: the action
 * judges every id at once (eligible with its cost, or the reason it is not); totals per currency.
 * A dry run stops there; otherwise the job and all its items are written in one transaction:
 * eligible records `queued`, the others `skipped` with the dry run's reason, so the job accounts
 * for every record chosen. The runner (job-runner.ts) takes it from there.
 * The same start (action, resource, options, set of ids) while an earlier one of the account is
 * still running or waiting is refused, 409 `job_pending` naming that job (issue 32: a double
 * submit, a second tab or an API client's repeat does not renew and charge twice); the database
 * holds it too (jobs_one_pending_start).
 */
import type { DryRun, DryRunItem } from '../../../src/lib/schemas/job.ts';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { fingerprintOf } from '../http/request-fingerprint.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { validateBody } from '../resources/record-validation.ts';
import { forbidden } from '../resources/resource-access.ts';
import type { Eligibility, JobAction, Money } from './job-action.ts';
import { auditJob } from './job-audit.ts';
import type { JobCatalogue } from './job-catalogue.ts';
import { jobContext, jobPermission, type JobContextDeps } from './job-context.ts';
import { jobMessage } from './job-messages.ts';
import type { RetryTarget } from './job-retries.ts';
import { insertJob, type JobRow, type NewItem } from './job-rows.ts';
import { jobStatement } from './job-statements.ts';

export type { DryRun, DryRunItem };

/** The action of that name on that resource, if the caller may run it: 400 unknown_action, 403 forbidden. */
export function actionFor(catalogue: JobCatalogue, scope: GroupScope, resource: string, name: string): JobAction {
  if (!scope.auth.can(jobPermission)) throw forbidden(jobPermission);
  const action = catalogue.action(resource, name);
  if (!action) {
    throw new ApiError(400, 'unknown_action', `No action "${name.slice(0, 60)}" is offered on ${resource}.`, {
      details: { actions: catalogue.actionsOf(resource).map((entry) => entry.name) },
    });
  }
  if (!scope.auth.can(action.permission)) throw forbidden(action.permission);
  return action;
}

export interface StartDeps extends JobContextDeps {
  now: string;
  ip: string;
  requestId: string;
  /** The caller's language: validation messages and the job's reasons. */
  locale: string;
}

export interface StartRequest {
  action: JobAction;
  ids: readonly number[];
  options: unknown;
  dryRun: boolean;
  /** The account the job belongs to. */
  groupId: string;
  retryOf: number | null;
  /** A retry's items: the attempt each record's item follows, by record id (job-retries.ts). */
  retries?: ReadonlyMap<number, RetryTarget>;
}

/** Names a start by what it does to which records, whatever the order of the ids. */
export function startKeyOf(action: Pick<JobAction, 'name' | 'resource'>, options: unknown, ids: readonly number[]): string {
  return fingerprintOf({ action: action.name, resource: action.resource, options, ids: [...ids].sort((a, b) => a - b) });
}

/** 409 job_pending when the same start of the account is still running or waiting. */
export function refusePendingStart(db: DatabaseSync, groupId: string, startKey: string): void {
  const pending = jobStatement(db, "SELECT id, state FROM jobs WHERE group_id = ? AND start_key = ? AND state IN ('running', 'waiting') LIMIT 1").get(groupId, startKey);
  if (pending) {
    throw new ApiError(409, 'job_pending', `The same job is still ${String(pending.state)} (job ${Number(pending.id)}); it is not started twice.`, {
      details: { job_id: Number(pending.id), state: String(pending.state) },
    });
  }
}

function totals(eligible: Iterable<Eligibility>): Money[] {
  const sums = new Map<string, number>();
  for (const entry of eligible) {
    if (entry.eligible && entry.cost) sums.set(entry.cost.currency, (sums.get(entry.cost.currency) ?? 0) + entry.cost.amount);
  }
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

function dryRunItem(id: number, entry: Eligibility): DryRunItem {
  if (!entry.eligible) return { id, label: entry.label, eligible: false, reason_key: entry.reason_key, reason: entry.reason };
  return { id, label: entry.label, eligible: true, ...(entry.cost ? { cost: entry.cost } : {}), ...(entry.note ? { note: entry.note } : {}) };
}

/** Checks the options and asks the action about every id; answers the dry run, or writes the job. */
export function startJob(deps: StartDeps, scope: GroupScope, request: StartRequest): { dryRun: DryRun } | { job: JobRow } {
  const { action, ids } = request;
  const options = validateBody(action.options, request.options ?? {}, deps.locale);
  const context = jobContext(deps, { scope, options, jobId: 0, locale: deps.locale, now: deps.now, ip: deps.ip, requestId: deps.requestId });
  const checked = action.check(context, ids);
  const notFound = jobMessage(deps.locale, 'not_found');
  const eligibility = ids.map((id): [number, Eligibility] => [id, checked.get(id) ?? { eligible: false, label: `#${id}`, reason_key: 'not_found', reason: notFound }]);
  const eligible = new Map(eligibility.filter(([, entry]) => entry.eligible));
  const costs = totals(eligible.values());
  if (request.dryRun) {
    const groups = action.groups?.(context, eligible);
    return {
      dryRun: {
        action: action.name, resource: action.resource, items: eligibility.map(([id, entry]) => dryRunItem(id, entry)),
        eligible_count: eligible.size, ineligible_count: ids.length - eligible.size, costs, ...(groups ? { groups } : {}),
      },
    };
  }
  const items: NewItem[] = eligibility.map(([id, entry]) => ({
    resource_id: id,
    label: entry.label,
    group_key: entry.eligible ? (entry.group_key ?? null) : null,
    state: entry.eligible ? 'queued' : 'skipped',
    reason_key: entry.eligible ? null : entry.reason_key,
    reason: entry.eligible ? null : entry.reason,
    cost: null,
    ...(request.retries?.has(id) ? { retry: request.retries.get(id) } : {}),
  }));
  const user = scope.auth.user;
  const startKey = startKeyOf(action, options, ids);
  const job = inTransaction(deps.db, () => {
    refusePendingStart(deps.db, request.groupId, startKey);
    const made = insertJob(deps.db, {
      group_id: request.groupId, user_id: user.id, username: user.username, action: action.name, resource: action.resource,
      options, locale: deps.locale, retry_of: request.retryOf, costs, start_key: startKey,
    }, items, deps.now);
    const actor = { userId: user.id, username: user.username, ip: deps.ip, requestId: deps.requestId };
    auditJob(deps.audit, made, 'start', deps.now, null, actor);
    // Nothing eligible: the job is done as it starts.
    if (made.state === 'done') auditJob(deps.audit, made, 'finish', deps.now, 'running', actor);
    return made;
  });
  return { job };
}
