import { describe, expect, it } from 'vitest';
import { answer, apiBase, createTestClient, userinfoEndpoint } from './support/fake-api.ts';

describe('the HTTP client addresses and authorises requests', () => {
  it('sends relative paths to the configured API base with the stored access token as Bearer', async () => {
    const { client, api } = createTestClient({ route: () => answer(200, { ok: true }) });
    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    await client.get('groups/abc/domains', { query: { limit: 25, sort: '-created_at', skipped: undefined } });
    expect(api.sent.map((request) => request.url)).toEqual([
      `${apiBase}/profile`,
      `${apiBase}/groups/abc/domains?limit=25&sort=-created_at`,
    ]);
    expect(api.sent.every((request) => request.headers.get('authorization') === 'Bearer access-1')).toBe(true);
  });

  it('reads the token at send time, so a new token is used by the next request', async () => {
    const { client, api, tokens } = createTestClient({ route: () => answer(200, {}) });
    tokens.set({ ...tokens.get()!, accessToken: 'access-2' });
    await client.get('profile');
    expect(api.sent[0]!.headers.get('authorization')).toBe('Bearer access-2');
  });

  it('leaves userinfo alone: the absolute URL passes through and keeps the provider token it was given', async () => {
    const { client, api } = createTestClient({ route: () => answer(200, { sub: 'u-1' }) });
    await client.get(userinfoEndpoint, { headers: { Authorization: 'Bearer provider-token' } });
    await client.get(userinfoEndpoint);
    expect(api.sent[0]!.url).toBe(userinfoEndpoint);
    expect(api.sent[0]!.headers.get('authorization')).toBe('Bearer provider-token');
    expect(api.sent[1]!.headers.get('authorization')).toBeNull();
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { client, api } = createTestClient({ route: () => answer(200, {}), tokens: null });
    await client.post('login', { username: 'admin', password: 'x' });
    expect(api.sent[0]!.headers.get('authorization')).toBeNull();
    expect(api.sent[0]!.json()).toEqual({ username: 'admin', password: 'x' });
  });

  it('resolves with undefined for an empty answer and with text for a non-JSON one', async () => {
    const { client } = createTestClient({
      route: (request) => (request.path === 'logout' ? answer(204) : new Response('plain', { headers: { 'content-type': 'text/plain' } })),
    });
    await expect(client.post('logout')).resolves.toBeUndefined();
    await expect(client.get('robots.txt')).resolves.toBe('plain');
  });
});
