/**
 * The report worker's thread (report-thread.ts starts it): its own read-only connection to the
 * API's database, the same resource declarations and report engine as the request thread, and
 * for each report asked the caller's scope rebuilt from their user row (the request thread
 * checked the session and the account). Answers the report, or the ApiError the engine raised
 * as data (a bad PQL is the same 400 as in place), or the failure (threads/worker-calls.ts).
 */
import { DatabaseSync } from 'node:sqlite';
import { workerData } from 'node:worker_threads';
import { createResourceRegistry } from '../resources/resource-registry.ts';
import { createStatementCache } from '../resources/statement-cache.ts';
import { createReportEngine } from './report-engine.ts';
import { serveWorkerCalls } from '../threads/worker-calls.ts';
import { answerOrRefusal } from '../threads/worker-refusals.ts';
import { scopeOfData } from '../threads/scope-data.ts';
import type { ReportJob, ReportReply } from './report-thread.ts';

const db = new DatabaseSync(String(workerData.databasePath), { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000; PRAGMA temp_store = MEMORY;');
let now = 0;
const engine = createReportEngine({ statements: createStatementCache(db), registry: createResourceRegistry(db), clock: () => now });

serveWorkerCalls<ReportJob>((job): ReportReply => {
  now = job.now;
  const scope = scopeOfData(job.scope);
  return answerOrRefusal(() => (job.kind === 'catalogue' ? engine.catalogue(scope) : engine.run(scope, job.name, job.query)));
});
