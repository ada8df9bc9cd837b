/**
 * The OpenID Connect provider (oidc-provider 9) for the portal's single sign-on: one public
 * client "portal" with PKCE S256, the same users as the API, consent implied for the portal.
 * Created on first use, because creating its signing key the first time takes a moment.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import Provider, { type OidcContext } from 'oidc-provider';
import type { ApiConfig } from '../api-config.ts';
import { systemClock } from '../clock.ts';
import type { UserStore } from '../auth/user-store.ts';
import { providerKeys } from './provider-keys.ts';
import { sqliteAdapter } from './sqlite-adapter.ts';
import { escapeHtml, page } from './provider-pages.ts';

export const portalClientId = 'portal';
export const ssoScopes = 'openid profile email';

export interface VerifiedSsoToken {
  accountId: string;
  clientId: string;
  scopes: Set<string>;
}

export interface SsoProvider {
  /** The mount path of the provider on this server (the issuer's path, e.g. /oidc). */
  readonly mountPath: string;
  provider(): Provider;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Checks an access token the provider issued; null when unknown, expired or revoked. */
  verifyAccessToken(token: string): Promise<VerifiedSsoToken | null>;
}

interface ProviderDependencies {
  db: DatabaseSync;
  config: ApiConfig;
  users: UserStore;
  logError: (error: unknown) => void;
}

function createProvider({ db, config, users, logError }: ProviderDependencies, mountPath: string): Provider {
  const keys = providerKeys(db);
  const lifetime = config.sessionTtlSeconds;
  const provider = new Provider(config.issuer, {
    adapter: sqliteAdapter(db, systemClock),
    clients: [
      {
        client_id: portalClientId,
        client_name: 'Meridian Portal',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: config.portalOrigins.map((origin) => `${origin}/login`),
        post_logout_redirect_uris: config.portalOrigins.map((origin) => `${origin}/logout`),
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'locale'] },
    async findAccount(_ctx: unknown, sub: string) {
      const user = users.byId(Number(sub));
      if (!user || user.status !== 'active') return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: user.email, email_verified: true, name: user.name, preferred_username: user.username, locale: user.language };
        },
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== portalClientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(ssoScopes);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: OidcContext, form: string) {
          ctx.type = 'html';
          ctx.body = page('Sign out', `<h1>Sign out of single sign-on?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`);
        },
        async postLogoutSuccessSource(ctx: OidcContext) {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<h1>You are signed out.</h1>');
        },
      },
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => config.portalOrigins.includes(origin),
    async renderError(ctx: OidcContext, out: Record<string, unknown>) {
      ctx.type = 'html';
      const details = Object.entries(out).map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`).join('');
      ctx.body = page('Sign-in error', `<h1>Sign-in could not continue</h1>${details}`);
    },
    cookies: { keys: keys.cookieKeys, long: { httpOnly: true, sameSite: 'lax' }, short: { httpOnly: true, sameSite: 'lax' } },
    jwks: keys.jwks,
    ttl: {
      AccessToken: lifetime,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: lifetime,
      Grant: lifetime,
    },
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => logError(error));
  return provider;
}

export function createSsoProvider(dependencies: ProviderDependencies): SsoProvider {
  const mountPath = new URL(dependencies.config.issuer).pathname.replace(/\/$/, '');
  let instance: Provider | undefined;
  let callback: ((request: IncomingMessage, response: ServerResponse) => Promise<void>) | undefined;
  const provider = () => {
    instance ??= createProvider(dependencies, mountPath);
    return instance;
  };

  return {
    mountPath,
    provider,
    async handle(request, response) {
      callback ??= provider().callback();
      await callback(request, response);
    },
    async verifyAccessToken(token) {
      const found = await provider().AccessToken.find(token);
      if (!found || found.isExpired) return null;
      return { accountId: found.accountId, clientId: found.clientId, scopes: new Set((found.scope ?? '').split(' ').filter(Boolean)) };
    },
  };
}
