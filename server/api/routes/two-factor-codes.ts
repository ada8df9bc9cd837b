/**
 * POST /two_factor_codes { code } with the limited token from /login as Bearer. The code is the
 * authenticator's six digits or one of the user's recovery codes (`xxxxx-xxxxx`, each good
 * once). A right code answers { user, access_token, refresh_token, … }; a wrong one 422; after
 * too many wrong codes the limited token is revoked and the answer is 429.
 */
import type { FastifyInstance } from 'fastify';
import { signInContracts } from '../../../src/lib/contracts/sign-in-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { requestAuthFor } from '../auth/authenticate.ts';
import { isTotpCode } from '../auth/recovery-codes.ts';
import { createTwoFactorStore } from '../auth/two-factor-store.ts';
import { userProfile } from '../auth/user-profile.ts';
import { ApiError, tooManyAttempts, unauthorized } from '../http/api-error.ts';
import { bearerToken, clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';

export function registerTwoFactorRoutes(app: FastifyInstance, context: ApiContext): void {
  const { sessions, users, authLog, totp, twoFactorLimiter } = context;
  const twoFactor = createTwoFactorStore(context.db);

  // The limited token is checked before the body (docs/ARCHITECTURE.md, "API contracts"): a caller without one hears so first.
  const pendingStep = requestAccess((request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('missing_token', 'Send the token from POST /login as Bearer.');
    const match = sessions.findAccessToken(token);
    if (!match) throw unauthorized('invalid_token', 'The token is not known.');
    if (match.problem) throw unauthorized(`token_${match.problem}`, `The token is ${match.problem}; sign in again.`);
    const secret = match.user.totp_secret;
    if (match.purpose !== 'two_factor' || !secret) {
      throw new ApiError(400, 'two_factor_not_pending', 'No two-factor step is pending for this token.');
    }
    return { token, user: match.user, secret };
  });

  routeByContract(app, signInContracts.twoFactorCodes).handle({ preValidation: pendingStep.hook }, async (request) => {
    const { token, user, secret } = pendingStep.of(request);
    const client = clientInfo(request);
    const logged = { method: 'totp' as const, username: user.username, userId: user.id, groupId: user.group_id, client };
    const key = `user:${user.id}`;
    const wait = twoFactorLimiter.retryAfterSeconds(key);
    if (wait > 0) {
      sessions.revokeAccessToken(token);
      throw tooManyAttempts(wait);
    }
    const code = request.body.code.replace(/\s/g, '');
    const byRecoveryCode = !isTotpCode(code);
    const accepted = byRecoveryCode ? twoFactor.spendRecoveryCode(user.id, code, context.isoNow()) : totp.verify(user.id, secret, code);
    if (!accepted) {
      twoFactorLimiter.recordFailure(key);
      authLog({ ...logged, event: 'two_factor_failure', outcome: 'failure', reason: byRecoveryCode ? 'invalid_recovery_code' : 'invalid_code' });
      throw new ApiError(422, 'invalid_code', 'The code is not right. Use the current code from your authenticator app, or a recovery code not used before.');
    }
    twoFactorLimiter.reset(key);
    sessions.revokeAccessToken(token);
    const { session, tokens } = sessions.start(user, 'two_factor', client);
    users.recordLogin(user.id, context.isoNow());
    authLog({ ...logged, event: 'two_factor_success', outcome: 'success', sessionId: session.id, reason: byRecoveryCode ? 'recovery_code' : null });
    request.auth = requestAuthFor(user, session.id);
    return { ...tokens, user: userProfile(user) };
  });
}
