/**
 * The HTTP client over real sockets: Node's fetch against a purpose-built API double listening on
 * 127.0.0.1 (spec sections 4, 7 and 8; DESIGN.md section 6; issue 4, first test bullet).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error.ts';
import { englishT } from '~/lib/i18n/english-resources.ts';
import { $environmentName } from '~/lib/session/environment-store.ts';
import { $tokens } from '~/lib/session/tokens-store.ts';
import { $user, setUser } from '~/lib/session/user-store.ts';
import { startApiDouble, type ApiDouble, type ReceivedRequest } from './support/api-double.ts';
import {
  createRealClient,
  expiredStamp,
  failureOf,
  quietMoment,
  signedInTokens,
  storedUser,
  type RealClient,
  type RealClientOptions,
} from './support/real-server-client.ts';

let api: ApiDouble;
let real: RealClient | undefined;

function clientFor(options: RealClientOptions = {}): RealClient {
  real = createRealClient(api, options);
  return real;
}

beforeEach(async () => {
  api = await startApiDouble({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(async () => {
  real?.dispose();
  real = undefined;
  await api.close();
  $tokens.set(null);
  setUser(null);
  $environmentName.set(undefined);
});

const isDomain = (request: ReceivedRequest) => request.path.startsWith('groups/g/domains/');

describe('a 401 refreshes the tokens once, and the requests are sent again', () => {
  it('50 parallel requests answered 401 trigger exactly one POST /refresh, and all 50 then succeed with the new token', async () => {
    const { client, handlerCalls } = clientFor();
    api.expireAccessToken();
    api.holdWhen((request) => request.path === 'refresh');

    const paths = Array.from({ length: 50 }, (_, index) => `groups/g/domains/d${index}`);
    const requests = paths.map((path) => client.get<{ path: string; token: string }>(path));

    // The first 16 are refused and wait for the one refresh, which the server holds.
    await api.until(() => api.held.length === 1 && api.received.filter(isDomain).length === 16, 'one held refresh after 16 refusals');
    await quietMoment();
    expect(api.refreshCalls).toBe(1);
    expect(api.received.filter(isDomain)).toHaveLength(16);
    expect(api.received.filter(isDomain).every((request) => request.status === 401 && request.accessToken === 'access-1')).toBe(true);

    api.release();
    const answers = await Promise.all(requests);

    expect(answers).toEqual(paths.map((path) => ({ path, method: 'GET', token: 'access-2' })));
    expect(api.refreshCalls).toBe(1);
    expect(api.receivedOn('refresh', 'POST').map((request) => request.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    for (const path of paths) {
      const hits = api.receivedOn(path);
      // Refused with the expired token once, then accepted with the new one: never more.
      expect(hits.map((request) => [request.accessToken, request.status])).toEqual([
        ['access-1', 401],
        ['access-2', 200],
      ]);
    }
    expect($tokens.get()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(handlerCalls).toEqual([]);
    expect(api.maxInFlight).toBeLessThanOrEqual(17); // 16 requests plus the refresh, which runs outside the queue
  });

  it('a failing refresh calls the logout handler once and rejects every waiting request', async () => {
    // The handler does what the page's sign-out does: tell the API (priority), then clear the session.
    const { client, handlerCalls } = clientFor({
      handlers: {
        onRefreshFailed: () => {
          void client
            .post('logout', {}, { priority: true })
            .catch(() => undefined)
            .then(() => {
              $tokens.set(null);
              setUser(null);
            });
        },
      },
    });
    api.expireAccessToken();
    api.failRefresh = true;
    api.holdWhen((request) => request.path === 'refresh');

    const failures = Array.from({ length: 50 }, (_, index) => failureOf(client.get(`groups/g/domains/d${index}`)));
    await api.until(() => api.held.length === 1 && api.received.filter(isDomain).length === 16, 'one held refresh after 16 refusals');
    api.release();
    const errors = await Promise.all(failures);

    for (const error of errors) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 401 });
    }
    expect(handlerCalls).toEqual(['onRefreshFailed']);
    expect(api.refreshCalls).toBe(1);
    expect(api.received.filter(isDomain).every((request) => request.status === 401)).toBe(true);
    await api.until(() => api.receivedOn('logout', 'POST').length === 1 && api.inFlight === 0, 'the logout call');
    await quietMoment();
    expect(api.receivedOn('logout', 'POST')).toHaveLength(1);
    expect($tokens.get()).toBeNull();
  });
});

describe('the queue', () => {
  it('never lets more than 16 requests be in flight, and a priority request overtakes the queued ones', async () => {
    const { client } = clientFor();
    api.holdWhen(() => true);
    const settledOrder: string[] = [];
    const track = (path: string, promise: Promise<unknown>) =>
      promise.then(() => {
        settledOrder.push(path);
      });

    const ordinary = Array.from({ length: 60 }, (_, index) => track(`items/${index}`, client.get(`items/${index}`)));
    await api.until(() => api.inFlight === 16, '16 in flight');
    await quietMoment();
    expect(api.received).toHaveLength(16);
    expect(api.maxInFlight).toBe(16);

    const urgent = track('items/urgent', client.get('items/urgent', { priority: true }));
    await quietMoment();
    expect(api.received).toHaveLength(16);

    // One place frees: the priority request takes it, ahead of the 44 queued ordinary ones.
    api.release(1);
    await api.until(() => api.received.length === 17, 'the 17th request');
    expect(api.received[16]!.path).toBe('items/urgent');

    // Release gradually, a few answers at a time, until all 61 are answered.
    while (api.received.length < 61 || api.held.length > 0) {
      api.release(3);
      const expected = Math.min(61, api.received.length + 3);
      await api.until(() => api.received.length >= expected && api.inFlight === api.held.length, `${expected} received`);
      expect(api.inFlight).toBeLessThanOrEqual(16);
    }
    await Promise.all([...ordinary, urgent]);

    expect(api.maxInFlight).toBe(16);
    // Answered before every ordinary request that was still queued when it was issued.
    expect(settledOrder.indexOf('items/urgent')).toBeLessThan(Math.min(...Array.from({ length: 44 }, (_, index) => settledOrder.indexOf(`items/${index + 16}`))));
    expect(api.received.slice(17).map((request) => request.path)).toEqual(Array.from({ length: 44 }, (_, index) => `items/${index + 16}`));
  });
});

describe('the expiry hold', () => {
  it('sends nothing once the stored expiry has passed, except userinfo and logout, and runs the session-expiry handler', async () => {
    const { client, handlerCalls } = clientFor({ tokens: signedInTokens({ expires: expiredStamp() }) });

    const failures = await Promise.all([
      failureOf(client.get('profile')),
      failureOf(client.get('groups/g/domains', { query: { page: 1 } })),
      failureOf(client.post('groups/g/domains', { name: 'example.com' })),
      failureOf(client.patch('profile', { language: 'en' })),
      failureOf(client.get('groups/g/contacts', { priority: true })),
      failureOf(client.post('refresh', { refresh_token: 'refresh-1' })),
    ]);
    for (const failure of failures) expect(failure).toMatchObject({ name: 'AbortError', status: 0 });
    await quietMoment();
    expect(api.received).toHaveLength(0);
    expect(api.maxInFlight).toBe(0);
    expect(handlerCalls).toEqual(['onSessionExpired']);

    await client.get(api.userinfoEndpoint, { headers: { Authorization: 'Bearer provider-token' } });
    await client.post('logout', {});
    expect(api.received.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/oidc/me'],
      ['POST', 'logout'],
    ]);
    // userinfo carries the provider's token, never ours.
    expect(api.received[0]!.authorization).toBe('Bearer provider-token');
    expect(handlerCalls).toEqual(['onSessionExpired']);
  });
});

describe('roles, abilities and environment headers', () => {
  it('replace the stored roles and abilities when they differ, except on login, two_factor_codes and login_sso; the environment is kept', async () => {
    const { client, userChanges } = clientFor({ user: storedUser({ roles: ['domains-viewer'], abilities: [] }) });
    api.permissionHeaders = { roles: ['domains-admin'], abilities: ['manage-domains'] };
    api.environment = 'staging';

    for (const path of ['login', 'two_factor_codes', 'login_sso']) await client.post(path, {});
    expect(api.received.map((request) => request.path)).toEqual(['login', 'two_factor_codes', 'login_sso']);
    expect(userChanges).toEqual([]);
    expect($user.get()).toMatchObject({ roles: ['domains-viewer'], abilities: [] });
    expect($environmentName.get()).toBe('staging');

    await client.get('profile');
    expect($user.get()).toMatchObject({ id: 'u-1', roles: ['domains-admin'], abilities: ['manage-domains'] });
    expect(userChanges).toHaveLength(1);

    // The same headers again change nothing.
    await client.get('profile');
    expect(userChanges).toHaveLength(1);

    // Error answers carry them too.
    api.permissionHeaders = { roles: ['domains-viewer'], abilities: ['view-domains'] };
    api.environment = 'production';
    api.answerNext('POST', 'groups/g/domains', { status: 422, body: { message: 'Invalid.' } });
    await expect(failureOf(client.post('groups/g/domains', {}))).resolves.toMatchObject({ status: 422 });
    expect($user.get()).toMatchObject({ roles: ['domains-viewer'], abilities: ['view-domains'] });
    expect(userChanges).toHaveLength(2);
    expect($environmentName.get()).toBe('production');
  });
});

describe('404', () => {
  it.each([
    ['GET', 'password_resets/expired-token'],
    ['PUT', 'password_resets/expired-token'],
    ['GET', 'groups/g/domains/example.com/gap_analysis'],
    ['GET', 'approvals/a1'],
    ['GET', 'groups/g/approvals/a1'],
    ['GET', 'groups/g/zones/z1/records'],
    ['DELETE', 'groups/g/zones/z1/records/r1'],
  ] as const)('%s %s only rejects', async (method, path) => {
    const { client, appErrors, handlerCalls } = clientFor();
    api.answerAlways(method, path, { status: 404, body: { code: 'not_found', message: 'No such record.' } });
    const failure = await failureOf(client.request(method, path, method === 'PUT' ? { password: 'x' } : undefined));
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 404, message: 'No such record.', body: { code: 'not_found' } });
    expect(appErrors).toEqual([]);
    expect(handlerCalls).toEqual([]);
    expect(api.receivedOn(path)).toHaveLength(1);
  });

  it('anywhere else raises the not-found app error, and rejects', async () => {
    const { client, appErrors, handlerCalls } = clientFor();
    api.answerAlways('GET', 'groups/g/domains/missing.com', { status: 404, body: { code: 'not_found', message: 'No such record.' } });
    api.answerAlways('GET', 'groups/g/approvals', { status: 404, body: { code: 'not_found', message: 'No such list.' } });
    await expect(failureOf(client.get('groups/g/domains/missing.com'))).resolves.toMatchObject({ status: 404 });
    await expect(failureOf(client.get('groups/g/approvals'))).resolves.toMatchObject({ status: 404 });
    expect(appErrors).toEqual([
      { statusCode: 404, value: 'No such record.' },
      { statusCode: 404, value: 'No such list.' },
    ]);
    expect(handlerCalls).toEqual(['onNotFound', 'onNotFound']);
    expect(api.received).toHaveLength(2);
  });
});

describe('429', () => {
  it('on a registrar.domain.info platform call shows the throttle snackbar', async () => {
    const { client, appErrors, snackbars } = clientFor();
    api.answerAlways('POST', 'groups/g/platform_calls', { status: 429, body: { message: 'Slow down.' }, headers: { 'retry-after': '1' } });
    await expect(failureOf(client.post('groups/g/platform_calls', { operation: 'registrar.domain.info', domain: 'example.com' }))).resolves.toMatchObject({
      status: 429,
    });
    expect(snackbars).toEqual([{ content: englishT('http:throttleLimit'), color: 'red' }]);
    expect(appErrors).toEqual([]);
    expect(api.received).toHaveLength(1);
  });

  it('anywhere else raises a 429 app error', async () => {
    const { client, appErrors, snackbars } = clientFor();
    api.answerAlways('POST', 'groups/g/platform_calls', { status: 429, body: { message: 'Slow down.' } });
    api.answerAlways('GET', 'groups/g/domains', { status: 429, body: { message: 'Too many.' } });
    await expect(failureOf(client.post('groups/g/platform_calls', { operation: 'registrar.domain.renew', domain: 'example.com' }))).resolves.toMatchObject({
      status: 429,
    });
    await expect(failureOf(client.get('groups/g/domains'))).resolves.toMatchObject({ status: 429, message: 'Too many.' });
    expect(appErrors).toEqual([
      { statusCode: 429, value: 'Slow down.' },
      { statusCode: 429, value: 'Too many.' },
    ]);
    expect(snackbars).toEqual([]);
    // The GET was retried once (429 is a listed status); the POST was not.
    expect(api.receivedOn('groups/g/platform_calls')).toHaveLength(1);
    expect(api.receivedOn('groups/g/domains')).toHaveLength(2);
  });
});

describe('one retry, only where the spec allows', () => {
  const listed = [408, 409, 425, 429, 500, 502, 503, 504];

  it('a GET answered 503 once, then 200, succeeds with exactly two server hits', async () => {
    const { client, appErrors } = clientFor();
    api.answerNext('GET', 'groups/g/domains', { status: 503, body: { message: 'Busy.' } });
    await expect(client.get('groups/g/domains')).resolves.toEqual({ path: 'groups/g/domains', method: 'GET', token: 'access-1' });
    expect(api.receivedOn('groups/g/domains').map((request) => request.status)).toEqual([503, 200]);
    expect(appErrors).toEqual([]);
  });

  it('a POST answered 503 is not retried', async () => {
    const { client } = clientFor();
    api.answerNext('POST', 'groups/g/domains', { status: 503, body: { message: 'Busy.' } });
    await expect(failureOf(client.post('groups/g/domains', { name: 'example.com' }))).resolves.toMatchObject({ status: 503, message: 'Busy.' });
    expect(api.receivedOn('groups/g/domains')).toHaveLength(1);
  });

  it.each(listed)('a GET answered %i is sent exactly once more', async (status) => {
    const { client } = clientFor();
    const path = `retry/once/${status}`;
    api.answerNext('GET', path, { status, body: { message: `status ${status}` } });
    await expect(client.get(path)).resolves.toMatchObject({ path });
    expect(api.receivedOn(path).map((request) => request.status)).toEqual([status, 200]);

    const always = `retry/always/${status}`;
    api.answerAlways('GET', always, { status, body: { message: `status ${status}` } });
    await expect(failureOf(client.get(always))).resolves.toMatchObject({ status, message: `status ${status}` });
    expect(api.receivedOn(always)).toHaveLength(2);

    api.answerNext('POST', path, { status, body: { message: `status ${status}` } });
    await expect(failureOf(client.post(path, {}))).resolves.toMatchObject({ status });
    expect(api.receivedOn(path, 'POST')).toHaveLength(1);
  });

  it('a GET answered 500 twice raises the server error with the answer data', async () => {
    const { client, appErrors } = clientFor();
    api.answerAlways('GET', 'groups/g/domains', { status: 500, body: { message: 'Boom.', trace: 'x' } });
    await expect(failureOf(client.get('groups/g/domains'))).resolves.toMatchObject({ status: 500, body: { trace: 'x' } });
    expect(appErrors).toEqual([{ statusCode: 500, value: { message: 'Boom.', trace: 'x' } }]);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s answered 503 is not retried', async (method) => {
    const { client } = clientFor();
    api.answerAlways(method, 'groups/g/domains/d1', { status: 503 });
    await expect(failureOf(client.request(method, 'groups/g/domains/d1', method === 'DELETE' ? undefined : {}))).resolves.toMatchObject({ status: 503 });
    expect(api.receivedOn('groups/g/domains/d1')).toHaveLength(1);
  });

  it.each([400, 403, 422, 501])('a GET answered %i is not retried', async (status) => {
    const { client } = clientFor();
    api.answerAlways('GET', 'groups/g/domains', { status, body: { message: 'No.' } });
    await expect(failureOf(client.get('groups/g/domains'))).resolves.toMatchObject({ status });
    expect(api.receivedOn('groups/g/domains')).toHaveLength(1);
  });
});
