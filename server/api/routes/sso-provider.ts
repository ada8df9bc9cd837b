/**
 * The OpenID Connect provider under its issuer path (default /oidc): the provider's own
 * endpoints are handed the raw request before Fastify parses a body, and the sign-in pages
 * of its interactions are served here, checking the same users as POST /login.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Interaction } from 'oidc-provider';
import type { ApiContext } from '../api-context.ts';
import { verifyPassword, decoyPasswordHash } from '../auth/password-hash.ts';
import { signInThrottleKey } from '../auth/sign-in-throttle-key.ts';
import { clientInfo } from '../http/client-info.ts';
import { loginPage, page } from '../sso/provider-pages.ts';

interface UidParams {
  uid: string;
}

interface LoginForm {
  username?: string;
  password?: string;
  code?: string;
}

type MountedRequest = IncomingMessage & { originalUrl?: string };

export function registerSsoProviderRoutes(app: FastifyInstance, context: ApiContext): void {
  const { sso, users, authLog, loginLimiter, totp } = context;
  const base = sso.mountPath;

  app.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'],
    url: `${base}/*`,
    onRequest: async (request, reply) => {
      reply.hijack();
      const raw: MountedRequest = request.raw;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(base.length) || '/';
      try {
        await sso.handle(raw, reply.raw);
      } catch (error) {
        request.log.error(error);
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
        reply.raw.end('The sign-on provider failed.');
      }
    },
    handler: async () => undefined,
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const details = async (request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply): Promise<Interaction | undefined> => {
      try {
        const interaction = await sso.provider().interactionDetails(request.raw, reply.raw);
        return interaction.uid === request.params.uid ? interaction : undefined;
      } catch {
        return undefined;
      }
    };
    const expired = (reply: FastifyReply) =>
      reply.code(400).type('text/html').send(page('Sign-in expired', '<h1>This sign-in has expired.</h1><p>Go back to the portal and start again.</p>'));
    const showLogin = (reply: FastifyReply, interaction: Interaction, error?: string, status = error ? 401 : 200) =>
      reply
        .code(status)
        .type('text/html')
        .send(loginPage({
          action: `${base}/interaction/${interaction.uid}/login`,
          abortUrl: `${base}/interaction/${interaction.uid}/abort`,
          loginHint: typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined,
          error,
        }));

    scope.get<{ Params: UidParams }>(`${base}/interaction/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name === 'login') return showLogin(reply, interaction);
      const returnTo = await sso.provider().interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
      return reply.redirect(returnTo, 303);
    });

    scope.post<{ Params: UidParams; Body: LoginForm }>(`${base}/interaction/:uid/login`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const username = String(request.body?.username ?? '').trim();
      const password = String(request.body?.password ?? '');
      const code = String(request.body?.code ?? '').trim();
      const client = clientInfo(request);
      const user = username ? users.byLogin(username) : undefined;
      const key = signInThrottleKey(user, username, client.ip);
      if (loginLimiter.retryAfterSeconds(key) > 0) return showLogin(reply, interaction, 'Too many attempts. Wait a few minutes and try again.', 429);

      const passwordMatches = await verifyPassword(password, user?.password_hash ?? decoyPasswordHash());
      const codeMatches = !user?.totp_secret || (/^[0-9]{6}$/.test(code) && totp.verify(user.id, user.totp_secret, code));
      if (!user || !user.password_hash || !passwordMatches || !codeMatches || user.status !== 'active') {
        loginLimiter.recordFailure(key);
        const reason = !user ? 'unknown_user' : !passwordMatches ? 'invalid_password' : !codeMatches ? 'invalid_code' : 'account_disabled';
        authLog({ event: 'sso_provider_login', outcome: 'failure', method: 'sso', username: username || '(empty)', userId: user?.id, groupId: user?.group_id, reason, client });
        return showLogin(reply, interaction, reason === 'invalid_code' ? 'Enter the current one-time code from your authenticator app.' : 'Wrong username or password.');
      }
      loginLimiter.reset(key);
      authLog({ event: 'sso_provider_login', outcome: 'success', method: 'sso', username: user.username, userId: user.id, groupId: user.group_id, client });
      const returnTo = await sso.provider().interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(user.id), amr: user.totp_secret ? ['pwd', 'otp'] : ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });

    scope.get<{ Params: UidParams }>(`${base}/interaction/:uid/abort`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const returnTo = await sso.provider().interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });
}
