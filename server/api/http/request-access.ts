/**
 * What a route's access hook found, handed to its handler (docs/ARCHITECTURE.md, "API contracts").
 * What answers 401, 403 or 404 runs as a `preValidation` hook, before Fastify checks the path and
 * the body (contract-routes.ts); what that hook found (the caller's scope, the record of the path,
 * ...) is kept per request for the handler, which reads it with `of`.
 */
import type { FastifyRequest, preValidationHookHandler } from 'fastify';

/** The path's parameters as they came: text, not yet read as the numbers the contract declares. */
export type RequestParams = Readonly<Record<string, string>>;

export interface RequestAccess<Found> {
  /** Finds it for the request (after signing in), or throws the 403 or 404. */
  hook: preValidationHookHandler;
  /** What the hook found: any request type, since a contract's typed request is the key it was kept by. */
  of(request: object): Found;
}

export function requestAccess<Found>(find: (request: FastifyRequest, params: RequestParams) => Found): RequestAccess<Found> {
  const found = new WeakMap<object, Found>();
  return {
    hook: async (request) => {
      found.set(request, find(request, request.params as RequestParams));
    },
    of: (request) => found.get(request)!,
  };
}
