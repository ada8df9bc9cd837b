/**
 * The OpenAPI schemas of bulk jobs (DESIGN.md section 13, bulk jobs; routes/jobs.ts): what starting
 * and retrying one take, its dry run and a page of its items. Their operations, and the tray's add
 * and empty, are made from their contracts (src/lib/contracts/job-contracts.ts); the list and the
 * record of jobs are the generic ones of the `jobs` declaration.
 */
import { jobContracts } from '../../../src/lib/contracts/job-contracts.ts';
import type { JsonObject } from './openapi-types.ts';

export function jobSchemas(): Record<string, JsonObject> {
  return {
    JobStartInput: jobContracts.start.body,
    JobRetryInput: jobContracts.retry.body,
    JobDryRun: jobContracts.start.answers[200].schema,
    JobItems: jobContracts.items.answers[200].schema,
  };
}
