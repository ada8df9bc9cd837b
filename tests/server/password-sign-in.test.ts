import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, type TestApi } from './support/test-api.ts';
import { callJson, signIn } from './support/http-calls.ts';
import { authEventsAfter, lastAuthLogId } from './support/auth-log.ts';

describe('signing in with a username and password', () => {
  let api: TestApi;
  let logStart: number;
  beforeAll(async () => {
    api = await startTestApi();
    logStart = lastAuthLogId(api.db);
  });
  afterAll(() => api.close());

  it('answers an access token, a refresh token and the user, and the access token opens /profile', async () => {
    const login = await signIn(api.baseUrl, 'admin', demoPassword);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(login.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.user.group_id).toHaveLength(36);

    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token: login.body.access_token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: login.body.user.id, username: 'admin', group_id: login.body.user.group_id });
  });

  it('accepts the e-mail address in place of the username, in any case', async () => {
    const login = await signIn(api.baseUrl, 'Oliver.Hughes@AuroraFoods.com', demoPassword);
    expect(login.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike, with 401 invalid_credentials', async () => {
    const wrong = await signIn(api.baseUrl, 'viewer', 'not-the-password');
    const unknown = await signIn(api.baseUrl, 'nobody-here', demoPassword);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ statusCode: 401, code: 'invalid_credentials' });
      expect(answer.body).not.toHaveProperty('access_token');
    }
  });

  it('sends single-sign-on users to their provider (403 sso_required)', async () => {
    const answer = await signIn(api.baseUrl, 'sso', demoPassword);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'sso_required' });
  });

  it('rejects a malformed body with 400 and the schema errors', async () => {
    const answer = await callJson(api.baseUrl, 'POST', '/login', { body: { username: 'admin' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed' });
    expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ keyword: 'required' })]));
  });

  it('writes every attempt to the authentication log', () => {
    const events = authEventsAfter(api.db, logStart).map((row) => `${row.username} ${row.event} ${row.outcome} ${String(row.reason)}`);
    expect(events).toEqual(expect.arrayContaining([
      'admin login_success success null',
      'viewer login_failure failure invalid_password',
      'nobody-here login_failure failure unknown_user',
      'sso login_failure failure sso_required',
    ]));
  });
});
