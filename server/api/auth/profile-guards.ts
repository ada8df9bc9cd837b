/**
 * What the profile's security routes check before they change anything (issue 14, /my-profile):
 * the user still exists, signs in with a password (a single-sign-on user's password and second
 * factor are the provider's: 409 sso_user), and knows the current password, with failures
 * throttled per user like password sign-in. The change is then written to the user's record log.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { ApiError, tooManyAttempts, unauthorized } from '../http/api-error.ts';
import { verifyPassword } from './password-hash.ts';
import type { UserRow } from './user-store.ts';

/** The signed-in user as stored now (authenticate ran first). */
export function currentUser(request: FastifyRequest, context: ApiContext): UserRow {
  if (!request.auth) throw unauthorized('missing_token', 'Sign in first.');
  const user = context.users.byId(request.auth.user.id);
  if (!user) throw new ApiError(404, 'user_not_found', 'The signed-in user no longer exists.');
  return user;
}

export function refuseSingleSignOn(user: UserRow): void {
  if (user.sign_in_method === 'sso' || !user.password_hash) {
    throw new ApiError(409, 'sso_user', 'This user signs in through single sign-on: the provider keeps the password and the second factor.');
  }
}

/** Throws 400 wrong_password (not 401 or 403: the session is fine, only the word is wrong), 429 after too many. */
export async function checkCurrentPassword(context: ApiContext, user: UserRow, password: string | undefined): Promise<void> {
  if (password === undefined || password === '') {
    throw new ApiError(400, 'current_password_required', 'Give the current password to change this.', { details: { field: 'current_password' } });
  }
  const key = `profile-password:user:${user.id}`;
  const wait = context.loginLimiter.retryAfterSeconds(key);
  if (wait > 0) throw tooManyAttempts(wait);
  if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
    context.loginLimiter.recordFailure(key);
    throw new ApiError(400, 'wrong_password', 'The current password is not right.', { details: { field: 'current_password' } });
  }
  context.loginLimiter.reset(key);
}

/** An entry in the user's record log (`/users/{id}/log`): what changed, never a secret. */
export function auditUserChange(context: ApiContext, request: FastifyRequest, user: UserRow, before: Record<string, unknown>, after: Record<string, unknown>): void {
  context.resources.audit({
    groupId: user.group_id, userId: user.id, username: user.username, area: 'users', resourceType: 'user', resourceId: user.id,
    resourceName: user.name, action: 'update', before, after, ip: request.ip, requestId: String(request.id), at: context.isoNow(),
  });
}
