/**
 * OpenAPI schemas of routes/reports.ts (DESIGN.md section 14): the catalogue and one report, the
 * very schemas their contracts answer by (src/lib/contracts/report-contracts.ts).
 */
import { reportContracts } from '../../../src/lib/contracts/report-contracts.ts';
import type { JsonObject } from './openapi-types.ts';

export function reportSchemas(): Record<string, JsonObject> {
  return {
    ReportCatalogue: reportContracts.catalogue.answers[200].schema,
    ReportAnswer: reportContracts.report.answers[200].schema,
  };
}
