/**
 * The job runner (DESIGN.md section 13, bulk jobs): one per API process, started by app.ts and
 * stopped when it closes. Each pass (`runDue`) gives every account with a running job a turn in
 * rotation — one item, or one zone's items — until each account has spent its budget
 * (JOB_ITEMS_PER_SECOND in any sliding second) or has nothing queued; an account's jobs run
 * oldest first, each job's items in position order. Each step is one transaction (job-step.ts).
 * At start, items left `running` by a process that stopped are queued again and their jobs
 * counted again (the step's transaction never committed, so nothing of theirs was applied).
 * A job waiting for approvals also makes the runner expire overdue approval requests, so its
 * items settle without anyone reading the requests.
 */
import type { DatabaseSync } from 'node:sqlite';
import { sweepExpiredApprovals } from '../approvals/approval-expiry.ts';
import type { Clock } from '../clock.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { AuditTrail } from '../resources/audit-trail.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import { createJobBudget } from './job-budget.ts';
import { defaultJobCatalogue, type JobCatalogue } from './job-catalogue.ts';
import { jobMessage } from './job-messages.ts';
import { changeItem, nextQueuedItem, readJob, recountJob } from './job-rows.ts';
import { takeStep, type JobStepDeps } from './job-step.ts';

export interface JobRunnerOptions {
  db: DatabaseSync;
  clock: Clock;
  statements: StatementCache;
  audit: AuditTrail;
  portalUrl: string;
  /** JOB_ITEMS_PER_SECOND: items per account in any second. */
  itemsPerSecond: number;
  /** Where actions are found (tests pass their own); the catalogue of actions/ by default. */
  catalogue?: JobCatalogue;
  logError?(error: unknown, message: string): void;
  /** True while a worker thread writes (db/write-lease.ts): the pass waits for the next tick rather than for SQLite's lock. */
  writerBusy?(): boolean;
}

export interface JobRunner {
  /** Runs what the budget allows now; answers how many items ran. */
  runDue(): number;
  /** Queues again the items a stopped process left running; answers how many. */
  recover(): number;
  /** Recovers, then runs due items every `intervalMs` (an unref'd timer: it never keeps the process alive). */
  start(intervalMs: number): void;
  stop(): void;
  /** A job was started: run soon rather than at the next tick. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobRunner: JobRunner;
  }
}

/** Seconds between two expiry sweeps made for waiting jobs. */
const sweepIntervalMs = 60_000;
/** A step that fails this many times in a row (not the action: the step itself) fails its item. */
const maxStepErrors = 3;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, statements } = options;
  const logError = options.logError ?? ((error: unknown, message: string) => console.error(message, error));
  const deps: JobStepDeps = {
    db, statements, audit: options.audit, portalUrl: options.portalUrl,
    catalogue: options.catalogue ?? defaultJobCatalogue, itemsPerSecond: options.itemsPerSecond, logError,
  };
  const budget = createJobBudget(options.itemsPerSecond, clock);
  const stepErrors = new Map<number, number>();
  const isoNow = () => new Date(clock()).toISOString();
  let rotation = 0;
  /** Items run in the current pass. */
  let ran = 0;
  let lastSweep = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;

  const accountsWithWork = () =>
    statements.get("SELECT DISTINCT group_id FROM jobs WHERE state = 'running' ORDER BY group_id").all().map((row) => String(row.group_id));
  const oldestRunningJob = (groupId: string) =>
    statements.get("SELECT id FROM jobs WHERE state = 'running' AND group_id = ? ORDER BY id LIMIT 1").get(groupId)?.id as number | undefined;

  /** Expires overdue approval requests (their waiting items settle) while some job waits, once a minute. */
  function sweepForWaitingJobs(): void {
    if (clock() - lastSweep < sweepIntervalMs) return;
    if (!statements.get("SELECT 1 AS found FROM jobs WHERE state = 'waiting' LIMIT 1").get()) return;
    lastSweep = clock();
    sweepExpiredApprovals({ db, audit: options.audit, now: isoNow(), ip: null, requestId: null, portalUrl: options.portalUrl });
  }

  /** A step that keeps failing (not its action: the step) fails its item, so the account's jobs go on. */
  function stepFailed(jobId: number, error: unknown): void {
    logError(error, `job ${jobId}: a step failed`);
    const item = nextQueuedItem(db, jobId);
    if (!item) return;
    const errors = (stepErrors.get(item.id) ?? 0) + 1;
    stepErrors.set(item.id, errors);
    if (errors < maxStepErrors) return;
    stepErrors.delete(item.id);
    const now = isoNow();
    inTransaction(db, () => {
      const job = readJob(db, jobId);
      changeItem(db, options.audit, item, { state: 'failed', reason_key: 'error', reason: jobMessage(job?.locale ?? 'en', 'error'), started_at: now, finished_at: now }, now);
    });
  }

  /** One turn of an account: a step of its oldest running job. True when the account may take another turn. */
  function turnOf(groupId: string): boolean {
    const left = budget.left(groupId);
    if (left <= 0) return false;
    const jobId = oldestRunningJob(groupId);
    if (jobId === undefined) return false;
    let step;
    try {
      step = takeStep(deps, jobId, left, isoNow());
    } catch (error) {
      stepFailed(jobId, error);
      return false;
    }
    if (step.kind === 'ran') budget.spend(groupId, step.items);
    ran += step.kind === 'ran' ? step.items : 0;
    return step.kind === 'ran' || step.kind === 'closed';
  }

  function runDue(): number {
    ran = 0;
    sweepForWaitingJobs();
    const accounts = accountsWithWork();
    if (accounts.length === 0) return 0;
    const start = rotation++ % accounts.length;
    let active = [...accounts.slice(start), ...accounts.slice(0, start)];
    while (active.length > 0) active = active.filter(turnOf);
    return ran;
  }

  function recover(): number {
    return inTransaction(db, () => {
      const now = isoNow();
      const jobs = statements
        .get(`SELECT DISTINCT i.job_id FROM jobs j JOIN job_items i ON i.job_id = j.id AND i.state = 'running'
          WHERE j.state IN ('running', 'waiting', 'cancelled')`)
        .all()
        .map((row) => Number(row.job_id));
      let queued = 0;
      for (const jobId of jobs) {
        queued += Number(statements.get("UPDATE job_items SET state = 'queued', started_at = NULL, updated_at = ? WHERE job_id = ? AND state = 'running'").run(now, jobId).changes);
        // A cancelled job's leftovers are cancelled rather than run.
        if (readJob(db, jobId)?.state === 'cancelled') {
          statements.get("UPDATE job_items SET state = 'cancelled', finished_at = ?, updated_at = ? WHERE job_id = ? AND state = 'queued'").run(now, now, jobId);
        }
        recountJob(db, options.audit, jobId, now);
      }
      return queued;
    });
  }

  function tick(): void {
    // A wake-up may come after stop (the app closing, its database with it).
    if (!timer || options.writerBusy?.()) return;
    try {
      runDue();
    } catch (error) {
      logError(error, 'the job runner failed a pass');
    }
  }

  return {
    runDue,
    recover,
    start(intervalMs) {
      recover();
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    wake() {
      if (timer) setTimeout(tick, 0).unref();
    },
  };
}
