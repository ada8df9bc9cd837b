import { describe, expect, it } from 'vitest';
import { answer, createTestClient, type SentRequest } from './support/fake-api.ts';

const key = (request: SentRequest) => request.headers.get('idempotency-key');

describe('Idempotency-Key on the writes that start work or charge (issue 32)', () => {
  it('gives each call of a job start, retry, order, addition, platform call, deletion and contact change its own key', async () => {
    const { client, api } = createTestClient({ route: () => answer(201, {}) });
    const writes = ['jobs', 'jobs/12/retry', 'domain_orders', 'domain_additions', 'platform_calls', 'domain_deletions', 'domain_contact_changes'];
    for (const path of writes) await client.post(`groups/g/${path}`, {});
    await client.post('groups/g/jobs', {});
    const keys = api.sent.map(key);
    expect(keys.every((each) => typeof each === 'string' && /^[0-9a-f]{32}$/.test(each))).toBe(true);
    expect(new Set(keys).size).toBe(writes.length + 1);
  });

  it('sends none on reads, other writes, or a job\'s cancel', async () => {
    const { client, api } = createTestClient({ route: () => answer(200, {}) });
    await client.get('groups/g/jobs');
    await client.post('groups/g/domains', { name: 'a.com' });
    await client.post('groups/g/jobs/12/cancel');
    await client.patch('groups/g/domains/1', { version: 1 });
    expect(api.sent.map(key)).toEqual([null, null, null, null]);
  });

  it('keeps the key when the same request goes again after a token refresh, and keeps a key the caller set', async () => {
    const { client, api } = createTestClient({
      route: (request) => {
        if (request.path === 'refresh') return answer(200, { access_token: 'access-2', refresh_token: 'refresh-2' });
        return request.headers.get('authorization') === 'Bearer access-2' ? answer(201, { ok: true }) : answer(401, { code: 'token_expired', message: 'Expired.' });
      },
    });
    await expect(client.post('groups/g/domain_orders', { items: [] })).resolves.toEqual({ ok: true });
    const orders = api.sent.filter((request) => request.path === 'groups/g/domain_orders');
    expect(orders).toHaveLength(2);
    expect(key(orders[0]!)).toBeTruthy();
    expect(key(orders[1]!)).toBe(key(orders[0]!));

    await client.post('groups/g/platform_calls', {}, { headers: { 'Idempotency-Key': 'chosen-by-the-screen' } });
    expect(key(api.sent.at(-1)!)).toBe('chosen-by-the-screen');
  });
});
