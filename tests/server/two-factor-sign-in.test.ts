import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { startTestApi, demoPassword, type TestApi } from './support/test-api.ts';
import { callJson, signIn } from './support/http-calls.ts';
import { authEventsAfter, lastAuthLogId } from './support/auth-log.ts';
import { demoTotpSecret } from '../../server/api/db/seed/demo-users.ts';

function currentCode(at: number): string {
  return new TOTP({ secret: Secret.fromBase32(demoTotpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

describe('two-factor sign-in with TOTP', () => {
  let api: TestApi;
  let logStart: number;
  beforeAll(async () => {
    api = await startTestApi();
    logStart = lastAuthLogId(api.db);
  });
  afterAll(() => api.close());

  it('answers two_factor_required with a limited token instead of a session', async () => {
    const login = await signIn(api.baseUrl, 'twofactor', demoPassword);
    expect(login.status).toBe(200);
    expect(login.body.two_factor_required).toBe(true);
    expect(login.body.access_token).toBeTruthy();
    expect(login.body).not.toHaveProperty('refresh_token');
  });

  it('does not let the limited token call /profile', async () => {
    const login = await signIn(api.baseUrl, 'twofactor', demoPassword);
    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token: login.body.access_token });
    expect(profile.status).toBe(401);
    expect(profile.body).toMatchObject({ code: 'two_factor_pending' });
  });

  it('refuses a wrong code with 422 and accepts the current code once, answering the user and a session', async () => {
    const login = await signIn(api.baseUrl, 'twofactor', demoPassword);
    const limited = login.body.access_token;
    const good = currentCode(api.clock.now());
    const wrong = good === '000000' ? '111111' : '000000';

    const refused = await callJson(api.baseUrl, 'POST', '/two_factor_codes', { token: limited, body: { code: wrong } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'invalid_code' });

    const accepted = await callJson<Record<string, unknown> & { access_token: string; user: Record<string, unknown> }>(
      api.baseUrl, 'POST', '/two_factor_codes', { token: limited, body: { code: good } },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ username: 'twofactor', two_factor_enabled: true });
    expect(accepted.body.refresh_token).toBeTruthy();
    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token: accepted.body.access_token });
    expect(profile.status).toBe(200);

    const spent = await callJson(api.baseUrl, 'POST', '/two_factor_codes', { token: limited, body: { code: good } });
    expect(spent.status).toBe(401);

    const again = await signIn(api.baseUrl, 'twofactor', demoPassword);
    const replay = await callJson(api.baseUrl, 'POST', '/two_factor_codes', { token: again.body.access_token, body: { code: good } });
    expect(replay.status).toBe(422);
  });

  it('logs the two-factor steps', () => {
    const events = authEventsAfter(api.db, logStart).filter((row) => row.username === 'twofactor').map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(['two_factor_required', 'two_factor_success', 'two_factor_failure']));
  });
});
