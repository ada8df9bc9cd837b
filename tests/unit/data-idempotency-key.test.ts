import { describe, expect, it } from 'vitest';
import { answer, type SentRequest } from './support/fake-api.ts';
import { context, createTestDataProvider } from './support/fake-data-provider.ts';

const key = (request: SentRequest) => request.headers.get('idempotency-key');

describe('Idempotency-Key on the writes that start work or charge (issue 32)', () => {
  it('gives each call of a job start, retry, order, addition, platform call, deletion and contact change its own key', async () => {
    const { data, api } = createTestDataProvider(() => answer(201, {}));
    const writes = ['jobs', 'jobs/12/retry', 'domain_orders', 'domain_additions', 'domain_deletions', 'domain_contact_changes'];
    for (const path of writes) await data.call('POST', path, { body: {} });
    await data.call('POST', 'jobs', { body: {} });
    await data.platformCall('registrar.domain.renew', { domain: 'example.com' });
    expect(api.sent.map((request) => request.path)).toContain(`groups/${context}/platform_calls`);
    const keys = api.sent.map(key);
    expect(keys.every((each) => typeof each === 'string' && /^[0-9a-f]{32}$/.test(each))).toBe(true);
    expect(new Set(keys).size).toBe(writes.length + 2);
  });

  it('sends none on reads, other writes, or a job\'s cancel', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, {}));
    await data.call('GET', 'jobs');
    await data.call('POST', 'domains', { body: { name: 'a.com' } });
    await data.call('POST', 'jobs/12/cancel', { body: {} });
    await data.call('PATCH', 'domains/1', { body: { version: 1 } });
    expect(api.sent.map(key)).toEqual([null, null, null, null]);
  });

  it('keeps the key when the same request goes again after a token refresh', async () => {
    const { data, api } = createTestDataProvider((request) => {
      if (request.path === 'refresh') return answer(200, { access_token: 'access-2', refresh_token: 'refresh-2' });
      return request.headers.get('authorization') === 'Bearer access-2' ? answer(201, { ok: true }) : answer(401, { code: 'token_expired', message: 'Expired.' });
    });
    await expect(data.call('POST', 'domain_orders', { body: { items: [] } })).resolves.toEqual({ ok: true });
    const orders = api.sent.filter((request) => request.path === `groups/${context}/domain_orders`);
    expect(orders).toHaveLength(2);
    expect(key(orders[0]!)).toBeTruthy();
    expect(key(orders[1]!)).toBe(key(orders[0]!));
  });
});
