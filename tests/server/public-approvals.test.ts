/**
 * The public approval page's calls: GET shows a request by its public id, POST decides it
 * once (approve or reject); unknown and expired requests are 404; decisions are audited.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { groupOf } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string; status?: string };

describe('public approvals', () => {
  let api: TestApi;
  let group: string;

  beforeAll(async () => {
    api = await startTestApi();
    group = groupOf(api.db, 'admin');
  });
  afterAll(() => api.close());

  function addRequest(expiresInDays: number, extra: { status?: string; orderId?: number | null } = {}): string {
    const publicId = randomBytes(24).toString('base64url');
    const now = new Date(api.clock.now());
    api.db
      .prepare(`INSERT INTO approval_requests (group_id, public_id, kind, status, domain_name, order_id, approver_name, approver_email, changes, expires_at, created_at, updated_at)
        VALUES (?, ?, 'registrant_change', ?, 'aurorafoods.com', ?, 'Grace Hopper', 'grace@aurorafoods.com', ?, ?, ?, ?)`)
      .run(group, publicId, extra.status ?? 'pending', extra.orderId ?? null, JSON.stringify({ organisation: { before: 'Aurora', after: 'Aurora Holdings' } }),
        new Date(now.getTime() + expiresInDays * 86_400_000).toISOString(), now.toISOString(), now.toISOString());
    return publicId;
  }

  const get = (publicId: string) => callJson<Body>(api.baseUrl, 'GET', `/approvals/${publicId}`);
  const decide = (publicId: string, body: unknown) => callJson<Body>(api.baseUrl, 'POST', `/approvals/${publicId}`, { body });

  it('shows a pending request without sign-in', async () => {
    const publicId = addRequest(5);
    const answer = await get(publicId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      public_id: publicId, kind: 'registrant_change', status: 'pending', domain_name: 'aurorafoods.com', approver_name: 'Grace Hopper',
      account: { name: 'Aurora Foods Group' }, changes: { organisation: { before: 'Aurora', after: 'Aurora Holdings' } },
    });
    expect(answer.body).not.toHaveProperty('group_id');
  });

  it('is decided once: a second decision is a 409', async () => {
    const publicId = addRequest(5);
    const approved = await decide(publicId, { decision: 'approve', comment: 'Fine by legal.' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decision_comment: 'Fine by legal.', decided_at: expect.any(String) });
    const again = await decide(publicId, { decision: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_decided');
    expect((await get(publicId)).body.status).toBe('approved');
    const audit = api.db.prepare("SELECT username, action, after FROM audit_log WHERE resource_type = 'approval_request' ORDER BY id DESC LIMIT 1").get();
    expect(audit).toMatchObject({ username: 'approver:grace@aurorafoods.com', action: 'approve' });
  });

  it('a rejection of an order request cancels the order waiting for it', async () => {
    const order = api.db.prepare("SELECT id FROM orders WHERE group_id = ? LIMIT 1").get(group)!;
    api.db.prepare("UPDATE orders SET status = 'awaiting_approval' WHERE id = ?").run(order.id);
    const publicId = addRequest(3, { orderId: Number(order.id) });
    expect((await decide(publicId, { decision: 'reject', comment: 'Not ours.' })).body.status).toBe('rejected');
    expect(api.db.prepare('SELECT status FROM orders WHERE id = ?').get(order.id)?.status).toBe('cancelled');
  });

  it('answers 404 for unknown and expired requests, 400 for a bad decision', async () => {
    expect((await get('no-such-request')).status).toBe(404);
    expect((await decide('no-such-request', { decision: 'approve' })).status).toBe(404);
    const expired = addRequest(-1);
    expect((await get(expired)).body.code).toBe('approval_expired');
    expect((await decide(expired, { decision: 'approve' })).status).toBe(404);
    const markedExpired = addRequest(5, { status: 'expired' });
    expect((await get(markedExpired)).status).toBe(404);
    const pending = addRequest(5);
    const bad = await decide(pending, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect((await get(pending)).body.status).toBe('pending');
  });
});
