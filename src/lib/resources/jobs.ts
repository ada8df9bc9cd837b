/**
 * Bulk jobs of the account (DESIGN.md section 13, bulk jobs): what the tray's actions started,
 * their state and the count of items in each state. Read-only and without pages of their own:
 * the tray's screens read them; the API starts, cancels and retries them on its own routes
 * (server/api/routes/jobs.ts) and runs their items (server/api/jobs/job-runner.ts).
 */
import { jobResources, jobSchema, jobStates } from '../schemas/job.ts';
import { areaPermissions, column, entityLabel, enumColumn, fieldLabel, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

// No account column: that column goes with a list page of the portal's (the tray reads jobs on its own screen).
export const jobs: ResourceDeclaration = {
  name: 'jobs',
  apiPath: 'jobs',
  label: entityLabel('jobs'),
  icon: 'i-lucide-list-checks',
  area: 'tray',
  permissions: areaPermissions('tray'),
  displayField: 'action',
  columns: [
    ...standardColumns,
    listed('action', 'text'),
    enumColumn('resource', jobResources, { listed: true }),
    // `state` alone is a contact's state or province.
    enumColumn('state', jobStates, { listed: true, label: fieldLabel('job_state') }),
    listed('username', 'text'),
    column('user_id', 'number'),
    listed('item_count', 'number'),
    column('queued_count', 'number', { sortable: true }),
    column('running_count', 'number', { sortable: true }),
    column('waiting_count', 'number', { sortable: true }),
    listed('done_count', 'number'),
    listed('failed_count', 'number'),
    column('skipped_count', 'number', { sortable: true }),
    column('cancelled_count', 'number', { sortable: true }),
    column('retry_of', 'number'),
    // Failed and skipped items no retry has done or is doing since (issue 32: what "Retry the N failed" offers).
    column('retryable_count', 'number'),
    listed('started_at', 'datetime'),
    column('finished_at', 'datetime', { sortable: true }),
  ],
  defaultSort: '-created_at',
  sections: [
    section('general', ['action', 'resource', 'state', 'username', 'retry_of']),
    section('results', ['item_count', 'queued_count', 'running_count', 'waiting_count', 'done_count', 'failed_count', 'skipped_count', 'cancelled_count']),
    section('dates', ['created_at', 'started_at', 'finished_at']),
  ],
  schema: jobSchema,
  operations: readOnly,
  routes: {},
};
