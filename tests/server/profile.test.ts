import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, type TestApi } from './support/test-api.ts';
import { callJson, signIn } from './support/http-calls.ts';

describe('the profile', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await signIn(api.baseUrl, 'admin', demoPassword)).body.access_token;
  });
  afterAll(() => api.close());

  it('is the stored user record with expanded roles and abilities', async () => {
    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token });
    expect(profile.status).toBe(200);
    expect(Object.keys(profile.body)).toEqual(expect.arrayContaining(['id', 'group_id', 'roles', 'abilities', 'dark_theme', 'language', 'pulse_configuration']));
    expect(profile.body.roles).toEqual(expect.arrayContaining(['domains-admin', 'domains-manager', 'domains-viewer']));
    expect(profile.body.abilities).toEqual(expect.arrayContaining(['manage-domains', 'view-domains', 'view-invoicing']));
    expect(profile.body.abilities).not.toContain('manage-invoicing');
    expect(profile.body).toMatchObject({ dark_theme: false, language: 'en' });
  });

  it('saves language, dark_theme and pulse_configuration', async () => {
    const patched = await callJson(api.baseUrl, 'PATCH', '/profile', {
      token,
      body: { language: 'ja', dark_theme: true, pulse_configuration: { widgets: ['ssl-expiry'] } },
    });
    expect(patched.status).toBe(200);
    const profile = await callJson(api.baseUrl, 'GET', '/profile', { token });
    expect(profile.body).toMatchObject({ language: 'ja', dark_theme: true, pulse_configuration: { widgets: ['ssl-expiry'] } });

    const languageOnly = await callJson(api.baseUrl, 'PATCH', '/profile', { token, body: { language: 'es' } });
    expect(languageOnly.body).toMatchObject({ language: 'es', dark_theme: true });
  });

  it('refuses fields it does not own, bad values and anonymous calls', async () => {
    const foreign = await callJson(api.baseUrl, 'PATCH', '/profile', { token, body: { roles: ['staff'] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'validation_failed' });
    const badTheme = await callJson(api.baseUrl, 'PATCH', '/profile', { token, body: { dark_theme: 'sometimes' } });
    expect(badTheme.status).toBe(400);
    const anonymous = await callJson(api.baseUrl, 'GET', '/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});
