/**
 * The import worker's thread (zone-import-thread.ts starts it): plans each import it is sent
 * (zone-import-plan.ts) and answers with the plan (its plan body compact: plan-body-transfer.ts),
 * or with the error that stopped it.
 */
import { parentPort } from 'node:worker_threads';
import { compactPlanBody } from './plan-body-transfer.ts';
import { planZoneImport, type ImportPlanRequest } from './zone-import-plan.ts';

parentPort?.on('message', ({ id, request }: { id: number; request: ImportPlanRequest }) => {
  try {
    const plan = planZoneImport(request);
    parentPort?.postMessage({ id, plan: plan.kind === 'planned' ? { ...plan, plan: compactPlanBody(plan.plan) } : plan });
  } catch (error) {
    parentPort?.postMessage({ id, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
