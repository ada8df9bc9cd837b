/**
 * OpenAPI schemas of routes/watch-insights.ts (issue 15): the watch overview, a watch's report,
 * brand protection and opening a case from a match. Their operations are made from their contracts
 * (src/lib/contracts/watch-contracts.ts; contract-paths.ts); the document keeps their answers as
 * components too, the very schemas the contracts answer by.
 */
import { watchContracts } from '../../../src/lib/contracts/watch-contracts.ts';
import type { JsonObject } from './openapi-types.ts';

export function watchSchemas(): Record<string, JsonObject> {
  return {
    WatchOverview: watchContracts.overview.answers[200].schema,
    WatchReport: watchContracts.report.answers[200].schema,
    BrandProtection: watchContracts.brandProtection.answers[200].schema,
    WatchCaseOpened: watchContracts.openCase.answers[201].schema,
  };
}
