/**
 * Reports (DESIGN.md section 14; server/api/reports/):
 * GET /groups/{context}/reports                               the catalogue: one headline figure per report the caller may read
 * GET /groups/{context}/reports/{name}?pql=&months=&drop=&from=&to=&interval=   one report, aggregated in SQL
 * Both need view-reports (403); a report also needs the view permission of its resource (403).
 * An unknown report is 404 report_not_found; a bad pql the 400 invalid_query a list gives.
 * Both are registered by their contracts (src/lib/contracts/report-contracts.ts).
 */
import type { FastifyInstance } from 'fastify';
import { reportContracts } from '../../../src/lib/contracts/report-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { requirePermission } from '../auth/authenticate.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { createReportEngine, reportNotFound } from '../reports/report-engine.ts';
import { isReportName } from '../reports/report-registry.ts';
import { createReportThread } from '../reports/report-thread.ts';

export function registerReportRoutes(app: FastifyInstance, context: ApiContext): void {
  const { registry, scopeOf, statements } = context.resources;
  const engine = createReportEngine({ statements, registry, clock: context.clock });
  // Made in a worker with its own connection (report-thread.ts): a report across 100 000 domains is seconds of SQL.
  const reports = createReportThread(context.config.databasePath, engine);
  app.addHook('onClose', () => reports.close());
  // The caller's scope is found, and an unknown report refused (404 report_not_found, not the path's plain 404), before the path is checked (http/contract-routes.ts).
  const callerScope = requestAccess((request, params) => {
    const scope = scopeOf(request, params.context);
    if ('name' in params && !isReportName(params.name)) throw reportNotFound(params.name);
    return scope;
  });
  const reading = { preValidation: [context.authenticate, requirePermission('view-reports'), callerScope.hook] };

  routeByContract(app, reportContracts.catalogue).handle(reading, async (request) => {
    return { data: await reports.catalogue(callerScope.of(request), context.clock()) };
  });

  routeByContract(app, reportContracts.report).handle(reading, async (request) => {
    return { data: await reports.run(callerScope.of(request), request.params.name, request.query, context.clock()) };
  });
}
