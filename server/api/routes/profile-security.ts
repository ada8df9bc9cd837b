/**
 * The profile's security (issue 14, /my-profile), always the signed-in user's own, no account
 * context:
 * - POST /profile/password: the current password and a new one (the reset flow's rule: 8 to
 *   1024 characters); every other session of the user ends, this one stays.
 * - Two-factor sign-in: POST /profile/two_factor hands out a secret that waits for its first
 *   code; POST /profile/two_factor/confirm with that code turns it on and answers ten recovery
 *   codes, shown this once; DELETE /profile/two_factor with a code (authenticator or recovery)
 *   turns it off; GET /profile/two_factor says whether it is on and how many codes are left.
 * - Sessions: GET /profile/sessions lists the open ones (`current` marks the caller's);
 *   DELETE /profile/sessions/{id} ends one (one that has ended already: 204 all the same); POST /profile/sessions/end_others all but this one.
 * A single-sign-on user has neither password nor second factor here: 409 sso_user.
 * Sessions are named by an opaque id (a hash of the session id, which stays server-side).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Secret } from 'otpauth';
import { profileContracts } from '../../../src/lib/contracts/profile-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { auditUserChange, checkCurrentPassword, refuseSingleSignOn } from '../auth/profile-guards.ts';
import { isTotpCode, newRecoveryCodes } from '../auth/recovery-codes.ts';
import { totpFor } from '../auth/totp-verifier.ts';
import { createTwoFactorStore } from '../auth/two-factor-store.ts';
import type { UserRow } from '../auth/user-store.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError, tooManyAttempts, unauthorized } from '../http/api-error.ts';
import { clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { profileAccess } from './profile.ts';

/** How long a secret handed out waits for its first code. */
export const enrolmentTtlSeconds = 15 * 60;

/** The session ids these routes take, checked by the route (400 validation_failed), not as a contract's path (404). */
const publicSessionIdPattern = /^[0-9a-f]{32}$/;

/** A session id that cannot be one is a bad request (400), not a session not found. */
const sessionIdChecked = async (request: FastifyRequest) => {
  const { id } = request.params as Readonly<Record<string, string>>;
  if (id === undefined || !publicSessionIdPattern.test(id)) {
    throw new ApiError(400, 'validation_failed', `params/id must match pattern "${publicSessionIdPattern.source}"`, {
      details: { errors: [{ instancePath: '/id', keyword: 'pattern', params: { pattern: publicSessionIdPattern.source }, message: `must match pattern "${publicSessionIdPattern.source}"` }] },
    });
  }
};

