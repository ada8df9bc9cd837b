/**
 * POST /logout: ends the session of the Bearer token (even an expired one) or of the
 * refresh_token in the body. Always 204, so signing out twice is harmless.
 */
import type { FastifyInstance } from 'fastify';
import { signInContracts } from '../../../src/lib/contracts/sign-in-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { bearerToken, clientInfo } from '../http/client-info.ts';
import { routeByContract } from '../http/contract-routes.ts';

export function registerLogoutRoutes(app: FastifyInstance, context: ApiContext): void {
  const { sessions, authLog, users } = context;

  routeByContract(app, signInContracts.logout).handle({}, async (request, reply) => {
    const token = bearerToken(request);
    let sessionId: string | null = null;
    let userId: number | null = null;
    if (token) {
      const match = sessions.findAccessToken(token);
      if (match) {
        sessions.revokeAccessToken(token);
        sessionId = match.sessionId;
        userId = match.user.id;
      }
    }
    const refreshToken = request.body.refresh_token;
    if (!sessionId && refreshToken) {
      const session = sessions.findSessionByRefreshToken(refreshToken);
      if (session) {
        sessionId = session.id;
        userId = session.user_id;
      }
    }
    if (sessionId) sessions.revokeSession(sessionId, 'logout');
    if (userId !== null) {
      const user = users.byId(userId);
      authLog({
        event: 'logout', outcome: 'success', method: 'logout', username: user?.username ?? '', userId, groupId: user?.group_id,
        sessionId, client: clientInfo(request),
      });
    }
    return reply.code(204).send();
  });
}
