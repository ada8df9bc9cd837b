/**
 * OpenAPI schemas of routes/reports.ts (DESIGN.md section 14): the catalogue and one report, whose
 * operations are made from their contracts (src/lib/contracts/report-contracts.ts). One report's
 * `from` and `to` are written here, on its path, with the most days a period may have
 * (`x-max-period-days`, which a contract's query cannot carry).
 */
import { reportContracts } from '../../../src/lib/contracts/report-contracts.ts';
import { maxActivityDays } from '../reports/activity-period.ts';
import { periodParameters } from './period-parameters.ts';
import type { JsonObject, PathItem } from './openapi-types.ts';

export function reportSchemas(): Record<string, JsonObject> {
  return {
    ReportCatalogue: reportContracts.catalogue.answers[200].schema,
    ReportAnswer: reportContracts.report.answers[200].schema,
  };
}

export function reportPaths(): Record<string, PathItem> {
  return {
    [reportContracts.report.path]: {
      parameters: periodParameters(maxActivityDays, {
        from: 'portfolio-activity: the first day (YYYY-MM-DD; default 29 days before to).', to: 'portfolio-activity: the last day (default today).',
      }),
    },
  };
}
