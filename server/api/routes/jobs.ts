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
 * Another account's job is a 404, as for any record.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jobItemStates, type JobItemState } from '../../../src/lib/schemas/job.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError } from '../http/api-error.ts';
import { cancelJob } from '../jobs/cancel-job.ts';
import { defaultJobCatalogue, type JobCatalogue } from '../jobs/job-catalogue.ts';
import { jobItemsCsv } from '../jobs/job-csv.ts';
import { allJobItems, jobItemsPage } from '../jobs/job-items.ts';
import { pendingRetryOf, retryTargets } from '../jobs/job-retries.ts';
import { jobOptions, readJob, type JobRow } from '../jobs/job-rows.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { actionFor, jobRetrySchema, jobStartSchema, startJob, type StartDeps, type StartRequest } from '../jobs/start-job.ts';
import { messageLocaleOf } from '../platform/platform-messages.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { ensureCanView, ensureCanWrite, recordIdOf } from '../resources/resource-access.ts';

type Params = Record<string, string>;
type Query = Record<string, unknown>;

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
  const options = { preHandler: context.authenticate };
  const base = `${resource.listPath}/:id`;

  const deps = (request: FastifyRequest, locale: string): StartDeps => ({
    db, statements, audit, portalUrl: context.config.portalOrigins[0] ?? '', now: context.isoNow(), ip: request.ip, requestId: String(request.id), locale,
  });
  /** The job in the caller's scope (404 otherwise), after the permission check. */
  const target = (request: FastifyRequest, check: (scope: GroupScope) => void): { scope: GroupScope; job: JobRow } => {
    const params = request.params as Params;
    const scope = scopeOf(request, params.context);
    check(scope);
    const id = recordIdOf(resource, params.id);
    const job = store.find(resource, scope, null, id, ['id']) ? readJob(db, Number(id)) : undefined;
    if (!job) throw notFound();
    return { scope, job };
  };
  const answer = (scope: GroupScope, result: ReturnType<typeof startJob>, reply: FastifyReply) => {
    if ('dryRun' in result) return reply.code(200).send({ data: result.dryRun });
    runner.wake();
    return reply.code(201).send(store.find(resource, scope, null, result.job.id));
  };

  app.post(resource.listPath, context.idempotentWrite, async (request, reply) => {
    const scope = scopeOf(request, (request.params as Params).context);
    ensureCanWrite(resource, scope);
    const locale = messageLocaleOf(requestLocale(request));
    const body = validateBody(jobStartSchema, request.body, locale);
    const action = actionFor(catalogue, scope, String(body.resource), String(body.action));
    const start: StartRequest = { action, ids: body.ids as number[], options: body.options, dryRun: body.dry_run === true, groupId: scope.context, retryOf: null };
    return answer(scope, startJob(deps(request, locale), scope, start), reply);
  });

  app.post(`${base}/retry`, context.idempotentWrite, async (request, reply) => {
    const { scope, job } = target(request, (caller) => ensureCanWrite(resource, caller));
    const locale = messageLocaleOf(requestLocale(request));
    const body = validateBody(jobRetrySchema, request.body ?? {}, locale);
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
      action, ids: targets.map((target) => target.resource_id), options: jobOptions(job), dryRun: body.dry_run === true, groupId: job.group_id, retryOf: job.id,
      retries: new Map(targets.map((target) => [target.resource_id, target])),
    };
    return answer(scope, startJob(deps(request, locale), scope, start), reply);
  });

  app.post(`${base}/cancel`, options, async (request) => {
    const { scope, job } = target(request, (caller) => ensureCanWrite(resource, caller));
    const user = scope.auth.user;
    cancelJob(db, audit, job.id, { userId: user.id, username: user.username, ip: request.ip, requestId: String(request.id) }, context.isoNow());
    return store.find(resource, scope, null, job.id);
  });

  app.get(`${base}/items`, options, async (request) => {
    const { job } = target(request, (caller) => ensureCanView(resource, caller));
    const query = request.query as Query;
    const limit = pageParameter(query, 'limit', 25, 1000);
    const page = pageParameter(query, 'page', 1, 1_000_000);
    const { data, total } = jobItemsPage(statements, job.id, stateFilter(query), limit, page);
    return { data, meta: { total, page, limit } };
  });

  app.get(`${base}/items.csv`, options, async (request, reply) => {
    const { job } = target(request, (caller) => ensureCanView(resource, caller));
    const columns = catalogue.action(job.resource, job.action)?.csvColumns ?? [];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="job-${job.id}.csv"`)
      .send(jobItemsCsv(allJobItems(db, job.id), columns));
  });
}
