/**
 * GET /redirects?path=/some/path: whether the portal should send a page elsewhere (spec
 * section 2, "asks the server, by path"). Public, since it runs before sign-in.
 * Answers { redirect: null } or { redirect: { to, permanent } }.
 */
import type { FastifyInstance } from 'fastify';
import { publicContracts } from '../../../src/lib/contracts/public-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';

export function registerRedirectRoutes(app: FastifyInstance, context: ApiContext): void {
  const find = context.db.prepare('SELECT to_path, status_code FROM redirects WHERE from_path = ? AND active = 1');

  routeByContract(app, publicContracts.redirectCheck).handle({}, async (request) => {
    const { path } = request.query;
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2000) {
      throw new ApiError(400, 'invalid_parameter', 'Give the page path, e.g. ?path=/domains.', { details: { parameter: 'path' } });
    }
    const bare = path.split(/[?#]/, 1)[0] ?? path;
    const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
    const row = find.get(trimmed);
    if (!row) return { redirect: null };
    return { redirect: { to: String(row.to_path), permanent: row.status_code === 301 || row.status_code === 308 } };
  });
}
