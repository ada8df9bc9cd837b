/**
 * The profile's security on a real API and database (issue 14, /my-profile): changing the
 * password ends every other session (their access and refresh tokens refused) and keeps this
 * one; the user's sessions are listed with the current one marked, one of them or all the
 * others can be ended; name and e-mail address change from the profile (the address only with
 * the current password); a single-sign-on user has no password or second factor here (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, signIn, type TokenAnswer } from './support/http-calls.ts';
import { authEventsAfter, lastAuthLogId } from './support/auth-log.ts';
import { demoPassword, startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf } from './support/test-users.ts';

interface Session {
  access: string;
  refresh: string;
}

interface ListedSession {
  id: string;
  method: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

const browsers = {
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
};

describe('the profile\'s password, sessions and details', () => {
  let api: TestApi;
  let groupId: string;
  let counter = 0;

  /** A new password user of the demo customer account, so each test has its own sessions. */
  const newUser = (prefix: string): string => {
    counter += 1;
    const username = `${prefix}-${counter}`;
    addUser(api.db, groupId, username, ['domains-viewer']);
    return username;
  };

  const signInWith = async (username: string, password = demoPassword, userAgent?: string): Promise<Session> => {
    const answer = await callJson<TokenAnswer>(api.baseUrl, 'POST', '/login', {
      body: { username, password },
      ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { access: answer.body.access_token, refresh: answer.body.refresh_token };
  };

  const profileStatus = async (session: Session) => (await callJson(api.baseUrl, 'GET', '/profile', { token: session.access })).status;
  const refreshOf = (session: Session) => callJson<TokenAnswer & { code?: string }>(api.baseUrl, 'POST', '/refresh', { body: { refresh_token: session.refresh } });
  const sessionsOf = async (session: Session) => {
    const answer = await callJson<{ data: ListedSession[]; meta: { total: number } }>(api.baseUrl, 'GET', '/profile/sessions', { token: session.access });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    api = await startTestApi();
    groupId = groupOf(api.db, 'admin');
  });
  afterAll(() => api.close());

  describe('changing the password', () => {
    it('needs the right current password and a new one by the reset flow\'s rule', async () => {
      const username = newUser('pw-rules');
      const session = await signInWith(username);
      const change = (body: Record<string, unknown>) => callJson(api.baseUrl, 'POST', '/profile/password', { token: session.access, body });

      const wrong = await change({ current_password: 'not-it', new_password: 'a-new-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'wrong_password', field: 'current_password' });
      const short = await change({ current_password: demoPassword, new_password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ code: 'validation_failed' });
      const same = await change({ current_password: demoPassword, new_password: demoPassword });
      expect(same.status).toBe(400);
      expect(same.body).toMatchObject({ code: 'password_unchanged' });
      const anonymous = await callJson(api.baseUrl, 'POST', '/profile/password', { body: { current_password: demoPassword, new_password: 'a-new-password' } });
      expect(anonymous.status).toBe(401);
      expect(await profileStatus(session)).toBe(200);
    });

    it('ends every other session of the user, whose access and refresh tokens are refused, and keeps this one', async () => {
      const username = newUser('pw-change');
      const here = await signInWith(username);
      const elsewhere = await signInWith(username);
      const other = await signInWith('viewer');
      const logStart = lastAuthLogId(api.db);

      const changed = await callJson(api.baseUrl, 'POST', '/profile/password', {
        token: here.access, body: { current_password: demoPassword, new_password: 'correct horse battery' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ status: 'password_changed', sessions_ended: 1 });

      const refused = await callJson(api.baseUrl, 'GET', '/profile', { token: elsewhere.access });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'token_revoked' });
      const refreshRefused = await refreshOf(elsewhere);
      expect(refreshRefused.status).toBe(401);
      expect(refreshRefused.body).toMatchObject({ code: 'refresh_token_revoked' });

      expect(await profileStatus(here)).toBe(200);
      const renewed = await refreshOf(here);
      expect(renewed.status).toBe(200);
      expect(await profileStatus({ access: renewed.body.access_token, refresh: renewed.body.refresh_token })).toBe(200);
      // Another user's session is none of this user's business.
      expect(await profileStatus(other)).toBe(200);

      expect((await signIn(api.baseUrl, username, demoPassword)).status).toBe(401);
      expect((await signIn(api.baseUrl, username, 'correct horse battery')).status).toBe(200);

      expect(authEventsAfter(api.db, logStart).filter((event) => event.username === username)).toEqual([
        expect.objectContaining({ event: 'logout', reason: 'password_changed' }),
        expect.objectContaining({ event: 'refresh_failure', reason: 'revoked' }),
        expect.objectContaining({ event: 'login_failure' }),
        expect.objectContaining({ event: 'login_success' }),
      ]);
      const audit = api.db.prepare("SELECT action, after FROM audit_log WHERE resource_type = 'user' AND resource_name = ? ORDER BY id DESC LIMIT 1")
        .get(`Test ${username}`);
      expect(audit?.action).toBe('update');
      expect(JSON.parse(String(audit?.after))).toHaveProperty('password_changed_at');
      expect(String(audit?.after)).not.toContain('correct horse');
    });

    it('spends a reset link mailed before the change', async () => {
      const username = newUser('pw-reset');
      const session = await signInWith(username);
      expect((await callJson(api.baseUrl, 'POST', '/password_resets', { body: { username } })).status).toBe(202);
      const mail = api.db.prepare('SELECT body_text AS body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').get(`${username}@example.test`);
      const token = decodeURIComponent(/\/reset\?token=([^\s&]+)/.exec(String(mail?.body))![1]!);
      expect((await callJson(api.baseUrl, 'POST', '/profile/password', { token: session.access, body: { current_password: demoPassword, new_password: 'another-password' } })).status).toBe(200);
      expect((await callJson(api.baseUrl, 'GET', `/password_resets/${encodeURIComponent(token)}`)).status).toBe(404);
    });

    it('refuses after too many wrong current passwords', async () => {
      const username = newUser('pw-throttle');
      const session = await signInWith(username);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await callJson(api.baseUrl, 'POST', '/profile/password', { token: session.access, body: { current_password: `wrong-${attempt}`, new_password: 'a-new-password' } })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const right = await callJson(api.baseUrl, 'POST', '/profile/password', { token: session.access, body: { current_password: demoPassword, new_password: 'a-new-password' } });
      expect(right.status).toBe(429);
      expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('the sessions', () => {
    it('lists the open ones with the current one first and marked, by opaque ids', async () => {
      const username = newUser('sessions-list');
      const here = await signInWith(username, demoPassword, browsers.firefox);
      api.clock.advance(5);
      await signInWith(username, demoPassword, browsers.iphone);
      api.clock.advance(5);
      await signInWith(username, demoPassword, browsers.edge);
      const ended = await signInWith(username);
      await callJson(api.baseUrl, 'POST', '/logout', { token: ended.access });

      const { data, meta } = await sessionsOf(here);
      expect(meta.total).toBe(3);
      expect(data.map((session) => session.current)).toEqual([true, false, false]);
      expect(data[0]).toMatchObject({ method: 'password', user_agent: browsers.firefox, ip: expect.any(String) });
      // The others by last use, newest first.
      expect(data.slice(1).map((session) => session.user_agent)).toEqual([browsers.edge, browsers.iphone]);
      const rawIds = api.db.prepare('SELECT id FROM auth_sessions WHERE user_id = (SELECT id FROM users WHERE username = ?)').all(username).map((row) => String(row.id));
      for (const session of data) {
        expect(session.id).toMatch(/^[0-9a-f]{32}$/);
        expect(rawIds).not.toContain(session.id);
        expect(session.created_at <= session.last_used_at).toBe(true);
      }
    });

    it('ends one: its tokens are refused, the list no longer has it, and ending it again is no error', async () => {
      const username = newUser('sessions-end');
      const here = await signInWith(username, demoPassword, browsers.firefox);
      const phone = await signInWith(username, demoPassword, browsers.iphone);
      const laptop = await signInWith(username, demoPassword, browsers.edge);

      const listed = (await sessionsOf(here)).data;
      const phoneId = listed.find((session) => session.user_agent === browsers.iphone)!.id;
      const ended = await callJson(api.baseUrl, 'DELETE', `/profile/sessions/${phoneId}`, { token: here.access });
      expect(ended.status).toBe(204);

      const refused = await callJson(api.baseUrl, 'GET', '/profile', { token: phone.access });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'token_revoked' });
      expect((await refreshOf(phone)).status).toBe(401);
      expect(await profileStatus(laptop)).toBe(200);
      expect((await sessionsOf(here)).data.map((session) => session.user_agent)).toEqual([browsers.firefox, browsers.edge]);

      expect((await callJson(api.baseUrl, 'DELETE', `/profile/sessions/${phoneId}`, { token: here.access })).status).toBe(204);
      const unknown = await callJson(api.baseUrl, 'DELETE', `/profile/sessions/${'0'.repeat(32)}`, { token: here.access });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'session_not_found' });
      expect((await callJson(api.baseUrl, 'DELETE', '/profile/sessions/not-an-id', { token: here.access })).status).toBe(400);

      const currentId = (await sessionsOf(here)).data.find((session) => session.current)!.id;
      const current = await callJson(api.baseUrl, 'DELETE', `/profile/sessions/${currentId}`, { token: here.access });
      expect(current.status).toBe(409);
      expect(current.body).toMatchObject({ code: 'current_session' });
    });

    it('never reaches another user\'s session', async () => {
      const mine = await signInWith(newUser('sessions-mine'));
      const theirs = await signInWith(newUser('sessions-theirs'));
      const theirId = (await sessionsOf(theirs)).data[0]!.id;
      expect((await callJson(api.baseUrl, 'DELETE', `/profile/sessions/${theirId}`, { token: mine.access })).status).toBe(404);
      expect(await profileStatus(theirs)).toBe(200);
    });

    it('ends every other one ("sign out everywhere else")', async () => {
      const username = newUser('sessions-others');
      const here = await signInWith(username);
      const others = [await signInWith(username), await signInWith(username)];
      const logStart = lastAuthLogId(api.db);

      const ended = await callJson(api.baseUrl, 'POST', '/profile/sessions/end_others', { token: here.access });
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ ended: 2 });
      for (const other of others) {
        expect(await profileStatus(other)).toBe(401);
        expect((await refreshOf(other)).status).toBe(401);
      }
      expect((await sessionsOf(here)).data).toEqual([expect.objectContaining({ current: true })]);
      expect(authEventsAfter(api.db, logStart).map((event) => `${event.event}:${event.reason}`)).toEqual([
        'logout:ended_from_profile', 'logout:ended_from_profile', 'refresh_failure:revoked', 'refresh_failure:revoked',
      ]);
      expect((await callJson(api.baseUrl, 'POST', '/profile/sessions/end_others', { token: here.access })).body).toEqual({ ended: 0 });
    });
  });

  describe('name and e-mail address', () => {
    it('changes the name, and the address only with the current password', async () => {
      const username = newUser('details');
      const session = await signInWith(username);
      const patch = (body: Record<string, unknown>) => callJson(api.baseUrl, 'PATCH', '/profile', { token: session.access, body });

      const named = await patch({ name: '  Ada Lovelace ' });
      expect(named.status).toBe(200);
      expect(named.body).toMatchObject({ name: 'Ada Lovelace' });
      expect((await patch({ name: '   ' })).status).toBe(400);

      const withoutPassword = await patch({ email: `${username}@new.example` });
      expect(withoutPassword.status).toBe(400);
      expect(withoutPassword.body).toMatchObject({ code: 'current_password_required' });
      const wrongPassword = await patch({ email: `${username}@new.example`, current_password: 'nope' });
      expect(wrongPassword.body).toMatchObject({ code: 'wrong_password' });
      const taken = await patch({ email: 'OLIVER.HUGHES@aurorafoods.com', current_password: demoPassword });
      expect(taken.status).toBe(409);
      expect((await patch({ email: 'not an address', current_password: demoPassword })).status).toBe(400);

      const moved = await patch({ email: `${username}@new.example`, current_password: demoPassword });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ email: `${username}@new.example`, name: 'Ada Lovelace' });
      // The same address again needs nothing.
      expect((await patch({ email: `${username.toUpperCase()}@NEW.example` })).status).toBe(200);
      expect((await signIn(api.baseUrl, `${username}@new.example`, demoPassword)).status).toBe(200);

      const changes = api.db.prepare("SELECT before, after FROM audit_log WHERE resource_type = 'user' AND user_id = (SELECT id FROM users WHERE username = ?) ORDER BY id")
        .all(username).map((row) => [JSON.parse(String(row.before)), JSON.parse(String(row.after))]);
      expect(changes).toEqual([
        [{ name: `Test ${username}` }, { name: 'Ada Lovelace' }],
        [{ email: `${username}@example.test` }, { email: `${username}@new.example` }],
      ]);
    });
  });

  describe('a single-sign-on user', () => {
    it('gets 409 sso_user for the password and two-factor routes, and may still see and end sessions', async () => {
      const username = newUser('sso-user');
      const session = await signInWith(username);
      const other = await signInWith(username);
      api.db.prepare("UPDATE users SET sign_in_method = 'sso', password_hash = NULL WHERE username = ?").run(username);

      const calls: [string, string, unknown?][] = [
        ['POST', '/profile/password', { current_password: demoPassword, new_password: 'a-new-password' }],
        ['GET', '/profile/two_factor'],
        ['POST', '/profile/two_factor'],
        ['POST', '/profile/two_factor/confirm', { code: '123456' }],
        ['DELETE', '/profile/two_factor', { code: '123456' }],
        ['PATCH', '/profile', { email: `${username}@elsewhere.example`, current_password: demoPassword }],
      ];
      for (const [method, path, body] of calls) {
        const answer = await callJson(api.baseUrl, method, path, { token: session.access, ...(body === undefined ? {} : { body }) });
        expect(answer.status, `${method} ${path}`).toBe(409);
        expect(answer.body, `${method} ${path}`).toMatchObject({ code: 'sso_user' });
      }
      expect((await callJson(api.baseUrl, 'PATCH', '/profile', { token: session.access, body: { name: 'Still Mine' } })).status).toBe(200);
      expect((await sessionsOf(session)).meta.total).toBe(2);
      expect((await callJson(api.baseUrl, 'POST', '/profile/sessions/end_others', { token: session.access })).body).toEqual({ ended: 1 });
      expect(await profileStatus(other)).toBe(401);
    });
  });
});
