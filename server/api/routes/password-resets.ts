/**
 * Password reset by mail. POST /password_resets { username } or { email } always answers 202
 * (it does not tell whether the user exists) and, for a password user, queues a mail with a
 * link to the portal's /reset page carrying a one-hour token. GET /password_resets/{token}
 * checks the token (404 when unknown, used or expired); PUT sets the new password, ends
 * every session of the user and spends the token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resetTokenLength, signInContracts } from '../../../src/lib/contracts/sign-in-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { newOpaqueToken, tokenHash } from '../auth/opaque-token.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { ApiError, tooManyAttempts } from '../http/api-error.ts';
import { clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { queueMail } from '../mail/outbox.ts';

function notFound(): ApiError {
  return new ApiError(404, 'reset_token_not_found', 'This reset link is unknown, already used or expired. Ask for a new one.');
}

/**
 * A token too short to be one is refused before anything else, in the words of the path check it
 * had before its route was a contract (a longer one than the maximum is the router's 414).
 */
async function tokenOfLength(request: FastifyRequest): Promise<void> {
  const { token } = request.params as { token: string };
  if ([...token].length >= resetTokenLength.min) return;
  const message = `must NOT have fewer than ${resetTokenLength.min} characters`;
  throw new ApiError(400, 'validation_failed', `params/token ${message}`, {
    details: { errors: [{ instancePath: '/token', keyword: 'minLength', params: { limit: resetTokenLength.min }, message }] },
  });
}

export function registerPasswordResetRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, users, sessions, authLog, resetLimiter, config } = context;
  const insertReset = db.prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at, ip) VALUES (?, ?, ?, ?, ?)');
  const findReset = db.prepare(`SELECT r.user_id, r.expires_at, u.username FROM password_resets r JOIN users u ON u.id = r.user_id
    WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND u.status = 'active'`);
  const spendResets = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');

  const validReset = (token: string) => {
    const row = findReset.get(tokenHash(token), context.isoNow());
    return row ? { userId: Number(row.user_id), username: String(row.username), expiresAt: String(row.expires_at) } : undefined;
  };

  routeByContract(app, signInContracts.requestPasswordReset).handle({}, async (request, reply) => {
    const identifier = (request.body.username ?? request.body.email ?? '').trim();
    const client = clientInfo(request);
    const key = `${identifier.toLowerCase()}|${client.ip}`;
    const wait = resetLimiter.retryAfterSeconds(key);
    if (wait > 0) throw tooManyAttempts(wait);
    resetLimiter.recordFailure(key);

    const user = users.byLogin(identifier);
    if (user && user.status === 'active' && user.sign_in_method === 'password') {
      const token = newOpaqueToken();
      const minutes = Math.round(config.passwordResetTtlSeconds / 60);
      const link = `${config.portalOrigins[0]}/reset?token=${encodeURIComponent(token)}`;
      insertReset.run(tokenHash(token), user.id, context.isoNow(), context.isoNow(config.passwordResetTtlSeconds), client.ip);
      queueMail(db, {
        kind: 'password_reset',
        to: user.email,
        userId: user.id,
        subject: 'Reset your portal password',
        body: [
          `Hello ${user.name},`,
          '',
          `Someone asked to reset the password of the portal user "${user.username}".`,
          `Open this link within ${minutes} minutes to choose a new password:`,
          '',
          link,
          '',
          'If that was not you, ignore this mail: your password stays as it is.',
        ].join('\n'),
      }, context.isoNow());
      authLog({ event: 'password_reset_requested', outcome: 'success', method: 'password_reset', username: user.username, userId: user.id, groupId: user.group_id, client });
    } else {
      authLog({ event: 'password_reset_requested', outcome: 'failure', method: 'password_reset', username: identifier, userId: user?.id, groupId: user?.group_id, reason: user ? 'not_a_password_user' : 'unknown_user', client });
    }
    reply.code(202);
    return { status: 'accepted', message: 'If the user exists, a reset link is on its way by mail.' };
  });

  routeByContract(app, signInContracts.checkPasswordReset).handle({ preValidation: tokenOfLength }, async (request) => {
    const reset = validReset(request.params.token);
    if (!reset) throw notFound();
    return { status: 'valid', username: reset.username, expires_at: reset.expiresAt };
  });

  routeByContract(app, signInContracts.completePasswordReset).handle({ preValidation: tokenOfLength }, async (request) => {
    const reset = validReset(request.params.token);
    if (!reset) throw notFound();
    const passwordHash = await hashPassword(request.body.password);
    const user = inTransaction(db, () => {
      if (!validReset(request.params.token)) return undefined;
      users.setPassword(reset.userId, passwordHash, context.isoNow());
      spendResets.run(context.isoNow(), reset.userId);
      sessions.revokeUserSessions(reset.userId, 'password_reset');
      return users.byId(reset.userId);
    });
    if (!user) throw notFound();
    authLog({ event: 'password_reset_completed', outcome: 'success', method: 'password_reset', username: user.username, userId: user.id, groupId: user.group_id, client: clientInfo(request) });
    return { status: 'password_changed', username: user.username };
  });
}
