/** GET /health: readiness (the database answers). */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';

export function registerHealthRoutes(app: FastifyInstance, context: ApiContext): void {
  const ping = context.db.prepare('SELECT 1 AS ok');
  app.get('/health', async () => {
    ping.get();
    return { status: 'ok', environment: context.config.environmentName, time: context.isoNow() };
  });
}
