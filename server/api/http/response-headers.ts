/**
 * Headers on every answer: environment (ENVIRONMENT_NAME), no caching, and for signed-in
 * calls the user's expanded roles and abilities as JSON arrays, which the portal keeps its
 * stored user in sync with.
 */
import type { FastifyInstance } from 'fastify';

export const exposedHeaders = ['roles', 'abilities', 'environment', 'retry-after', 'idempotent-replayed'];

export function installResponseHeaders(app: FastifyInstance, environmentName: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('environment', environmentName);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (request.auth) {
      reply.header('roles', JSON.stringify(request.auth.permissions.roles));
      reply.header('abilities', JSON.stringify(request.auth.permissions.abilities));
    }
    return payload;
  });
}
