import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, type TestApi } from './support/test-api.ts';
import { callJson, signIn } from './support/http-calls.ts';
import { authEventsAfter, lastAuthLogId } from './support/auth-log.ts';

describe('signing out', () => {
  let api: TestApi;
  let logStart: number;
  beforeAll(async () => {
    api = await startTestApi();
    logStart = lastAuthLogId(api.db);
  });
  afterAll(() => api.close());

  it('revokes the access token and the refresh token of the session', async () => {
    const login = await signIn(api.baseUrl, 'admin', demoPassword);
    const logout = await fetch(`${api.baseUrl}/logout`, { method: 'POST', headers: { authorization: `Bearer ${login.body.access_token}` } });
    expect(logout.status).toBe(204);

    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token: login.body.access_token });
    expect(profile.status).toBe(401);
    const refresh = await callJson(api.baseUrl, 'POST', '/refresh', { body: { refresh_token: login.body.refresh_token } });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ code: 'refresh_token_revoked' });
  });

  it('works with an expired access token or with only the refresh token, and twice', async () => {
    const login = await signIn(api.baseUrl, 'viewer', demoPassword);
    api.clock.advance(301);
    const expired = await callJson(api.baseUrl, 'POST', '/logout', { token: login.body.access_token, body: {} });
    expect(expired.status).toBe(204);
    expect((await callJson(api.baseUrl, 'POST', '/refresh', { body: { refresh_token: login.body.refresh_token } })).status).toBe(401);

    const other = await signIn(api.baseUrl, 'brand', demoPassword);
    const byRefresh = await callJson(api.baseUrl, 'POST', '/logout', { body: { refresh_token: other.body.refresh_token } });
    expect(byRefresh.status).toBe(204);
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token: other.body.access_token })).status).toBe(401);

    const twice = await callJson(api.baseUrl, 'POST', '/logout', { body: { refresh_token: other.body.refresh_token } });
    expect(twice.status).toBe(204);
    const logouts = authEventsAfter(api.db, logStart).filter((row) => row.event === 'logout');
    expect(logouts.map((row) => row.username)).toEqual(['admin', 'viewer', 'brand', 'brand']);
  });
});
