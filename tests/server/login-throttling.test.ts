import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, type TestApi } from './support/test-api.ts';

describe('throttling repeated failed sign-ins', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ loginMaxFailures: 5, loginWindowSeconds: 900 });
  });
  afterAll(() => api.close());

  const attempt = (username: string, password: string, remoteAddress = '203.0.113.7') =>
    api.app.inject({ method: 'POST', url: '/login', remoteAddress, payload: { username, password } });

  it('answers 429 with Retry-After once a username and address have failed too often, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('admin', 'guess')).statusCode).toBe(401);
    const blocked = await attempt('admin', demoPassword);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'too_many_attempts' });
  });

  it('keeps other addresses and other users able to sign in', async () => {
    expect((await attempt('admin', demoPassword, '198.51.100.20')).statusCode).toBe(200);
    expect((await attempt('viewer', demoPassword)).statusCode).toBe(200);
  });

  it('lets the blocked pair try again once the window has passed', async () => {
    api.clock.advance(901);
    expect((await attempt('admin', demoPassword)).statusCode).toBe(200);
  });

  it('counts failures per account, whether the username or the e-mail address was typed', async () => {
    const email = String(api.db.prepare("SELECT email FROM users WHERE username = 'admin'").get()?.email);
    const address = '198.51.100.77';
    for (const login of ['admin', email, 'ADMIN', email.toUpperCase(), ` ${email} `]) {
      expect((await attempt(login, 'guess', address)).statusCode).toBe(401);
    }
    expect((await attempt('admin', demoPassword, address)).statusCode).toBe(429);
    expect((await attempt(email, demoPassword, address)).statusCode).toBe(429);
    expect((await attempt('viewer', demoPassword, address)).statusCode).toBe(200);
  });

  it('throttles names that are no account as well', async () => {
    const address = '198.51.100.78';
    for (let i = 0; i < 5; i++) expect((await attempt('nobody-at-all', 'guess', address)).statusCode).toBe(401);
    const blocked = await attempt('Nobody-At-All', 'guess', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('exposes Retry-After to the portal', async () => {
    for (let i = 0; i < 6; i++) await attempt('brand', 'guess', '192.0.2.9');
    const blocked = await api.app.inject({
      method: 'POST', url: '/login', remoteAddress: '192.0.2.9', headers: { origin: 'http://localhost:4321' }, payload: { username: 'brand', password: 'guess' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(String(blocked.headers['access-control-expose-headers'])).toContain('retry-after');
  });
});
