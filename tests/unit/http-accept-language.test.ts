/**
 * The HTTP client sends the portal's language (the reader's choice, read at send time) as
 * Accept-Language on the API's calls, so the API answers in it (a platform call's message);
 * a header the caller set stays, and userinfo (the sign-on provider's call) is left alone.
 */
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '~/lib/http/http-client.ts';
import { englishT } from '~/lib/i18n/english-resources.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import type { StoredUser, Tokens } from '~/lib/session/session-types.ts';
import { answer, apiBase, createFakeApi, signedInTokens, storedUser, userinfoEndpoint } from './support/fake-api.ts';

function clientSpeaking(language: (() => string) | undefined) {
  const api = createFakeApi(() => answer(200, { ok: true }));
  const client = createHttpClient({
    fetch: api.fetch,
    apiBase: () => apiBase,
    userinfoEndpoint: () => userinfoEndpoint,
    tokens: atom<Tokens | null>(signedInTokens()),
    user: atom<StoredUser | null>(storedUser()),
    syncPermissions: () => undefined,
    environmentName: atom<string | undefined>(undefined),
    raiseAppError: () => undefined,
    showSnackbar: () => undefined,
    translate: englishT,
    ...(language ? { language } : {}),
    currentPath: () => '/domains',
    handlers: { onSessionExpired: () => undefined, onRefreshFailed: () => undefined, onNotFound: () => false },
    retryDelayMs: 0,
  });
  return { client, api };
}

describe('the HTTP client says the portal language', () => {
  it('sends the language in use as Accept-Language, read at send time', async () => {
    const locale = atom<Locale>('ja');
    const { client, api } = clientSpeaking(() => locale.get());
    await client.post('groups/g/platform_calls', { operation: 'registrar.domain.renew', domain_id: 1 });
    locale.set('es');
    await client.get('groups/g/domains');
    locale.set('en');
    await client.post('login', { username: 'admin', password: 'x' });
    expect(api.sent.map((request) => request.headers.get('accept-language'))).toEqual(['ja', 'es', 'en']);
    // Beside the Bearer token, not instead of it.
    expect(api.sent[0]!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('keeps a language the caller chose, and leaves the sign-on provider\'s userinfo alone', async () => {
    const { client, api } = clientSpeaking(() => 'ja');
    await client.get('profile', { headers: { 'Accept-Language': 'es' } });
    await client.get(userinfoEndpoint, { headers: { Authorization: 'Bearer provider-token' } });
    expect(api.sent[0]!.headers.get('accept-language')).toBe('es');
    expect(api.sent[1]!.headers.get('accept-language')).toBeNull();
  });

  it('sends none when the page gives no language', async () => {
    const { client, api } = clientSpeaking(undefined);
    await client.get('profile');
    expect(api.sent[0]!.headers.get('accept-language')).toBeNull();
  });
});
