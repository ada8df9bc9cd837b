/**
 * The public approval page's calls (spec section 6: approvals/{id} needs no sign-in; section 8:
 * its 404s go to the page): they go out the same for anyone, without the stored token, are never
 * held for an expired session, never refresh one, never change the stored roles; and the
 * approval page does not end a session or send the approver to sign in.
 */
import { describe, expect, it } from 'vitest';
import { isPublicApprovalCall } from '~/lib/http/request-rules';
import { standsApartFromSession } from '~/lib/sign-in/session-guard';
import { answer, createTestClient, expiredStamp, failureOf, signedInTokens, storedUser } from './support/fake-api.ts';

describe('the public approval calls', () => {
  it('carry no token, also for a signed-in reader, while the account calls keep theirs', async () => {
    const { client, api } = createTestClient({ route: () => answer(200, { status: 'pending' }) });
    await client.get('approvals/x7Kq');
    await client.post('approvals/x7Kq', { decision: 'approve' });
    await client.get('groups/g/approval_requests/7');
    expect(api.sent.map((request) => [request.path, request.headers.get('authorization')])).toEqual([
      ['approvals/x7Kq', null],
      ['approvals/x7Kq', null],
      ['groups/g/approval_requests/7', 'Bearer access-1'],
    ]);
  });

  it('go out when the stored session has expired, without ending it', async () => {
    const { client, api, handlers } = createTestClient({ route: () => answer(200, { status: 'pending' }), tokens: signedInTokens({ expires: expiredStamp() }) });
    await expect(client.get('approvals/x7Kq')).resolves.toEqual({ status: 'pending' });
    await failureOf(client.get('profile'));
    expect(api.sent.map((request) => request.path)).toEqual(['approvals/x7Kq']);
    expect(handlers.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never refresh the tokens on a 401, nor take roles from the answer', async () => {
    const refused = createTestClient({ route: () => answer(401, { code: 'unauthorized', message: 'No.' }) });
    await expect(failureOf(refused.client.get('approvals/x7Kq'))).resolves.toMatchObject({ status: 401 });
    expect(refused.api.sent.map((request) => request.path)).toEqual(['approvals/x7Kq']);
    const withRoles = createTestClient({ route: () => answer(200, {}, { roles: JSON.stringify([]), abilities: JSON.stringify([]) }), user: storedUser({ roles: ['approvals-admin'] }) });
    await withRoles.client.get('approvals/x7Kq');
    expect(withRoles.syncPermissions).not.toHaveBeenCalled();
  });

  it('pass their 404 to the page (expired, unknown), never the error screen', async () => {
    const { client, appErrors } = createTestClient({ route: () => answer(404, { code: 'approval_expired', message: 'This approval request has expired.' }) });
    await expect(failureOf(client.get('approvals/x7Kq'))).resolves.toMatchObject({ status: 404, body: { code: 'approval_expired' } });
    expect(appErrors).toEqual([]);
  });

  it('are only the root approvals path', () => {
    const target = (path: string) => ({ method: 'GET', path, userinfo: false });
    expect(isPublicApprovalCall(target('approvals/x7Kq'))).toBe(true);
    expect(isPublicApprovalCall(target('groups/g/approval_requests'))).toBe(false);
    expect(isPublicApprovalCall(target('groups/g/approvals/x'))).toBe(false);
  });
});

describe('the approval page and the session', () => {
  it('stands apart from the session: only the material-approval layout', () => {
    expect(standsApartFromSession('material-approval')).toBe(true);
    for (const layout of ['default', 'login', 'docs', 'clean', undefined]) expect(standsApartFromSession(layout)).toBe(false);
  });
});
