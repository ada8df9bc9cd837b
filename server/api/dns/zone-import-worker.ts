/**
 * The import worker's thread (zone-import-thread.ts starts it): plans each import it is sent
 * (zone-import-plan.ts) and answers with the plan, or with the error that stopped it.
 */
import { serveWorkerCalls } from '../threads/worker-calls.ts';
import { planZoneImport, type ImportPlanRequest } from './zone-import-plan.ts';

serveWorkerCalls<ImportPlanRequest>((request) => ({ plan: planZoneImport(request) }));
