/**
 * The watch overview, a watch's report, brand protection and opening a case from a match
 * (issue 15; shapes in src/lib/schemas/watch-insights.ts, the work in server/api/watch/):
 * GET /groups/{context}/watch_overview, GET …/watches/{id}/report, GET …/brand_protection,
 * POST …/watches/{watchId}/domains/{id}/case.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandViewerAbility, manageAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { OpenCaseRequest } from '../../../src/lib/schemas/watch-insights.ts';
import type { ApiContext } from '../api-context.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { notFound } from '../resources/group-scope.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { forbidden } from '../resources/resource-access.ts';
import { openCaseFromMatch, openCaseRequestSchema } from '../watch/open-case.ts';
import { brandProtectionOf, watchOverviewOf, watchReportOf } from '../watch/watch-answers.ts';

type Params = Record<string, string>;

/** Whether the scope's user holds one of the permissions (else 403 naming them). */
function requireOneOf(scope: GroupScope, permissions: readonly string[]): void {
  if (!permissions.some((permission) => scope.auth.can(permission))) throw forbidden(permissions.join('|'));
}

export const watchViewPermissions = [viewAbility('watch')] as const;
export const brandPermissions = [viewAbility('watch'), brandViewerAbility] as const;
/** Reporting a look-alike is the one write a brand viewer has. */
export const openCasePermissions = [manageAbility('watch'), brandViewerAbility] as const;

export function registerWatchInsightRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { scopeOf } = context.resources;
  const options = { preHandler: context.authenticate };
  const scopeWith = (request: FastifyRequest, permissions: readonly string[]) => {
    const scope = scopeOf(request, (request.params as Params).context);
    requireOneOf(scope, permissions);
    return scope;
  };

  app.get('/groups/:context/watch_overview', options, async (request) => {
    const scope = scopeWith(request, watchViewPermissions);
    return { data: watchOverviewOf(db, scope, context.clock()) };
  });

  app.get('/groups/:context/watches/:id/report', options, async (request) => {
    const scope = scopeWith(request, watchViewPermissions);
    const id = (request.params as Params).id ?? '';
    if (!/^[0-9]{1,15}$/.test(id)) throw notFound();
    return { data: watchReportOf(db, scope, Number(id), context.clock()) };
  });

  app.get('/groups/:context/brand_protection', options, async (request) => {
    const scope = scopeWith(request, brandPermissions);
    return { data: brandProtectionOf(db, scope, context.clock()) };
  });

  app.post('/groups/:context/watches/:watchId/domains/:id/case', options, async (request, reply) => {
    const scope = scopeWith(request, openCasePermissions);
    const params = request.params as Params;
    const body = validateBody(openCaseRequestSchema, request.body ?? {}, requestLocale(request)) as OpenCaseRequest;
    const entry = openCaseFromMatch({
      db, services: context.resources, caller: { scope, ip: request.ip, requestId: String(request.id) },
      watchId: params.watchId ?? '', matchId: params.id ?? '', body, now: context.isoNow(),
    });
    return reply.code(201).send({ data: entry });
  });
}
