import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, type TestApi } from './support/test-api.ts';
import { callJson, signIn, type TokenAnswer } from './support/http-calls.ts';

describe('refreshing tokens', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ accessTokenTtlSeconds: 120 });
  });
  afterAll(() => api.close());

  const refresh = (refreshToken: string) => callJson<TokenAnswer>(api.baseUrl, 'POST', '/refresh', { body: { refresh_token: refreshToken } });

  it('expires access tokens after their lifetime and replaces them through /refresh', async () => {
    const login = await signIn(api.baseUrl, 'viewer', demoPassword);
    expect(login.body.expires_in).toBe(120);
    api.clock.advance(121);
    const stale = await callJson(api.baseUrl, 'GET', '/profile', { token: login.body.access_token });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ code: 'token_expired' });

    const renewed = await refresh(login.body.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(login.body.refresh_token);
    expect(renewed.body.access_token).not.toBe(login.body.access_token);
    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token: renewed.body.access_token });
    expect(profile.status).toBe(200);
  });

  it('rotates: each refresh token works once, and reusing a spent one revokes the whole family', async () => {
    const login = await signIn(api.baseUrl, 'admin', demoPassword);
    const first = await refresh(login.body.refresh_token);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);

    const reuse = await refresh(login.body.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: 'refresh_token_reused' });

    const newest = await refresh(second.body.refresh_token);
    expect(newest.status).toBe(401);
    const access = await callJson(api.baseUrl, 'GET', '/profile', { token: second.body.access_token });
    expect(access.status).toBe(401);
    expect(access.body).toMatchObject({ code: 'token_revoked' });

    const logged = api.db.prepare("SELECT count(*) AS n FROM authentication_log WHERE event = 'refresh_reuse' AND username = 'admin'").get();
    expect(Number(logged?.n)).toBe(1);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const kept = await signIn(api.baseUrl, 'brand', demoPassword);
    const burnt = await signIn(api.baseUrl, 'brand', demoPassword);
    await refresh(burnt.body.refresh_token);
    await refresh(burnt.body.refresh_token);
    const stillFine = await refresh(kept.body.refresh_token);
    expect(stillFine.status).toBe(200);
  });

  it('refuses an unknown refresh token and ends sessions after their lifetime', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const login = await signIn(api.baseUrl, 'staff', demoPassword);
    api.clock.advance(12 * 3600 + 1);
    const late = await refresh(login.body.refresh_token);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ code: 'refresh_token_expired' });
  });
});
