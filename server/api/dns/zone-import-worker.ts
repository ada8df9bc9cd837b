/**
 * The import worker's thread (zone-import-thread.ts starts it): plans each import it is sent
 * (zone-import-plan.ts) and answers with the plan, or with the error that stopped it.
 */
import { parentPort } from 'node:worker_threads';
import { planZoneImport, type ImportPlanRequest } from './zone-import-plan.ts';

parentPort?.on('message', ({ id, request }: { id: number; request: ImportPlanRequest }) => {
  try {
    parentPort?.postMessage({ id, plan: planZoneImport(request) });
  } catch (error) {
    parentPort?.postMessage({ id, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
