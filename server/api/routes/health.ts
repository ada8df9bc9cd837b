/** GET /health: readiness (the database answers). */
import type { FastifyInstance } from 'fastify';
import { publicContracts } from '../../../src/lib/contracts/public-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';

export function registerHealthRoutes(app: FastifyInstance, context: ApiContext): void {
  const ping = context.db.prepare('SELECT 1 AS ok');
  routeByContract(app, publicContracts.health).handle({}, async () => {
    ping.get();
    return { status: 'ok', environment: context.config.environmentName, time: context.isoNow() };
  });
}
