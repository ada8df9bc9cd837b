/**
 * Zone-file imports planned off the request thread (issue 32, item 3): a file of 5 MB takes
 * about a second to check and plan, and the API answers every user on one thread. Files above
 * `offThreadBytes` go to one worker thread, started on the first such import and kept (unref'd)
 * for the next; smaller files are planned in place, where handing them over would cost more than
 * it saves. The worker runs the very code the request thread would (zone-import-plan.ts).
 */
import { Worker } from 'node:worker_threads';
import { planZoneImport, type ImportPlan, type ImportPlanRequest } from './zone-import-plan.ts';

/** 64 KB: about 1 500 records, planned in some 10 ms. */
export const offThreadBytes = 64 * 1024;

export interface ZoneImportThread {
  plan(request: ImportPlanRequest): Promise<ImportPlan>;
  close(): Promise<void>;
}

type Pending = { resolve: (plan: ImportPlan) => void; reject: (error: Error) => void };

export function createZoneImportThread(): ZoneImportThread {
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
    const thread = new Worker(new URL('./zone-import-worker.ts', import.meta.url));
    thread.unref();
    thread.on('message', ({ id, plan, failure }: { id: number; plan?: ImportPlan; failure?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (!waiting) return;
      if (plan) waiting.resolve(plan);
      else waiting.reject(new Error(`The zone-file import worker failed: ${failure ?? 'no answer'}`));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`The zone-file import worker stopped (exit code ${code}).`));
    });
    worker = thread;
    return thread;
  };

  return {
    plan(request) {
      if (Buffer.byteLength(request.text, 'utf8') <= offThreadBytes) return Promise.resolve(planZoneImport(request));
      const id = nextId++;
      return new Promise<ImportPlan>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, request });
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
