/**
 * POST /login { username, password }. Answers the token pair, or for users with two-factor
 * sign-in { two_factor_required: true, access_token } where the token is only good for
 * POST /two_factor_codes. Failures are throttled per account (username or e-mail alike) + IP.
 */
import type { FastifyInstance } from 'fastify';
import { signInContracts } from '../../../src/lib/contracts/sign-in-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/password-hash.ts';
import { signInThrottleKey } from '../auth/sign-in-throttle-key.ts';
import { ApiError, tooManyAttempts } from '../http/api-error.ts';
import { clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';

export function registerLoginRoutes(app: FastifyInstance, context: ApiContext): void {
  const { users, sessions, authLog, loginLimiter } = context;

  routeByContract(app, signInContracts.login).handle({}, async (request) => {
    const { username, password } = request.body;
    const client = clientInfo(request);
    const user = users.byLogin(username);
    const throttleKey = signInThrottleKey(user, username, client.ip);
    const wait = loginLimiter.retryAfterSeconds(throttleKey);
    if (wait > 0) {
      authLog({ event: 'login_failure', outcome: 'failure', method: 'password', username, userId: user?.id, groupId: user?.group_id, reason: 'throttled', client });
      throw tooManyAttempts(wait);
    }

    const passwordMatches = await verifyPassword(password, user?.password_hash ?? decoyPasswordHash());
    if (!user || !user.password_hash || !passwordMatches) {
      loginLimiter.recordFailure(throttleKey);
      authLog({
        event: 'login_failure', outcome: 'failure', method: 'password', username, userId: user?.id, groupId: user?.group_id,
        reason: user ? 'invalid_password' : 'unknown_user', client,
      });
      throw new ApiError(401, 'invalid_credentials', 'Wrong username or password.');
    }
    const logged = { method: 'password' as const, username: user.username, userId: user.id, groupId: user.group_id, client };
    if (user.status !== 'active') {
      authLog({ ...logged, event: 'login_failure', outcome: 'failure', reason: 'account_disabled' });
      throw new ApiError(403, 'account_disabled', 'This user is not active. Ask an administrator of the account.');
    }
    if (user.sign_in_method === 'sso') {
      authLog({ ...logged, event: 'login_failure', outcome: 'failure', reason: 'sso_required' });
      throw new ApiError(403, 'sso_required', 'This user signs in through single sign-on.');
    }
    loginLimiter.reset(throttleKey);

    if (user.totp_secret) {
      const limited = sessions.issueTwoFactorToken(user);
      authLog({ ...logged, event: 'two_factor_required', outcome: 'success' });
      return { two_factor_required: true, access_token: limited.token, token_type: 'Bearer', expires_in: limited.expires_in };
    }

    const { session, tokens } = sessions.start(user, 'password', client);
    users.recordLogin(user.id, context.isoNow());
    authLog({ ...logged, event: 'login_success', outcome: 'success', sessionId: session.id });
    return { ...tokens, user: { id: user.id, group_id: user.group_id } };
  });
}
