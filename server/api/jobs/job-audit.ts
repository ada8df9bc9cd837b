/**
 * The job's own audit entries (area `tray`, resource type `job`; DESIGN.md section 13): `start`
 * when it is made, `cancel` when someone cancels it, `finish` when its last item is final. Each
 * item's outcome is audited by its action, on the record it changed. The start and finish are the
 * starter's (the runner acts as them: ip `job`, request `job-<id>`); a cancel is the canceller's.
 */
import type { JobCounts } from '../../../src/lib/schemas/job.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import type { JobRow } from './job-rows.ts';

export type JobAuditAction = 'start' | 'cancel' | 'finish';

type AuditedJob = Pick<JobRow, 'id' | 'group_id' | 'user_id' | 'username' | 'action' | 'resource' | 'state'> & JobCounts & { retry_of?: number | null };

export interface JobActor {
  userId: number | null;
  username: string;
  ip: string | null;
  requestId: string | null;
}

/** The runner's identity for a job: its starter, from ip `job` with request id `job-<id>`. */
export function starterOf(job: Pick<AuditedJob, 'id' | 'user_id' | 'username'>): JobActor {
  return { userId: job.user_id, username: job.username, ip: 'job', requestId: `job-${job.id}` };
}

/** `job` as it is after the step; `previousState` what it was before (none for start). */
export function auditJob(audit: AuditTrail, job: AuditedJob, action: JobAuditAction, at: string, previousState: string | null, actor: JobActor = starterOf(job)): void {
  const counts = {
    item_count: job.item_count, queued_count: job.queued_count, waiting_count: job.waiting_count, done_count: job.done_count,
    failed_count: job.failed_count, skipped_count: job.skipped_count, cancelled_count: job.cancelled_count,
  };
  audit({
    groupId: job.group_id, userId: actor.userId, username: actor.username, area: 'tray', resourceType: 'job', resourceId: job.id,
    resourceName: `${job.action} ${job.resource} (${job.item_count})`, action,
    before: previousState === null ? null : { state: previousState },
    after: { state: job.state, action: job.action, resource: job.resource, ...(job.retry_of ? { retry_of: job.retry_of } : {}), ...counts },
    ip: actor.ip, requestId: actor.requestId, at,
  });
}
