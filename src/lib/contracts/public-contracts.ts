/**
 * The routes of the public routes: health, redirects, the OpenAPI document by contract (api-contract.ts): where each is (publicRoutes, which the
 * portal's script may carry) and what it takes and answers (publicContracts, which the API registers
 * and the portal reads the types of). None needs a token.
 */
import { defineContract } from './api-contract.ts';

export const publicRoutes = {
  health: { method: 'GET', path: '/health' },
  openapi: { method: 'GET', path: '/openapi.json' },
  redirectCheck: { method: 'GET', path: '/redirects' },
} as const;

const tags = ['system'] as const;
const publicRoute = { public: true, permission: 'none' } as const;

export const publicContracts = {
  health: defineContract({
    ...publicRoutes.health, ...publicRoute,
    operationId: 'health', summary: 'Liveness', tags,
    answers: {
      200: {
        description: 'Up.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['status', 'environment', 'time'],
          properties: {
            status: { type: 'string', const: 'ok' },
            environment: { type: 'string', description: 'The name of the environment the API runs as (ENVIRONMENT_NAME).' },
            time: { type: 'string', format: 'date-time', description: "The API's clock." },
          },
        },
      },
    },
  }),

  openapi: defineContract({
    ...publicRoutes.openapi, ...publicRoute,
    operationId: 'openapi', summary: 'This document', tags,
    answers: { 200: { description: 'OpenAPI 3.1.', schema: { type: 'object', additionalProperties: true } } },
  }),

  redirectCheck: defineContract({
    ...publicRoutes.redirectCheck, ...publicRoute,
    operationId: 'redirect_check', summary: 'Whether a portal path redirects', tags,
    querystring: {
      type: 'object',
      required: ['path'],
      properties: { path: { type: 'string', pattern: '^/', maxLength: 2000, examples: ['/domains'], description: 'The page path, from its leading slash.' } },
    },
    answers: {
      200: {
        description: 'null, or where to and whether permanently.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['redirect'],
          properties: {
            redirect: {
              type: ['object', 'null'],
              additionalProperties: false,
              required: ['to', 'permanent'],
              properties: { to: { type: 'string' }, permanent: { type: 'boolean', description: 'A 301 or 308 (else a 302 or 307).' } },
            },
          },
        },
      },
    },
    refusals: { 400: 'invalid_parameter: no page path from its leading slash (`parameter`: path).' },
  }),
} as const;
