/**
 * Reports (DESIGN.md section 14; server/api/reports/):
 * GET /groups/{context}/reports                               the catalogue: one headline figure per report the caller may read
 * GET /groups/{context}/reports/{name}?pql=&months=&drop=&from=&to=&interval=   one report, aggregated in SQL
 * Both need view-reports (403); a report also needs the view permission of its resource (403).
 * An unknown report is 404 report_not_found; a bad pql the 400 invalid_query a list gives.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { requirePermission } from '../auth/authenticate.ts';
import { createReportEngine } from '../reports/report-engine.ts';
import { createReportThread } from '../reports/report-thread.ts';
import type { QueryInput } from '../resources/list-parameters.ts';

type Params = Record<string, string>;

export function registerReportRoutes(app: FastifyInstance, context: ApiContext): void {
  const { registry, scopeOf, statements } = context.resources;
  const engine = createReportEngine({ statements, registry, clock: context.clock });
  // Made in a worker with its own connection (report-thread.ts): a report across 100 000 domains is seconds of SQL.
  const reports = createReportThread(context.config.databasePath, engine);
  app.addHook('onClose', () => reports.close());
  const options = { preHandler: [context.authenticate, requirePermission('view-reports')] };

  app.get('/groups/:context/reports', options, async (request) => {
    const scope = scopeOf(request, (request.params as Params).context);
    return { data: await reports.catalogue(scope, context.clock()) };
  });

  app.get('/groups/:context/reports/:name', options, async (request) => {
    const params = request.params as Params;
    const scope = scopeOf(request, params.context);
    return { data: await reports.run(scope, params.name, request.query as QueryInput, context.clock()) };
  });
}
