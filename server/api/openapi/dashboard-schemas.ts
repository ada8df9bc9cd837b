/**
 * OpenAPI schemas of routes/dashboard.ts (DESIGN.md section 14): the home page's data, the pulse
 * and the invoicing overview. Their operations are made from their contracts
 * (src/lib/contracts/dashboard-contracts.ts; contract-paths.ts); the document keeps their answers
 * as components too, the very schemas the contracts answer by.
 */
import { dashboardContracts } from '../../../src/lib/contracts/dashboard-contracts.ts';
import type { JsonObject } from './openapi-types.ts';

export function dashboardSchemas(): Record<string, JsonObject> {
  return {
    Home: dashboardContracts.home.answers[200].schema,
    Pulse: dashboardContracts.pulse.answers[200].schema,
    Spend: dashboardContracts.spend.answers[200].schema,
  };
}
