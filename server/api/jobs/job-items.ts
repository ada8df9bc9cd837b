/**
 * A job's items as the API answers them (DESIGN.md section 13, bulk jobs), in position order:
 * a page of them, optionally of some states only, or all of them (the CSV). What a retry takes is
 * job-retries.ts's.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { JobItem, JobItemState } from '../../../src/lib/schemas/job.ts';
import type { StatementCache } from '../resources/statement-cache.ts';

export type { JobItem };

const columns = 'id, position, resource_id, label, state, reason_key, reason, result, cost_amount, cost_currency, approval_request_id, started_at, finished_at';

function toJobItem(row: Record<string, unknown>): JobItem {
  return { ...(row as unknown as JobItem), result: row.result === null ? null : (JSON.parse(String(row.result)) as unknown) };
}

function stateCondition(states: readonly JobItemState[]): string {
  return states.length === 0 ? '' : ` AND state IN (${states.map(() => '?').join(', ')})`;
}

export function jobItemsPage(statements: StatementCache, jobId: number, states: readonly JobItemState[], limit: number, page: number): { data: JobItem[]; total: number } {
  const where = `job_id = ?${stateCondition(states)}`;
  const total = Number(statements.get(`SELECT count(*) AS total FROM job_items WHERE ${where}`).get(jobId, ...states)?.total ?? 0);
  const data = statements
    .get(`SELECT ${columns} FROM job_items WHERE ${where} ORDER BY position LIMIT ? OFFSET ?`)
    .all(jobId, ...states, limit, (page - 1) * limit)
    .map(toJobItem);
  return { data, total };
}

/** Every item, one at a time (a job holds up to 10 000). */
export function* allJobItems(db: DatabaseSync, jobId: number): Generator<JobItem> {
  for (const row of db.prepare(`SELECT ${columns} FROM job_items WHERE job_id = ? ORDER BY position`).iterate(jobId)) yield toJobItem(row);
}
