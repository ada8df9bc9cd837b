import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, portalOrigin, type TestApi } from './support/test-api.ts';
import { callJson, signIn } from './support/http-calls.ts';
import { latestMails } from '../../server/api/mail/outbox.ts';

function tokenFromLatestMail(api: TestApi, to: string): string {
  const [mail] = latestMails(api.db, 1, to);
  expect(mail?.subject).toBe('Reset your portal password');
  const link = /(https?:\/\/\S+\/reset\?token=\S+)/.exec(mail?.body_text ?? '')?.[1];
  expect(link?.startsWith(`${portalOrigin}/reset?token=`)).toBe(true);
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

describe('resetting a forgotten password by mail', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('mails a link, checks its token, sets the new password, and the new password signs in', async () => {
    const session = await signIn(api.baseUrl, 'viewer', demoPassword);
    const requested = await callJson(api.baseUrl, 'POST', '/password_resets', { body: { username: 'viewer' } });
    expect(requested.status).toBe(202);
    const token = tokenFromLatestMail(api, 'amelia.clarke@aurorafoods.com');

    const check = await callJson(api.baseUrl, 'GET', `/password_resets/${token}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ status: 'valid', username: 'viewer' });

    const changed = await callJson(api.baseUrl, 'PUT', `/password_resets/${token}`, { body: { password: 'a brand new secret' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'password_changed', username: 'viewer' });

    expect((await signIn(api.baseUrl, 'viewer', demoPassword)).status).toBe(401);
    expect((await signIn(api.baseUrl, 'viewer', 'a brand new secret')).status).toBe(200);
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token: session.body.access_token })).status).toBe(401);

    expect((await callJson(api.baseUrl, 'GET', `/password_resets/${token}`)).status).toBe(404);
    expect((await callJson(api.baseUrl, 'PUT', `/password_resets/${token}`, { body: { password: 'yet another one' } })).status).toBe(404);
  });

  it('also accepts the e-mail address, and answers 202 without mailing anyone for an unknown user', async () => {
    const before = latestMails(api.db, 100).length;
    expect((await callJson(api.baseUrl, 'POST', '/password_resets', { body: { email: 'no.one@example.com' } })).status).toBe(202);
    expect(latestMails(api.db, 100)).toHaveLength(before);
    expect((await callJson(api.baseUrl, 'POST', '/password_resets', { body: { email: 'sophie.walker@aurorafoods.com' } })).status).toBe(202);
    expect(latestMails(api.db, 1)[0]?.to_address).toBe('sophie.walker@aurorafoods.com');
  });

  it('answers 404 for an unknown token and for an expired one', async () => {
    expect((await callJson(api.baseUrl, 'GET', `/password_resets/${'u'.repeat(43)}`)).status).toBe(404);
    await callJson(api.baseUrl, 'POST', '/password_resets', { body: { username: 'staff' } });
    const token = tokenFromLatestMail(api, 'priya.raman@meridiandomains.com');
    expect((await callJson(api.baseUrl, 'GET', `/password_resets/${token}`)).status).toBe(200);
    api.clock.advance(3601);
    const expired = await callJson(api.baseUrl, 'GET', `/password_resets/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ code: 'reset_token_not_found' });
    expect((await callJson(api.baseUrl, 'PUT', `/password_resets/${token}`, { body: { password: 'too late now' } })).status).toBe(404);
  });

  it('refuses a password shorter than eight characters', async () => {
    await callJson(api.baseUrl, 'POST', '/password_resets', { body: { username: 'admin' } });
    const token = tokenFromLatestMail(api, 'oliver.hughes@aurorafoods.com');
    const short = await callJson(api.baseUrl, 'PUT', `/password_resets/${token}`, { body: { password: 'short' } });
    expect(short.status).toBe(400);
    expect((await callJson(api.baseUrl, 'GET', `/password_resets/${token}`)).status).toBe(200);
  });
});
