/**
 * Zone-file imports planned off the request thread (issue 32, item 3): a file of 5 MB takes
 * about a second to check and plan, and the API answers every user on one thread. Files above
 * `offThreadBytes` go to one worker thread, started on the first such import and kept (unref'd)
 * for the next; smaller files are planned in place, where handing them over would cost more than
 * it saves. The worker runs the very code the request thread would (zone-import-plan.ts).
 */
import { createWorkerCalls } from '../threads/worker-calls.ts';
import { planZoneImport, type ImportPlan, type ImportPlanRequest } from './zone-import-plan.ts';

/** 64 KB: about 1 500 records, planned in some 10 ms. */
export const offThreadBytes = 64 * 1024;

export interface ZoneImportThread {
  plan(request: ImportPlanRequest): Promise<ImportPlan>;
  close(): Promise<void>;
}

export function createZoneImportThread(): ZoneImportThread {
  const worker = createWorkerCalls<ImportPlanRequest, { plan: ImportPlan }, ImportPlan>(new URL('./zone-import-worker.ts', import.meta.url), 'zone-file import', (reply) => reply.plan);
  return {
    plan(request) {
      if (Buffer.byteLength(request.text, 'utf8') <= offThreadBytes) return Promise.resolve(planZoneImport(request));
      return worker.call(request);
    },
    close: () => worker.close(),
  };
}
