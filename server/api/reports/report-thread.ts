/**
 * Reports made off the request thread (issue 32, heavy work off the request thread): a report
 * over every account's 100 000 domains is 0.2–1.3 s of SQL, and the API answers every user on
 * one thread. One worker (report-worker.ts), started with the first report and kept (unref'd),
 * runs the same engine on its own read-only connection: with WAL it reads what is committed, as
 * the request thread does between requests. A database in memory has no second connection: its
 * reports are made in place.
 */
import { Worker } from 'node:worker_threads';
import type { ReportAnswer, ReportCatalogueEntry } from '../../../src/lib/schemas/report.ts';
import type { UserRow } from '../auth/user-store.ts';
import { ApiError } from '../http/api-error.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { QueryInput } from '../resources/list-parameters.ts';
import type { ReportEngine } from './report-engine.ts';

/** A report asked of the worker: the caller's scope as data, and the server clock's now. */
export type ReportJob = { scope: { user: UserRow; sessionId: string; context: string; isStaff: boolean; allAccounts: boolean }; now: number } & (
  | { kind: 'catalogue' }
  | { kind: 'run'; name: unknown; query: QueryInput }
);

export interface ReportThread {
  run(scope: GroupScope, name: unknown, query: QueryInput, now: number): Promise<ReportAnswer>;
  catalogue(scope: GroupScope, now: number): Promise<ReportCatalogueEntry[]>;
  close(): Promise<void>;
}

type Refusal = { statusCode: number; code: string; message: string; details: Record<string, unknown>; headers: Record<string, string> };
type Pending = { resolve: (answer: unknown) => void; reject: (error: Error) => void };

/** `inPlace`: the engine of the request thread, for a database in memory. */
export function createReportThread(databasePath: string, inPlace: ReportEngine): ReportThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const each of pending.values()) each.reject(error);
    pending.clear();
    worker = null;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(new URL('./report-worker.ts', import.meta.url), { workerData: { databasePath } });
    thread.unref();
    thread.on('message', ({ id, answer, refusal, failure }: { id: number; answer?: unknown; refusal?: Refusal; failure?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (!waiting) return;
      if (refusal) waiting.reject(new ApiError(refusal.statusCode, refusal.code, refusal.message, { details: refusal.details, headers: refusal.headers }));
      else if (failure !== undefined) waiting.reject(new Error(`The report worker failed: ${failure}`));
      else waiting.resolve(answer);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`The report worker stopped (exit code ${code}).`));
    });
    worker = thread;
    return thread;
  };

  const ask = <T>(scope: GroupScope, now: number, job: { kind: 'catalogue' } | { kind: 'run'; name: unknown; query: QueryInput }): Promise<T> => {
    const id = nextId++;
    const { user, sessionId } = scope.auth;
    const message: ReportJob = { ...job, scope: { user, sessionId, context: scope.context, isStaff: scope.isStaff, allAccounts: scope.allAccounts }, now };
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
      started().postMessage({ id, job: message });
    });
  };

  const inMemory = databasePath === ':memory:';
  return {
    run: (scope, name, query, now) => (inMemory ? Promise.resolve(inPlace.run(scope, name, query)) : ask(scope, now, { kind: 'run', name, query: { ...query } })),
    catalogue: (scope, now) => (inMemory ? Promise.resolve(inPlace.catalogue(scope)) : ask(scope, now, { kind: 'catalogue' })),
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
