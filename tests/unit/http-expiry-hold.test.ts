import { describe, expect, it } from 'vitest';
import { answer, createTestClient, expiredStamp, failureOf, signedInTokens, userinfoEndpoint } from './support/fake-api.ts';

describe('once the stored expiry has passed', () => {
  it('sends nothing, fails the request as cancelled and calls the session-expiry handler once', async () => {
    const { client, api, handlers } = createTestClient({ route: () => answer(200, {}), tokens: signedInTokens({ expires: expiredStamp() }) });
    const failures = await Promise.all([failureOf(client.get('profile')), failureOf(client.post('groups/g/domains', { name: 'a.com' }))]);
    expect(api.sent).toHaveLength(0);
    expect(failures).toEqual([expect.objectContaining({ name: 'AbortError', status: 0 }), expect.objectContaining({ name: 'AbortError' })]);
    expect(handlers.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('still sends userinfo and logout', async () => {
    const { client, api, handlers } = createTestClient({ route: () => answer(200, {}), tokens: signedInTokens({ expires: expiredStamp() }) });
    await client.get(userinfoEndpoint, { headers: { Authorization: 'Bearer provider-token' } });
    await client.post('logout');
    expect(api.sent.map((request) => request.path)).toEqual([userinfoEndpoint, 'logout']);
    expect(handlers.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not hold anything before the expiry, nor when nobody is signed in', async () => {
    const signedIn = createTestClient({ route: () => answer(200, {}) });
    await signedIn.client.get('profile');
    const signedOut = createTestClient({ route: () => answer(200, {}), tokens: null });
    await signedOut.client.get('approvals/abc');
    expect(signedIn.api.sent).toHaveLength(1);
    expect(signedOut.api.sent).toHaveLength(1);
  });
});
