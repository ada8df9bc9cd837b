/**
 * Where the engine finds a job's action (DESIGN.md section 13, bulk jobs): the catalogue of
 * server/api/jobs/actions by default; tests may hand the runner and the routes another.
 */
import type { JobAction } from './job-action.ts';
import { jobAction, jobActionsOf } from './actions/index.ts';

export interface JobCatalogue {
  action(resource: string, name: string): JobAction | undefined;
  /** The actions offered on records of a resource. */
  actionsOf(resource: string): readonly JobAction[];
}

export const defaultJobCatalogue: JobCatalogue = { action: jobAction, actionsOf: jobActionsOf };

/** A catalogue of exactly these actions. */
export function jobCatalogueOf(actions: readonly JobAction[]): JobCatalogue {
  return {
    action: (resource, name) => actions.find((action) => action.resource === resource && action.name === name),
    actionsOf: (resource) => actions.filter((action) => action.resource === resource),
  };
}
