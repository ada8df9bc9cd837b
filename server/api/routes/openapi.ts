/** GET /openapi.json: the OpenAPI 3.1 document, built once from the declarations. */
import type { FastifyInstance } from 'fastify';
import { publicContracts } from '../../../src/lib/contracts/public-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { buildOpenApi } from '../openapi/build-openapi.ts';

export function registerOpenApiRoutes(app: FastifyInstance, context: ApiContext): void {
  const document = JSON.stringify(buildOpenApi(context.resources.registry));
  // The JSON text is sent as it is (Fastify writes a string of JSON type unchanged); the handler returns the reply it sent, as Fastify wants of an async handler.
  routeByContract(app, publicContracts.openapi).handle({}, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=300').type('application/json').send(document);
  });
}
