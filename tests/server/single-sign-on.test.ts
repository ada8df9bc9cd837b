import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, portalOrigin, type TestApi } from './support/test-api.ts';
import { callJson, type TokenAnswer } from './support/http-calls.ts';
import { createCookieJar, type CookieJar } from './support/cookie-jar.ts';

const redirectUri = `${portalOrigin}/login`;

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function follow(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
  jar.store(response);
  return response;
}

function authorizationUrl(api: TestApi, params: Record<string, string>): string {
  const url = new URL(`${api.baseUrl}/oidc/auth`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** Drives the provider like a browser: authorization request, its sign-in page, the redirect back with a code. */
async function signInAtProvider(api: TestApi, username: string, challenge: string, state: string, jar = createCookieJar()): Promise<URL> {
  const start = await follow(jar, authorizationUrl(api, {
    client_id: 'portal', redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email', state,
    code_challenge_method: 'S256', code_challenge: challenge, locale: 'en', login_hint: username,
  }));
  expect(start.status).toBe(303);
  const interactionUrl = new URL(start.headers.get('location') ?? '', api.baseUrl);
  expect(interactionUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

  const pageResponse = await follow(jar, interactionUrl.href);
  expect(pageResponse.status).toBe(200);
  const html = await pageResponse.text();
  expect(html).toContain(`value="${username}"`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

  const submitted = await follow(jar, new URL(action, api.baseUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: demoPassword, code: '' }).toString(),
  });
  expect(submitted.status).toBe(303);
  const resumed = await follow(jar, new URL(submitted.headers.get('location') ?? '', api.baseUrl).href);
  expect(resumed.status).toBe(303);
  return new URL(resumed.headers.get('location') ?? '');
}

describe('single sign-on through the OpenID Connect provider', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('runs the authorization-code flow with PKCE S256 and exchanges the provider token at /login_sso', async () => {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(16).toString('base64url');
    const callback = await signInAtProvider(api, 'sso', challenge, state);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const tokenResponse = await fetch(`${api.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portalOrigin },
      body: new URLSearchParams({
        client_id: 'portal', code, code_verifier: verifier, grant_type: 'authorization_code', redirect_uri: redirectUri, response_type: 'code',
      }).toString(),
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    const providerTokens = (await tokenResponse.json()) as { access_token: string; id_token: string; token_type: string };
    expect(providerTokens.id_token.split('.')).toHaveLength(3);

    const userinfo = await fetch(`${api.baseUrl}/oidc/me`, { headers: { authorization: `Bearer ${providerTokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    const claims = (await userinfo.json()) as { email: string; sub: string };
    expect(claims.email).toBe('yui.nakamura@aurorafoods.com');

    const login = await callJson<TokenAnswer>(api.baseUrl, 'POST', '/login_sso', { body: { email: claims.email, sso_token: providerTokens.access_token } });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(Number(claims.sub));
    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token: login.body.access_token });
    expect(profile.body).toMatchObject({ username: 'sso', sign_in_method: 'sso' });

    const refreshed = await callJson<TokenAnswer>(api.baseUrl, 'POST', '/refresh', {
      body: { refresh_token: login.body.refresh_token, sso_token: providerTokens.access_token },
    });
    expect(refreshed.status).toBe(200);
    const wrongSso = await callJson(api.baseUrl, 'POST', '/refresh', { body: { refresh_token: refreshed.body.refresh_token, sso_token: 'not-a-provider-token' } });
    expect(wrongSso.status).toBe(401);
    expect(wrongSso.body).toMatchObject({ code: 'sso_session_ended' });
  });

  it('refuses a plain PKCE challenge and a missing one', async () => {
    const { verifier } = pkcePair();
    const variants: Record<string, string>[] = [{ code_challenge_method: 'plain', code_challenge: verifier }, {}];
    for (const pkce of variants) {
      const response = await fetch(authorizationUrl(api, {
        client_id: 'portal', redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email', state: 'abc', ...pkce,
      }), { redirect: 'manual' });
      expect(response.status).toBe(303);
      const back = new URL(response.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('error_description')).toMatch(/code_challenge_method|requires PKCE/);
      expect(back.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a code exchanged without the right verifier', async () => {
    const { challenge } = pkcePair();
    const callback = await signInAtProvider(api, 'admin', challenge, 'state-2');
    const tokenResponse = await fetch(`${api.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'portal', code: callback.searchParams.get('code') ?? '', code_verifier: pkcePair().verifier,
        grant_type: 'authorization_code', redirect_uri: redirectUri,
      }).toString(),
    });
    expect(tokenResponse.status).toBe(400);
    expect(await tokenResponse.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses /login_sso with an unknown token or another user\'s e-mail', async () => {
    const bogus = await callJson(api.baseUrl, 'POST', '/login_sso', { body: { email: 'yui.nakamura@aurorafoods.com', sso_token: 'x'.repeat(43) } });
    expect(bogus.status).toBe(401);

    const { verifier, challenge } = pkcePair();
    const callback = await signInAtProvider(api, 'viewer', challenge, 'state-3');
    const tokenResponse = await fetch(`${api.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'portal', code: callback.searchParams.get('code') ?? '', code_verifier: verifier, grant_type: 'authorization_code', redirect_uri: redirectUri }).toString(),
    });
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };
    const mismatch = await callJson(api.baseUrl, 'POST', '/login_sso', { body: { email: 'oliver.hughes@aurorafoods.com', sso_token: accessToken } });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body).toMatchObject({ code: 'invalid_sso_token' });
  });

  it('signs out at the provider, back to the portal\'s /logout, which ends the API session at its next refresh', async () => {
    const jar = createCookieJar();
    const { verifier, challenge } = pkcePair();
    const callback = await signInAtProvider(api, 'sso', challenge, 'state-4', jar);
    const tokenResponse = await fetch(`${api.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'portal', code: callback.searchParams.get('code') ?? '', code_verifier: verifier, grant_type: 'authorization_code', redirect_uri: redirectUri }).toString(),
    });
    const { access_token: ssoToken } = (await tokenResponse.json()) as { access_token: string };
    const login = await callJson<TokenAnswer>(api.baseUrl, 'POST', '/login_sso', { body: { email: 'yui.nakamura@aurorafoods.com', sso_token: ssoToken } });
    expect(login.status).toBe(200);

    const logoutPage = await follow(jar, `${api.baseUrl}/oidc/session/end?client_id=portal&post_logout_redirect_uri=${encodeURIComponent(`${portalOrigin}/logout`)}`);
    expect(logoutPage.status).toBe(200);
    const html = await logoutPage.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await follow(jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${portalOrigin}/logout`);

    const refresh = await callJson(api.baseUrl, 'POST', '/refresh', { body: { refresh_token: login.body.refresh_token, sso_token: ssoToken } });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ code: 'sso_session_ended' });
  });

  it('shows the sign-in page again with an error for a wrong password', async () => {
    const jar = createCookieJar();
    const start = await follow(jar, authorizationUrl(api, {
      client_id: 'portal', redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email', state: 's',
      code_challenge_method: 'S256', code_challenge: pkcePair().challenge,
    }));
    const interactionUrl = new URL(start.headers.get('location') ?? '', api.baseUrl);
    const wrong = await follow(jar, `${interactionUrl.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'sso', password: 'wrong' }).toString(),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong username or password.');
  });
});
