/**
 * The hooks of the domain routes registered by contract (searching, ordering and adding domains,
 * platform calls, a domain's gap analysis and DNS statistics): what answers 401, 403 and 404 runs
 * before the body is checked (`preValidation`, http/contract-routes.ts), and what it found is kept
 * for the handler.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { requestAccess, type RequestAccess, type RequestParams as Params } from '../http/request-access.ts';
import { inScope, notFound, type GroupScope } from '../resources/group-scope.ts';
import { forbidden } from '../resources/resource-access.ts';

/** The caller's scope in the path's account (404 when it is not theirs), when they have `ability` (else 403). */
export function scopeWith(context: ApiContext, ability: string) {
  return (request: FastifyRequest, params: Params): GroupScope => {
    const scope = context.resources.scopeOf(request, params.context);
    if (!scope.auth.can(ability)) throw forbidden(ability);
    return scope;
  };
}

/** A path's id (`{id}`) as a number; 0, which names nothing, for text that cannot be one. */
export const pathId = (text: string | undefined): number => (/^[0-9]{1,15}$/.test(text ?? '') ? Number(text) : 0);

export interface PathDomain {
  id: number;
  group_id: string;
  name: string;
  tld: string;
}

/** The path's domain (`{id}`) in the caller's account (404 when it is not there), when they have `ability`. */
export function domainAccess(context: ApiContext, ability: string): RequestAccess<PathDomain> {
  const allowed = scopeWith(context, ability);
  const domainById = context.db.prepare('SELECT id, group_id, name, tld FROM domains WHERE id = ?');
  return requestAccess((request, params) => {
    const scope = allowed(request, params);
    const domain = domainById.get(pathId(params.id));
    if (!domain || !inScope(scope, domain.group_id)) throw notFound();
    return { id: Number(domain.id), group_id: String(domain.group_id), name: String(domain.name), tld: String(domain.tld) };
  });
}
