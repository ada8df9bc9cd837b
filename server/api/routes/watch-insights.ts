/**
 * The watch overview, a watch's report, brand protection and opening a case from a match
 * (DESIGN.md section 14; registered by their contracts, src/lib/contracts/watch-contracts.ts; the
 * work in server/api/watch/): GET /groups/{context}/watch_overview, GET …/watches/{id}/report,
 * GET …/brand_protection, POST …/watches/{watchId}/domains/{id}/case. The caller's permission, and
 * the watch a case is opened in, are found before the parameters and the body are checked
 * (docs/ARCHITECTURE.md, "API contracts").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { watchContracts } from '../../../src/lib/contracts/watch-contracts.ts';
import { brandViewerAbility, manageAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess, type RequestParams } from '../http/request-access.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { resolveParent } from '../resources/parent-link.ts';
import { forbidden } from '../resources/resource-access.ts';
import { openCaseFromMatch } from '../watch/open-case.ts';
import { brandProtectionOf, watchOverviewOf, watchReportOf } from '../watch/watch-answers.ts';

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
  const { scopeOf, registry, statements } = context.resources;
  const cases = registry.byName('watch-cases');
  if (!cases) throw new Error('the watch-cases resource is not declared');
  const scopeWith = (request: FastifyRequest, params: RequestParams, permissions: readonly string[]) => {
    const scope = scopeOf(request, params.context);
    requireOneOf(scope, permissions);
    return scope;
  };
  // What each request's access hook found: its scope, and for a case the watch it is opened in.
  const scopeFor = (permissions: readonly string[]) => requestAccess((request, params) => scopeWith(request, params, permissions));
  const watchScope = scopeFor(watchViewPermissions);
  const brandScope = scopeFor(brandPermissions);
  const caseWatch = requestAccess((request, params) => {
    const scope = scopeWith(request, params, openCasePermissions);
    const watch = resolveParent(cases, params, scope, statements);
    if (!watch) throw notFound();
    return { scope, watch };
  });

  routeByContract(app, watchContracts.overview).handle({ preValidation: [context.authenticate, watchScope.hook] }, async (request) => ({
    data: watchOverviewOf(db, watchScope.of(request), context.clock()),
  }));

  routeByContract(app, watchContracts.report).handle({ preValidation: [context.authenticate, watchScope.hook] }, async (request) => ({
    data: watchReportOf(db, watchScope.of(request), request.params.id, context.clock()),
  }));

  routeByContract(app, watchContracts.brandProtection).handle({ preValidation: [context.authenticate, brandScope.hook] }, async (request) => ({
    data: brandProtectionOf(db, brandScope.of(request), context.clock()),
  }));

  routeByContract(app, watchContracts.openCase).handle({ preValidation: [context.authenticate, caseWatch.hook] }, async (request, reply) => {
    const { scope, watch } = caseWatch.of(request);
    const entry = openCaseFromMatch({
      db, services: context.resources, caller: { scope, ip: request.ip, requestId: String(request.id) },
      parent: watch, matchId: request.params.id, body: request.body, now: context.isoNow(),
    });
    reply.code(201);
    return { data: entry };
  });
}