/** The id a session goes by outside the server. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`).digest('hex').slice(0, 32);
}

export function registerProfileSecurityRoutes(app: FastifyInstance, context: ApiContext): void {
  const { sessions, users, authLog, totp, twoFactorLimiter } = context;
  const twoFactor = createTwoFactorStore(context.db);
  const spendResets = context.db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const { signedIn, userOf } = profileAccess(context);

  const sessionIdOf = (request: FastifyRequest): string => {
    if (!request.auth) throw unauthorized('missing_token', 'Sign in first.');
    return request.auth.sessionId;
  };

  /** A code checked under the two-factor throttle (5 wrong per window and user, then 429). */
  const checkCode = (user: UserRow, key: string, accept: () => boolean): void => {
    const throttle = `${key}:user:${user.id}`;
    const wait = twoFactorLimiter.retryAfterSeconds(throttle);
    if (wait > 0) throw tooManyAttempts(wait);
    if (!accept()) {
      twoFactorLimiter.recordFailure(throttle);
      throw new ApiError(422, 'invalid_code', 'The code is not right. Use the current code from your authenticator app.');
    }
    twoFactorLimiter.reset(throttle);
  };

  const logEnded = (request: FastifyRequest, user: UserRow, sessionIds: readonly string[], reason: string) => {
    const client = clientInfo(request);
    for (const sessionId of sessionIds) {
      authLog({ event: 'logout', outcome: 'success', method: 'logout', username: user.username, userId: user.id, groupId: user.group_id, reason, sessionId, client });
    }
  };

  routeByContract(app, profileContracts.changePassword).handle(signedIn(), async (request) => {
    const user = userOf(request);
    refuseSingleSignOn(user);
    const { current_password: currentPassword, new_password: newPassword } = request.body;
    await checkCurrentPassword(context, user, currentPassword);
    if (newPassword === currentPassword) {
      throw new ApiError(400, 'password_unchanged', 'The new password is the current one: choose another.', { details: { field: 'new_password' } });
    }
    const passwordHash = await hashPassword(newPassword);
    const keep = sessionIdOf(request);
    const ended = inTransaction(context.db, () => {
      const at = context.isoNow();
      users.setPassword(user.id, passwordHash, at);
      // A reset link mailed before the change would undo it.
      spendResets.run(at, user.id);
      auditUserChange(context, request, user, { password_changed_at: null }, { password_changed_at: at });
      return sessions.revokeOtherSessions(user.id, keep, 'password_changed');
    });
    logEnded(request, user, ended, 'password_changed');
    return { status: 'password_changed', sessions_ended: ended.length };
  });

  routeByContract(app, profileContracts.twoFactor).handle(signedIn(), async (request) => {
    const user = userOf(request);
    refuseSingleSignOn(user);
    const enabled = user.totp_secret !== null;
    return { enabled, recovery_codes_left: enabled ? twoFactor.recoveryCodesLeft(user.id) : 0 };
  });

  routeByContract(app, profileContracts.startTwoFactor).handle(signedIn(), async (request) => {
    const user = userOf(request);
    refuseSingleSignOn(user);
    if (user.totp_secret) throw new ApiError(409, 'two_factor_enabled', 'Two-factor sign-in is already on. Turn it off first to set up another authenticator.');
    const secret = new Secret({ size: 20 }).base32;
    const expiresAt = context.isoNow(enrolmentTtlSeconds);
    twoFactor.startEnrolment(user.id, secret, context.isoNow(), expiresAt);
    return { secret, otpauth_uri: totpFor(secret, user.username).toString(), expires_at: expiresAt };
  });

  routeByContract(app, profileContracts.confirmTwoFactor).handle(signedIn(), async (request) => {
    const user = userOf(request);
    refuseSingleSignOn(user);
    if (user.totp_secret) throw new ApiError(409, 'two_factor_enabled', 'Two-factor sign-in is already on.');
    const secret = twoFactor.pendingSecret(user.id, context.isoNow());
    if (!secret) throw new ApiError(409, 'two_factor_not_pending', 'No two-factor set-up is waiting (or it expired): start again.');
    const code = request.body.code.replace(/\s/g, '');
    checkCode(user, 'two-factor-enrolment', () => isTotpCode(code) && totp.verify(user.id, secret, code));
    const recoveryCodes = newRecoveryCodes();
    inTransaction(context.db, () => {
      twoFactor.confirm(user.id, secret, recoveryCodes, context.isoNow());
      auditUserChange(context, request, user, { two_factor_enabled: false }, { two_factor_enabled: true });
    });
    return { two_factor_enabled: true, recovery_codes: recoveryCodes };
  });

  routeByContract(app, profileContracts.disableTwoFactor).handle(signedIn(), async (request) => {
    const user = userOf(request);
    refuseSingleSignOn(user);
    const secret = user.totp_secret;
    if (!secret) throw new ApiError(409, 'two_factor_not_enabled', 'Two-factor sign-in is not on.');
    const code = request.body.code.replace(/\s/g, '');
    checkCode(user, 'two-factor-disable', () =>
      isTotpCode(code) ? totp.verify(user.id, secret, code) : twoFactor.spendRecoveryCode(user.id, code, context.isoNow()));
    inTransaction(context.db, () => {
      twoFactor.disable(user.id, context.isoNow());
      auditUserChange(context, request, user, { two_factor_enabled: true }, { two_factor_enabled: false });
    });
    return { two_factor_enabled: false };
  });

  routeByContract(app, profileContracts.sessions).handle(signedIn(), async (request) => {
    const user = userOf(request);
    const current = sessionIdOf(request);
    const data = sessions.listOpenSessions(user.id).map((session) => ({ ...session, id: publicSessionId(session.id), current: session.id === current }));
    data.sort((a, b) => Number(b.current) - Number(a.current));
    return { data, meta: { total: data.length, page: 1, limit: Math.max(data.length, 1) } };
  });

  routeByContract(app, profileContracts.endSession).handle(signedIn(sessionIdChecked), async (request, reply) => {
    const user = userOf(request);
    const current = sessionIdOf(request);
    const { id } = request.params;
    const session = sessions.listOpenSessions(user.id).find((open) => publicSessionId(open.id) === id);
    if (!session) {
      // Ended already (from another tab, by its own sign-out, by time): done, as asked.
      if (sessions.userSessionIds(user.id).some((sessionId) => publicSessionId(sessionId) === id)) return reply.code(204).send();
      throw new ApiError(404, 'session_not_found', 'No session of yours has this id.');
    }
    if (session.id === current) throw new ApiError(409, 'current_session', 'This is the session you are using: sign out instead (POST /logout).');
    sessions.revokeSession(session.id, 'ended_from_profile');
    logEnded(request, user, [session.id], 'ended_from_profile');
    return reply.code(204).send();
  });

  routeByContract(app, profileContracts.endOtherSessions).handle(signedIn(), async (request) => {
    const user = userOf(request);
    const ended = sessions.revokeOtherSessions(user.id, sessionIdOf(request), 'ended_from_profile');
    logEnded(request, user, ended, 'ended_from_profile');
    return { ended: ended.length };
  });
}
