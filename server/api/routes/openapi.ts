/** GET /openapi.json: the OpenAPI 3.1 document, built once from the declarations. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { buildOpenApi } from '../openapi/build-openapi.ts';

export function registerOpenApiRoutes(app: FastifyInstance, context: ApiContext): void {
  const document = JSON.stringify(buildOpenApi(context.resources.registry));
  app.get('/openapi.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type('application/json').send(document));
}
