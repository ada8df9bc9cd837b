/**
 * Cancelling a job (DESIGN.md section 13, bulk jobs): its queued items become cancelled, items
 * already done or failed keep their outcome, items waiting for an approval keep waiting (their
 * requests are not withdrawn: the approver still decides, and the item follows). A job already
 * done or cancelled is a 409 job_finished. Audited as the canceller's `cancel`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import { auditJob, type JobActor } from './job-audit.ts';
import { closeQueuedItems, moveCounts, readJob, type JobRow } from './job-rows.ts';

export function cancelJob(db: DatabaseSync, audit: AuditTrail, jobId: number, actor: JobActor, now: string): JobRow {
  return inTransaction(db, () => {
    const job = readJob(db, jobId);
    if (!job) throw new Error(`job ${jobId} vanished`);
    if (job.state === 'done' || job.state === 'cancelled') {
      throw new ApiError(409, 'job_finished', `This job is ${job.state}; there is nothing left to cancel.`, { details: { state: job.state } });
    }
    const cancelled = closeQueuedItems(db, job.id, 'cancelled', null, null, now);
    moveCounts(db, job.id, { queued: -cancelled, cancelled }, now);
    const after = db
      .prepare("UPDATE jobs SET state = 'cancelled', finished_at = ?, updated_at = ?, version = version + 1 WHERE id = ? RETURNING *")
      .get(now, now, job.id) as unknown as JobRow;
    auditJob(audit, after, 'cancel', now, job.state, actor);
    return after;
  });
}
