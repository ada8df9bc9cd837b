/**
 * Reports made off the request thread (issue 32, heavy work off the request thread): a report
 * over every account's 100 000 domains is 0.2–1.3 s of SQL, and the API answers every user on
 * one thread. One worker (report-worker.ts), started with the first report and kept (unref'd),
 * runs the same engine on its own read-only connection: with WAL it reads what is committed, as
 * the request thread does between requests. A database in memory has no second connection: its
 * reports are made in place.
 */
import type { ReportAnswer, ReportCatalogueEntry } from '../../../src/lib/schemas/report.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { QueryInput } from '../resources/list-parameters.ts';
import { createWorkerCalls } from '../threads/worker-calls.ts';
import { answerOf, type AnswerOrRefusal } from '../threads/worker-refusals.ts';
import { scopeData, type ScopeData } from '../threads/scope-data.ts';
import type { ReportEngine } from './report-engine.ts';

/** A report asked of the worker: the caller's scope as data, and the server clock's now. */
export type ReportJob = { scope: ScopeData; now: number } & (
  | { kind: 'catalogue' }
  | { kind: 'run'; name: unknown; query: QueryInput }
);

export interface ReportThread {
  run(scope: GroupScope, name: unknown, query: QueryInput, now: number): Promise<ReportAnswer>;
  catalogue(scope: GroupScope, now: number): Promise<ReportCatalogueEntry[]>;
  close(): Promise<void>;
}

/** The worker's reply: the answer, or the engine's refusal as data (a bad PQL is the same 400 as in place). */
export type ReportReply = AnswerOrRefusal<unknown>;

/** `inPlace`: the engine of the request thread, for a database in memory. */
export function createReportThread(databasePath: string, inPlace: ReportEngine): ReportThread {
  const worker = createWorkerCalls<ReportJob, ReportReply, unknown>(new URL('./report-worker.ts', import.meta.url), 'report', answerOf, { databasePath });
  const ask = <T>(scope: GroupScope, now: number, job: { kind: 'catalogue' } | { kind: 'run'; name: unknown; query: QueryInput }): Promise<T> => {
    return worker.call({ ...job, scope: scopeData(scope), now }) as Promise<T>;
  };
  const inMemory = databasePath === ':memory:';
  return {
    run: (scope, name, query, now) => (inMemory ? Promise.resolve(inPlace.run(scope, name, query)) : ask(scope, now, { kind: 'run', name, query: { ...query } })),
    catalogue: (scope, now) => (inMemory ? Promise.resolve(inPlace.catalogue(scope)) : ask(scope, now, { kind: 'catalogue' })),
    close: () => worker.close(),
  };
}
