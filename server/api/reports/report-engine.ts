/**
 * Runs a report for a caller (DESIGN.md section 14): the report by name (404 `report_not_found`),
 * its resource's view permission (403), its rows (report-scope.ts: scope + `pql`), then the
 * definition's aggregation; and the catalogue, one cheap headline per report the caller may read.
 */
import { reportNames, type ReportAnswer, type ReportCatalogueEntry } from '../../../src/lib/schemas/report.ts';
import { ApiError } from '../http/api-error.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { QueryInput } from '../resources/list-parameters.ts';
import { forbidden } from '../resources/resource-access.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import { isReportName, missingPermission, reportDefinitions, reportResourceName } from './report-registry.ts';
import { reportFilter } from './report-scope.ts';
import type { ReportDefinition, ReportRequest } from './report-types.ts';

export interface ReportEngineDeps {
  statements: StatementCache;
  registry: ResourceRegistry;
  /** The server clock, epoch milliseconds. */
  clock(): number;
}

export interface ReportEngine {
  run(scope: GroupScope, name: unknown, query: QueryInput): ReportAnswer;
  catalogue(scope: GroupScope): ReportCatalogueEntry[];
}

export function reportNotFound(name: unknown): ApiError {
  const shown = typeof name === 'string' ? name.slice(0, 60) : '';
  return new ApiError(404, 'report_not_found', `No report is named "${shown}".`, { details: { reports: [...reportNames] } });
}

export function createReportEngine({ statements, registry, clock }: ReportEngineDeps): ReportEngine {
  /** The request of a report the caller may read, or the permission they lack. */
  const requestFor = (definition: ReportDefinition, scope: GroupScope, query: QueryInput, now: number): ReportRequest | string => {
    const resource = registry.byName(reportResourceName(definition.name));
    if (!resource) throw new Error(`report ${definition.name}: resource ${reportResourceName(definition.name)} is not declared`);
    const missing = missingPermission(definition, resource, scope);
    if (missing !== null) return missing;
    const filter = reportFilter(resource, scope, query.pql, now, definition.conditions?.(scope, registry) ?? []);
    return { statements, registry, scope, filter, query, now };
  };

  return {
    run(scope, name, query) {
      if (!isReportName(name)) throw reportNotFound(name);
      const definition = reportDefinitions[name];
      const now = clock();
      const request = requestFor(definition, scope, query, now);
      if (typeof request === 'string') throw forbidden(request);
      const body = definition.run(request);
      return { report: name, generated_at: new Date(now).toISOString(), filter: request.filter.text, ...body };
    },
    catalogue(scope) {
      const now = clock();
      return reportNames.flatMap((name) => {
        const definition = reportDefinitions[name];
        const request = requestFor(definition, scope, {}, now);
        return typeof request === 'string' ? [] : [{ report: name, key_figure: definition.headline(request) }];
      });
    },
  };
}
