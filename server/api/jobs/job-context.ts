/**
 * Who a job acts as (DESIGN.md section 13, bulk jobs): its starter, read again from the users
 * table each time the runner takes the job up, so a user removed, disabled, moved out of the
 * account or stripped of manage-tray or of the action's permission stops acting at once (the
 * remaining items fail with no_permission). The scope is the one the starter's requests get in
 * the job's account (server/api/resources/group-scope.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { requestAuthFor, type RequestAuth } from '../auth/authenticate.ts';
import { toUserRow, userColumns } from '../auth/user-store.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import type { JobAction, JobContext } from './job-action.ts';

/** The permission every job needs besides its action's. */
export const jobPermission = 'manage-tray';

export interface JobContextDeps {
  db: DatabaseSync;
  statements: StatementCache;
  audit: AuditTrail;
  portalUrl: string;
}

/** The scope an authenticated user has in an account, as group-scope.ts gives it to a request. */
export function scopeIn(auth: RequestAuth, groupId: string): GroupScope {
  const isStaff = auth.can('staff');
  return { auth, context: groupId, isStaff, allAccounts: isStaff && groupId === auth.user.group_id };
}

/** Whether the user may run the action (the tray's manage permission and the action's own). */
export function mayRun(auth: RequestAuth, action: Pick<JobAction, 'permission'>): boolean {
  return auth.can(jobPermission) && auth.can(action.permission);
}

/** The starter's scope in the job's account, or null when they are gone or may no longer run the action. */
export function starterScope(deps: Pick<JobContextDeps, 'statements'>, job: { id: number; group_id: string; user_id: number | null }, action: JobAction): GroupScope | null {
  if (job.user_id === null) return null;
  const row = deps.statements.get(`SELECT ${userColumns()} FROM users WHERE id = ?`).get(job.user_id);
  if (!row) return null;
  const user = toUserRow(row);
  if (user.status !== 'active') return null;
  const auth = requestAuthFor(user, `job-${job.id}`);
  if (!auth.canActIn(job.group_id) || !mayRun(auth, action)) return null;
  if (!deps.statements.get('SELECT 1 AS found FROM accounts WHERE id = ?').get(job.group_id)) return null;
  return scopeIn(auth, job.group_id);
}

export interface JobCall {
  scope: GroupScope;
  options: Readonly<Record<string, unknown>>;
  jobId: number;
  locale: string;
  now: string;
  ip: string;
  requestId: string;
}

/** What an action sees (job-action.ts: JobContext). */
export function jobContext(deps: JobContextDeps, call: JobCall): JobContext {
  return {
    db: deps.db, statements: deps.statements, audit: deps.audit, portalUrl: deps.portalUrl,
    scope: call.scope, options: call.options, jobId: call.jobId, locale: call.locale, now: call.now, ip: call.ip, requestId: call.requestId,
  };
}
