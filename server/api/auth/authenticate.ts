/**
 * The bearer-token check every signed-in route uses. A valid full access token gives the
 * request an `auth`: the user, their session and their expanded permissions. Stage-2 routes
 * use it as a preHandler (or an onRequest hook on a whole scope) and then check
 * `request.auth.can('view-domains')` or use requirePermission.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { grantsPermission, type EffectivePermissions } from '../../../src/lib/permissions/effective-permissions.ts';
import { ApiError, unauthorized } from '../http/api-error.ts';
import { bearerToken } from '../http/client-info.ts';
import type { SessionStore } from './session-store.ts';
import type { UserRow } from './user-store.ts';
import { permissionsOf } from './user-profile.ts';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
  permissions: EffectivePermissions;
  /** True when the user's expanded roles or abilities contain the name. */
  can(permission: string): boolean;
  /** Staff may act in any account; everyone else only in their own. */
  canActIn(groupId: string): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function requestAuthFor(user: UserRow, sessionId: string): RequestAuth {
  const permissions = permissionsOf(user);
  const isStaff = grantsPermission(permissions, 'staff');
  return {
    user,
    sessionId,
    permissions,
    can: (permission) => grantsPermission(permissions, permission),
    canActIn: (groupId) => isStaff || groupId === user.group_id,
  };
}

export function createAuthenticate(sessions: SessionStore): RequestHook {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('missing_token', 'Sign in first: this call needs a Bearer access token.');
    const match = sessions.findAccessToken(token);
    if (!match) throw unauthorized('invalid_token', 'The access token is not known.');
    if (match.problem === 'revoked') throw unauthorized('token_revoked', 'The access token was revoked.');
    if (match.problem === 'expired') throw unauthorized('token_expired', 'The access token has expired.');
    if (match.purpose !== 'access' || !match.sessionId) {
      throw unauthorized('two_factor_pending', 'This token is only good for POST /two_factor_codes.');
    }
    if (match.user.status !== 'active') throw unauthorized('account_disabled', 'The user is not active.');
    request.auth = requestAuthFor(match.user, match.sessionId);
  };
}

/** A preHandler that answers 403 unless the signed-in user holds the permission. Run it after authenticate. */
export function requirePermission(permission: string): RequestHook {
  return async (request) => {
    if (!request.auth) throw unauthorized('missing_token', 'Sign in first.');
    if (!request.auth.can(permission)) {
      throw new ApiError(403, 'forbidden', `This needs the permission ${permission}.`, { details: { permission } });
    }
  };
}
