/**
 * POST /refresh { refresh_token, sso_token? }: spends the refresh token and answers a new pair.
 * Presenting a spent refresh token again revokes the whole session (401 refresh_token_reused).
 * For single-sign-on sessions an sso_token, when sent, must still be valid at the provider.
 */
import type { FastifyInstance } from 'fastify';
import { signInContracts } from '../../../src/lib/contracts/sign-in-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError } from '../http/api-error.ts';
import { clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';

export function registerRefreshRoutes(app: FastifyInstance, context: ApiContext): void {
  const { sessions, users, authLog, sso } = context;

  routeByContract(app, signInContracts.refresh).handle({}, async (request) => {
    const { refresh_token: refreshToken, sso_token: ssoToken } = request.body;
    const client = clientInfo(request);
    const logFor = (userId: number, event: 'refresh_failure' | 'refresh_reuse', reason: string, sessionId: string) => {
      const user = users.byId(userId);
      authLog({ event, outcome: 'failure', method: 'refresh', username: user?.username ?? '', userId, groupId: user?.group_id, reason, sessionId, client });
    };

    if (ssoToken) {
      const session = sessions.findSessionByRefreshToken(refreshToken);
      if (session?.method === 'sso') {
        const verified = await sso.verifyAccessToken(ssoToken);
        if (!verified || verified.accountId !== session.sso_account_id) {
          sessions.revokeSession(session.id, 'sso_session_ended');
          logFor(session.user_id, 'refresh_failure', 'sso_session_ended', session.id);
          throw new ApiError(401, 'sso_session_ended', 'The single sign-on session has ended; sign in again.');
        }
      }
    }

    const outcome = sessions.refresh(refreshToken);
    if (outcome.ok) return outcome.tokens;
    if (outcome.reason === 'unknown') throw new ApiError(401, 'invalid_refresh_token', 'The refresh token is not known.');
    if (outcome.reason === 'reused') {
      logFor(outcome.session.user_id, 'refresh_reuse', 'refresh_token_reused', outcome.session.id);
      throw new ApiError(401, 'refresh_token_reused', 'This refresh token was already used; the session has been ended for safety. Sign in again.');
    }
    logFor(outcome.session.user_id, 'refresh_failure', outcome.reason, outcome.session.id);
    throw new ApiError(401, `refresh_token_${outcome.reason}`, `The session has ${outcome.reason === 'expired' ? 'expired' : 'been ended'}; sign in again.`);
  });
}
