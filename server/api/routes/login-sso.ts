/**
 * POST /login_sso { email, sso_token }: the portal has signed the user in at the provider and
 * sends the provider's access token; the token is checked with the provider and must belong to
 * the user with that e-mail. Answers the token pair and user { id, group_id }.
 */
import type { FastifyInstance } from 'fastify';
import { signInContracts } from '../../../src/lib/contracts/sign-in-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError, tooManyAttempts } from '../http/api-error.ts';
import { clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { portalClientId } from '../sso/sso-provider.ts';

export function registerLoginSsoRoutes(app: FastifyInstance, context: ApiContext): void {
  const { sso, users, sessions, authLog, loginLimiter } = context;

  routeByContract(app, signInContracts.loginSso).handle({}, async (request) => {
    const { email, sso_token: ssoToken } = request.body;
    const client = clientInfo(request);
    const key = `sso:${email.trim().toLowerCase()}|${client.ip}`;
    const wait = loginLimiter.retryAfterSeconds(key);
    if (wait > 0) throw tooManyAttempts(wait);

    const verified = await sso.verifyAccessToken(ssoToken);
    const user = verified?.clientId === portalClientId && verified.scopes.has('email') ? users.byId(Number(verified.accountId)) : undefined;
    if (!verified || !user || user.email.toLowerCase() !== email.trim().toLowerCase()) {
      loginLimiter.recordFailure(key);
      authLog({ event: 'sso_login', outcome: 'failure', method: 'sso', username: email, userId: user?.id, groupId: user?.group_id, reason: verified ? 'email_mismatch' : 'invalid_sso_token', client });
      throw new ApiError(401, 'invalid_sso_token', 'The single sign-on token is not valid for this e-mail address.');
    }
    if (user.status !== 'active') {
      authLog({ event: 'sso_login', outcome: 'failure', method: 'sso', username: user.username, userId: user.id, groupId: user.group_id, reason: 'account_disabled', client });
      throw new ApiError(403, 'account_disabled', 'This user is not active. Ask an administrator of the account.');
    }
    loginLimiter.reset(key);
    const { session, tokens } = sessions.start(user, 'sso', client, verified.accountId);
    users.recordLogin(user.id, context.isoNow());
    authLog({ event: 'sso_login', outcome: 'success', method: 'sso', username: user.username, userId: user.id, groupId: user.group_id, sessionId: session.id, client });
    return { ...tokens, user: { id: user.id, group_id: user.group_id } };
  });
}
