/**
 * Bulk jobs (DESIGN.md section 13, bulk jobs; the generic GET list and record come from the
 * `jobs` declaration):
 * POST /groups/{context}/jobs { action, resource, ids, options?, dry_run? }  the dry run (200) or a new job (201)
 * POST /groups/{context}/jobs/{id}/cancel                                   queued items cancelled (409 job_finished)
 * POST /groups/{context}/jobs/{id}/retry { dry_run? }                       the failed and skipped items not done since, again
 *                                                                           (409 nothing_to_retry; 409 job_pending while a retry of them runs)
 * Starting and retrying take an Idempotency-Key (http/idempotency.ts); the same start while one is
 * pending is a 409 job_pending whatever the key (jobs/start-job.ts).
 * GET  /groups/{context}/jobs/{id}/items[?filter[state]=failed&limit=&page=] the items in position order
 * GET  /groups/{context}/jobs/{id}/items.csv                                the items as CSV
 * Starting needs manage-tray and the action's permission; cancel manage-tray; reading view-tray.
 * Another account's job is a 404, as for any record. Each route is registered by its contract
 * (src/lib/contracts/job-contracts.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf } from '../../../src/lib/contracts/api-contract.ts';
import { jobContracts } from '../../../src/lib/contracts/job-contracts.ts';
import { jobItemStates, type JobItemState } from '../../../src/lib/schemas/job.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess, type RequestParams } from '../http/request-access.ts';
import { cancelJob } from '../jobs/cancel-job.ts';
import { defaultJobCatalogue, type JobCatalogue } from '../jobs/job-catalogue.ts';
import { jobItemsCsv } from '../jobs/job-csv.ts';
import { allJobItems, jobItemsPage } from '../jobs/job-items.ts';
import { pendingRetryOf, retryTargets } from '../jobs/job-retries.ts';
import { jobOptions, readJob, type JobRow } from '../jobs/job-rows.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { actionFor, startJob, type StartDeps, type StartRequest } from '../jobs/start-job.ts';
import { messageLocaleOf } from '../platform/platform-messages.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { requestLocale } from '../resources/record-validation.ts';
import { ensureCanView, ensureCanWrite, recordIdOf } from '../resources/resource-access.ts';

type Query = Readonly<Record<string, unknown>>;
/** A job as its record reads: what starting, retrying and cancelling answer. */
type JobRecord = AnswerOf<typeof jobContracts.cancel>;

const itemStates = new Set<string>(jobItemStates);

function pageParameter(query: Query, name: 'limit' | 'page', fallback: number, maximum: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 1 || value > maximum) {
    throw new ApiError(400, 'invalid_parameter', `${name} must be a whole number from 1 to ${maximum}.`, { details: { parameter: name } });
  }
  return value;
}

function stateFilter(query: Query): JobItemState[] {
  const raw = query['filter[state]'];
  if (raw === undefined) return [];
  const states = typeof raw === 'string' ? raw.split(',').map((state) => state.trim()).filter(Boolean) : [];
  if (states.length === 0 || states.some((state) => !itemStates.has(state))) {
    throw new ApiError(400, 'invalid_parameter', `filter[state] takes ${jobItemStates.join(', ')} (comma-separated).`, { details: { parameter: 'filter[state]' } });
  }
  return [...new Set(states)] as JobItemState[];
}

