/**
 * Single sign-on with the provider (spec section 7): authorization-code flow with PKCE S256,
 * through oauth4webapi, loaded only when the flow is used. The one-time verifier and state wait
 * in session storage while the browser visits the provider; the code comes back to /login.
 */
import { $runtimeConfig, loadRuntimeConfig } from '../config-store/runtime-config-store.ts';
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { signInContracts } from '../contracts/sign-in-contracts.ts';
import { http } from '../http/http.ts';
import { $locale } from '../i18n/locale-store.ts';
import { establishSession } from './establish-session.ts';
import { $loginState } from '../session/login-state.ts';

export const ssoFlowKey = 'sso_flow';
const scope = 'openid profile email';

interface SsoFlow {
  verifier: string;
  state: string;
  redirectUri: string;
}

async function provider() {
  const oauth = await import('oauth4webapi');
  const { sso } = await loadRuntimeConfig();
  const as = {
    issuer: sso.issuer,
    authorization_endpoint: sso.authorizationEndpoint,
    token_endpoint: sso.tokenEndpoint,
    userinfo_endpoint: sso.userinfoEndpoint,
    end_session_endpoint: sso.endSessionEndpoint,
  };
  const client = { client_id: sso.clientId };
  const local = new URL(sso.issuer).hostname;
  const insecureAllowed = local === 'localhost' || local === '127.0.0.1';
  return { oauth, as, client, insecure: insecureAllowed ? { [oauth.allowInsecureRequests]: true } : {} };
}

/** Whether this address is the provider's answer to a sign-on this tab started. */
export function isSsoCallback(url: URL, storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  return (url.searchParams.has('code') || url.searchParams.has('error')) && url.searchParams.has('state') && storage.getItem(ssoFlowKey) !== null;
}

export async function startSingleSignOn(loginHint?: string): Promise<void> {
  $loginState.set('logging-in');
  try {
    const { oauth, as, client } = await provider();
    const flow: SsoFlow = {
      verifier: oauth.generateRandomCodeVerifier(),
      state: oauth.generateRandomState(),
      redirectUri: `${location.origin}/login`,
    };
    sessionStorage.setItem(ssoFlowKey, JSON.stringify(flow));
    const authorization = new URL(as.authorization_endpoint);
    const parameters: Record<string, string> = {
      client_id: client.client_id,
      redirect_uri: flow.redirectUri,
      response_type: 'code',
      scope,
      state: flow.state,
      code_challenge_method: 'S256',
      locale: $locale.get(),
      code_challenge: await oauth.calculatePKCECodeChallenge(flow.verifier),
    };
    if (loginHint) parameters.login_hint = loginHint;
    for (const [name, value] of Object.entries(parameters)) authorization.searchParams.set(name, value);
    location.assign(authorization.href);
  } catch (error) {
    $loginState.set('error');
    throw error;
  }
}

interface UserInfo {
  email?: string;
}

/** Finishes a sign-on from the provider's answer at /login; the caller then restores the saved path. */
export async function completeSingleSignOn(url: URL): Promise<void> {
  const stored = sessionStorage.getItem(ssoFlowKey);
  sessionStorage.removeItem(ssoFlowKey);
  try {
    if (!stored) throw new Error('No single sign-on was started in this tab.');
    const flow = JSON.parse(stored) as SsoFlow;
    const { oauth, as, client, insecure } = await provider();
    const callback = oauth.validateAuthResponse(as, client, url, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), callback, flow.redirectUri, flow.verifier, {
      additionalParameters: { response_type: 'code' },
      ...insecure,
    });
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    const info = await http.get<UserInfo>(as.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    if (!info.email) throw new Error('The sign-on provider did not share an e-mail address.');
    const answer = await http.post<AnswerOf<typeof signInContracts.loginSso>>('login_sso', { email: info.email, sso_token: tokens.access_token });
    await establishSession(answer, { ssoToken: tokens.access_token, applicationId: $runtimeConfig.get().sso.clientId });
    $loginState.set('success');
  } catch (error) {
    $loginState.set('error');
    throw error;
  }
}
