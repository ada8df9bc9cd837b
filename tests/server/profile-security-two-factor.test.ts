/**
 * Two-factor sign-in set up from the profile, on a real API and database (issue 14): a secret
 * handed out is not in force until its first code confirms it; then sign-in asks for a code
 * (computed here with otpauth, as an authenticator app would), a recovery code signs in once,
 * and a code (either kind) turns it off again.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, signIn, type TokenAnswer } from './support/http-calls.ts';
import { authEventsAfter, lastAuthLogId } from './support/auth-log.ts';
import { demoPassword, startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf } from './support/test-users.ts';

interface Enrolment {
  secret: string;
  otpauth_uri: string;
  expires_at: string;
}

describe('two-factor sign-in from the profile', () => {
  let api: TestApi;
  let groupId: string;
  let counter = 0;

  const newUserSession = async (prefix: string) => {
    counter += 1;
    const username = `${prefix}-${counter}`;
    addUser(api.db, groupId, username, ['domains-viewer']);
    const login = await signIn(api.baseUrl, username, demoPassword);
    expect(login.status).toBe(200);
    return { username, token: login.body.access_token };
  };

  /** The code an authenticator app shows now (the API's clock is the test's). */
  const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: api.clock.now() });
  /** The next 30-second step: a code once used is not taken again. */
  const nextStep = () => api.clock.advance(30);

  const start = (token: string) => callJson<Enrolment>(api.baseUrl, 'POST', '/profile/two_factor', { token });
  const confirm = (token: string, code: string) =>
    callJson<{ two_factor_enabled: boolean; recovery_codes: string[]; code?: string }>(api.baseUrl, 'POST', '/profile/two_factor/confirm', { token, body: { code } });
  const status = async (token: string) => (await callJson(api.baseUrl, 'GET', '/profile/two_factor', { token })).body;
  const secondStep = (limited: string, code: string) => callJson<TokenAnswer & { code?: string }>(api.baseUrl, 'POST', '/two_factor_codes', { token: limited, body: { code } });

  /** Signs in with the password: the limited token of the two-factor step. */
  const limitedToken = async (username: string): Promise<string> => {
    const login = await signIn(api.baseUrl, username, demoPassword);
    expect(login.body.two_factor_required).toBe(true);
    return login.body.access_token;
  };

  /** A user with two-factor sign-in on: its secret and recovery codes. */
  const enrolled = async (prefix: string) => {
    const user = await newUserSession(prefix);
    const { secret } = (await start(user.token)).body;
    const confirmed = await confirm(user.token, codeFor(secret));
    expect(confirmed.status).toBe(200);
    nextStep();
    return { ...user, secret, recoveryCodes: confirmed.body.recovery_codes };
  };

  beforeAll(async () => {
    api = await startTestApi();
    groupId = groupOf(api.db, 'admin');
  });
  afterAll(() => api.close());

  it('hands out a secret that is not in force until its first code confirms it', async () => {
    const { username, token } = await newUserSession('enrol');
    const started = await start(token);
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.body.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(started.body.secret);
    expect(uri.searchParams.get('issuer')).toBe('Meridian Portal');
    expect(decodeURIComponent(uri.pathname)).toContain(username);
    expect(Date.parse(started.body.expires_at) - api.clock.now()).toBe(15 * 60 * 1000);

    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token })).body).toMatchObject({ two_factor_enabled: false });
    const stillPasswordOnly = await signIn(api.baseUrl, username, demoPassword);
    expect(stillPasswordOnly.body.refresh_token).toBeTruthy();

    // A second start replaces the first secret: a code of the first no longer confirms.
    const restarted = await start(token);
    expect(restarted.body.secret).not.toBe(started.body.secret);
    const stale = await confirm(token, codeFor(started.body.secret));
    expect(stale.status).toBe(422);
    expect(stale.body).toMatchObject({ code: 'invalid_code' });

    const confirmed = await confirm(token, codeFor(restarted.body.secret));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.two_factor_enabled).toBe(true);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token })).body).toMatchObject({ two_factor_enabled: true });

    // Stored hashed: no code is in the database as written.
    const stored = api.db.prepare('SELECT code_hash FROM recovery_codes WHERE user_id = (SELECT id FROM users WHERE username = ?)').all(username).map((row) => String(row.code_hash));
    expect(stored).toHaveLength(10);
    for (const code of confirmed.body.recovery_codes) expect(stored.join(' ')).not.toContain(code.replace('-', ''));

    const again = await start(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'two_factor_enabled' });
  });

  it('refuses to confirm without a waiting secret, or once it has expired', async () => {
    const { username, token } = await newUserSession('enrol-expired');
    const nothing = await confirm(token, '123456');
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ code: 'two_factor_not_pending' });

    const { secret } = (await start(token)).body;
    api.clock.advance(15 * 60 + 1);
    // The access token has expired meanwhile too.
    const refreshed = await signIn(api.baseUrl, username, demoPassword);
    const late = await confirm(refreshed.body.access_token, codeFor(secret));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'two_factor_not_pending' });
  });

  it('then signs in with the password and a code, and the code is good once', async () => {
    const { username, secret } = await enrolled('totp-sign-in');
    const logStart = lastAuthLogId(api.db);
    const limited = await limitedToken(username);
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token: limited })).status).toBe(401);

    const code = codeFor(secret);
    const wrong = await secondStep(limited, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    const signedIn = await secondStep(limited, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.refresh_token).toBeTruthy();
    expect(signedIn.body.user).toMatchObject({ username, two_factor_enabled: true });
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token: signedIn.body.access_token })).status).toBe(200);

    const replay = await secondStep(await limitedToken(username), code);
    expect(replay.status).toBe(422);
    expect(authEventsAfter(api.db, logStart).map((event) => event.event)).toEqual([
      'two_factor_required', 'two_factor_failure', 'two_factor_success', 'two_factor_required', 'two_factor_failure',
    ]);
    const sessions = await callJson<{ data: { method: string; current: boolean }[] }>(api.baseUrl, 'GET', '/profile/sessions', { token: signedIn.body.access_token });
    expect(sessions.body.data.find((session) => session.current)).toMatchObject({ method: 'two_factor' });
  });

  it('signs in with a recovery code once, written any way', async () => {
    const { username, token, recoveryCodes } = await enrolled('recovery');
    const [first, second] = recoveryCodes as [string, string];
    const logStart = lastAuthLogId(api.db);

    const withFirst = await secondStep(await limitedToken(username), first);
    expect(withFirst.status).toBe(200);
    expect(withFirst.body.refresh_token).toBeTruthy();
    const reused = await secondStep(await limitedToken(username), first);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'invalid_code' });

    const typedLoosely = ` ${second.replace('-', ' ').toUpperCase()} `;
    expect((await secondStep(await limitedToken(username), typedLoosely)).status).toBe(200);
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 8 });
    expect(authEventsAfter(api.db, logStart).filter((event) => event.event !== 'two_factor_required').map((event) => `${event.event}:${event.reason}`)).toEqual([
      'two_factor_success:recovery_code', 'two_factor_failure:invalid_recovery_code', 'two_factor_success:recovery_code',
    ]);
  });

  it('turns off with a recovery code: no second step any more, and the codes are gone', async () => {
    const { username, token, recoveryCodes } = await enrolled('disable-recovery');
    const disable = (code: string) => callJson(api.baseUrl, 'DELETE', '/profile/two_factor', { token, body: { code } });

    const wrong = await disable('00000-00000');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'invalid_code' });
    expect((await disable('12')).status).toBe(400);

    const off = await disable(recoveryCodes[2]!);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ two_factor_enabled: false });
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    const login = await signIn(api.baseUrl, username, demoPassword);
    expect(login.body.two_factor_required).toBeUndefined();
    expect(login.body.refresh_token).toBeTruthy();
    expect(api.db.prepare('SELECT count(*) AS n FROM recovery_codes WHERE user_id = (SELECT id FROM users WHERE username = ?)').get(username)?.n).toBe(0);

    const notOn = await disable(recoveryCodes[3]!);
    expect(notOn.status).toBe(409);
    expect(notOn.body).toMatchObject({ code: 'two_factor_not_enabled' });

    const log = api.db.prepare("SELECT before, after FROM audit_log WHERE resource_type = 'user' AND user_id = (SELECT id FROM users WHERE username = ?) ORDER BY id")
      .all(username).map((row) => JSON.parse(String(row.after)));
    expect(log).toEqual([{ two_factor_enabled: true }, { two_factor_enabled: false }]);
  });

  it('turns off with a current authenticator code, and can be set up anew', async () => {
    const { username, token, secret, recoveryCodes } = await enrolled('disable-totp');
    const off = await callJson(api.baseUrl, 'DELETE', '/profile/two_factor', { token, body: { code: codeFor(secret) } });
    expect(off.status).toBe(200);
    expect((await signIn(api.baseUrl, username, demoPassword)).body.refresh_token).toBeTruthy();

    nextStep();
    const { secret: newSecret } = (await start(token)).body;
    expect(newSecret).not.toBe(secret);
    const confirmed = await confirm(token, codeFor(newSecret));
    expect(confirmed.status).toBe(200);
    // The old recovery codes died with the old set-up.
    nextStep();
    expect((await secondStep(await limitedToken(username), recoveryCodes[0]!)).status).toBe(422);
    expect((await secondStep(await limitedToken(username), confirmed.body.recovery_codes[0]!)).status).toBe(200);
  });

  it('throttles wrong codes while setting up', async () => {
    const { token } = await newUserSession('enrol-throttle');
    const { secret } = (await start(token)).body;
    const good = codeFor(secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await confirm(token, wrong)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await confirm(token, good)).status).toBe(429);
  });
});