export function registerJobRoutes(app: FastifyInstance, context: ApiContext, runner: JobRunner, catalogue: JobCatalogue = defaultJobCatalogue): void {
  const { db } = context;
  const { registry, store, scopeOf, statements, audit } = context.resources;
  const resource = registry.byName('jobs');
  if (!resource) throw new Error('the jobs resource is not declared');

  const deps = (request: Pick<FastifyRequest, 'ip' | 'id'>, locale: string): StartDeps => ({
    db, statements, audit, portalUrl: context.config.portalOrigins[0] ?? '', now: context.isoNow(), ip: request.ip, requestId: String(request.id), locale,
  });
  /** The job as its record reads (the generic GET jobs/{id} answers the same); its contract names every field. */
  const jobRecord = (scope: GroupScope, id: number) => store.find(resource, scope, null, id) as JobRecord;
  const answer = (scope: GroupScope, result: ReturnType<typeof startJob>, reply: FastifyReply) => {
    if ('dryRun' in result) return { data: result.dryRun };
    runner.wake();
    reply.code(201);
    return jobRecord(scope, result.job.id);
  };

  // The routes find the caller's scope, and the job, before their parameters and body are checked (http/contract-routes.ts).
  /** The caller's scope, after the permission check. */
  const scopeFor = (check: (scope: GroupScope) => void) => (request: FastifyRequest, params: RequestParams): GroupScope => {
    const scope = scopeOf(request, params.context);
    check(scope);
    return scope;
  };
  /** The same, and the job of the path: 404 when it is not in the caller's scope. */
  const jobAccessFor = (check: (scope: GroupScope) => void) => {
    const allowed = scopeFor(check);
    return requestAccess((request, params): { scope: GroupScope; job: JobRow } => {
      const scope = allowed(request, params);
      const id = recordIdOf(resource, params.id);
      const job = store.find(resource, scope, null, id, ['id']) ? readJob(db, Number(id)) : undefined;
      if (!job) throw notFound();
      return { scope, job };
    });
  };
  const writer = (scope: GroupScope) => ensureCanWrite(resource, scope);
  const starting = requestAccess(scopeFor(writer));
  const writingJob = jobAccessFor(writer);
  const viewingJob = jobAccessFor((scope) => ensureCanView(resource, scope));
  const viewing = { preValidation: [context.authenticate, viewingJob.hook] };

  routeByContract(app, jobContracts.start).handle(context.idempotentWrite.keyed(starting.hook), async (request, reply) => {
    const scope = starting.of(request);
    const locale = messageLocaleOf(requestLocale(request));
    const { body } = request;
    const action = actionFor(catalogue, scope, body.resource, body.action);
    const start: StartRequest = { action, ids: body.ids, options: body.options, dryRun: body.dry_run === true, groupId: scope.context, retryOf: null };
    return answer(scope, startJob(deps(request, locale), scope, start), reply);
  });

  routeByContract(app, jobContracts.retry).handle(context.idempotentWrite.keyed(writingJob.hook), async (request, reply) => {
    const { scope, job } = writingJob.of(request);
    const locale = messageLocaleOf(requestLocale(request));
    const targets = retryTargets(db, job.id);
    if (targets.length === 0) {
      const pending = pendingRetryOf(db, job.id);
      if (pending !== undefined) {
        throw new ApiError(409, 'job_pending', `A retry of this job's items is still running (job ${pending}).`, { details: { job_id: pending } });
      }
      throw new ApiError(409, 'nothing_to_retry', 'No item of this job is left failed or skipped.', { details: { state: job.state } });
    }
    const action = actionFor(catalogue, scope, job.resource, job.action);
    const start: StartRequest = {
      action, ids: targets.map((target) => target.resource_id), options: jobOptions(job), dryRun: request.body.dry_run === true, groupId: job.group_id, retryOf: job.id,
      retries: new Map(targets.map((target) => [target.resource_id, target])),
    };
    return answer(scope, startJob(deps(request, locale), scope, start), reply);
  });

  routeByContract(app, jobContracts.cancel).handle({ preValidation: [context.authenticate, writingJob.hook] }, async (request) => {
    const { scope, job } = writingJob.of(request);
    const user = scope.auth.user;
    cancelJob(db, audit, job.id, { userId: user.id, username: user.username, ip: request.ip, requestId: String(request.id) }, context.isoNow());
    return jobRecord(scope, job.id);
  });

  routeByContract(app, jobContracts.items).handle(viewing, async (request) => {
    const { job } = viewingJob.of(request);
    const limit = pageParameter(request.query, 'limit', 25, 1000);
    const page = pageParameter(request.query, 'page', 1, 1_000_000);
    const { data, total } = jobItemsPage(statements, job.id, stateFilter(request.query), limit, page);
    return { data, meta: { total, page, limit } };
  });

  routeByContract(app, jobContracts.itemsCsv).handle(viewing, async (request, reply) => {
    const { job } = viewingJob.of(request);
    const columns = catalogue.action(job.resource, job.action)?.csvColumns ?? [];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="job-${job.id}.csv"`)
      .send(jobItemsCsv(allJobItems(db, job.id), columns));
  });
}
