import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error.ts';
import { answer, createTestClient, deferred, failureOf, settle, signedInTokens, storedUser, type SentRequest } from './support/fake-api.ts';

/** An API whose access tokens are `access-N`; only the newest is accepted. */
function rotatingApi(refreshGate: Promise<void>, refreshAnswer: () => Response = () => answer(200, { access_token: 'access-2', refresh_token: 'refresh-2' })) {
  return async (request: SentRequest) => {
    if (request.path === 'refresh') {
      await refreshGate;
      return refreshAnswer();
    }
    const valid = request.headers.get('authorization') === 'Bearer access-2';
    return valid ? answer(200, { path: request.path }) : answer(401, { code: 'token_expired', message: 'The access token has expired.' });
  };
}

describe('a 401 refreshes the tokens once and sends the request again', () => {
  it('runs one refresh for three concurrent 401s and retries all three after it', async () => {
    const gate = deferred<void>();
    const { client, api, tokens, handlers } = createTestClient({ route: rotatingApi(gate.promise) });
    const before = tokens.get()!;
    const requests = ['domains', 'contacts', 'ssls'].map((resource) => client.get(`groups/g/${resource}`));
    await settle();
    expect(api.sentTo('refresh')).toHaveLength(1);
    gate.resolve();

    await expect(Promise.all(requests)).resolves.toEqual([
      { path: 'groups/g/domains' },
      { path: 'groups/g/contacts' },
      { path: 'groups/g/ssls' },
    ]);
    expect(api.sentTo('refresh')).toHaveLength(1);
    expect(api.sentTo('refresh')[0]!.json()).toEqual({ refresh_token: 'refresh-1' });
    expect(api.sent.filter((request) => request.headers.get('authorization') === 'Bearer access-2')).toHaveLength(3);
    expect(tokens.get()).toEqual({ ...before, accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(handlers.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('retries without another refresh when the token was renewed while the request was out', async () => {
    const refreshGate = deferred<void>();
    refreshGate.resolve();
    const slowGate = deferred<void>();
    const rotating = rotatingApi(refreshGate.promise);
    const { client, api } = createTestClient({
      route: async (request) => {
        if (request.path === 'groups/g/slow' && request.headers.get('authorization') === 'Bearer access-1') await slowGate.promise;
        return rotating(request);
      },
    });
    const slow = client.get('groups/g/slow');
    await client.get('groups/g/domains');
    expect(api.sentTo('refresh')).toHaveLength(1);
    slowGate.resolve();
    await expect(slow).resolves.toEqual({ path: 'groups/g/slow' });
    expect(api.sentTo('refresh')).toHaveLength(1);
    expect(api.sentTo('groups/g/slow').map((request) => request.headers.get('authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('sends the sign-on token with the refresh when the user has an id and an sso token', async () => {
    const gate = deferred<void>();
    gate.resolve();
    const { client, api } = createTestClient({ route: rotatingApi(gate.promise), tokens: signedInTokens({ ssoToken: 'sso-1' }) });
    await client.get('profile');
    expect(api.sentTo('refresh')[0]!.json()).toEqual({ refresh_token: 'refresh-1', sso_token: 'sso-1' });

    const withoutId = createTestClient({ route: rotatingApi(gate.promise), tokens: signedInTokens({ ssoToken: 'sso-1' }), user: storedUser({ id: '' }) });
    await withoutId.client.get('profile');
    expect(withoutId.api.sentTo('refresh')[0]!.json()).toEqual({ refresh_token: 'refresh-1' });
  });

  it('rejects when the retried request is refused again, without a second refresh', async () => {
    const { client, api } = createTestClient({
      route: (request) => (request.path === 'refresh' ? answer(200, { access_token: 'access-2', refresh_token: 'refresh-2' }) : answer(401, { message: 'No.' })),
    });
    await expect(failureOf(client.get('profile'))).resolves.toMatchObject({ status: 401, message: 'No.' });
    expect(api.sentTo('refresh')).toHaveLength(1);
    expect(api.sentTo('profile')).toHaveLength(2);
  });
});

describe('when the refresh fails', () => {
  it('runs the logout handler once and rejects every waiting request', async () => {
    const gate = deferred<void>();
    const { client, api, handlers } = createTestClient({
      route: rotatingApi(gate.promise, () => answer(401, { code: 'refresh_token_reused', message: 'This refresh token was already used.' })),
    });
    const requests = ['domains', 'contacts', 'ssls'].map((resource) => failureOf(client.get(`groups/g/${resource}`)));
    await settle();
    gate.resolve();
    const failures = await Promise.all(requests);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 401, message: 'This refresh token was already used.' });
    }
    expect(handlers.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(api.sentTo('refresh')).toHaveLength(1);
    expect(api.sent.filter((request) => request.path.startsWith('groups/'))).toHaveLength(3);
  });
});

describe('401 without a refresh', () => {
  it.each([
    ['POST', 'refresh'],
    ['POST', 'login'],
    ['POST', 'logout'],
    ['POST', 'login_sso'],
    ['POST', 'password_resets'],
    ['PUT', 'password_resets/abc'],
  ] as const)('%s %s rejects with the 401', async (method, path) => {
    const { client, api, handlers } = createTestClient({ route: () => answer(401, { code: 'invalid_credentials', message: 'Wrong username or password.' }) });
    const failure = await failureOf(client.request(method, path, {}));
    expect(failure).toMatchObject({ status: 401, message: 'Wrong username or password.', body: { code: 'invalid_credentials' } });
    expect(api.sent).toHaveLength(1);
    expect(handlers.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('rejects a 401 when nobody is signed in, with nothing to refresh', async () => {
    const { client, api, handlers } = createTestClient({ route: () => answer(401, { message: 'Sign in.' }), tokens: null });
    await expect(failureOf(client.get('profile'))).resolves.toMatchObject({ status: 401 });
    expect(api.sent).toHaveLength(1);
    expect(handlers.onRefreshFailed).not.toHaveBeenCalled();
  });
});
