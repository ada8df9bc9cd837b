import { describe, expect, it } from 'vitest';
import { answer, createTestClient, failureOf } from './support/fake-api.ts';

const listedStatuses = [408, 409, 425, 429, 500, 502, 503, 504];

/** Answers `status` to the first request and 200 to the rest. */
function failingOnce(status: number) {
  let calls = 0;
  return () => (calls++ === 0 ? answer(status, { message: `status ${status}` }) : answer(200, { ok: true }));
}

describe('one retry for non-mutating requests', () => {
  it.each(listedStatuses)('GET answered %i is sent once more', async (status) => {
    const { client, api, appErrors } = createTestClient({ route: failingOnce(status) });
    await expect(client.get('groups/g/domains')).resolves.toEqual({ ok: true });
    expect(api.sent).toHaveLength(2);
    expect(appErrors).toEqual([]);
  });

  it('HEAD and OPTIONS are retried too', async () => {
    for (const method of ['HEAD', 'OPTIONS'] as const) {
      const { client, api } = createTestClient({ route: failingOnce(503) });
      await client.request(method, 'groups/g/domains');
      expect(api.sent).toHaveLength(2);
    }
  });

  it('only once: a second failure goes on to the status handling', async () => {
    const { client, api, appErrors } = createTestClient({ route: () => answer(503, { message: 'Busy.' }) });
    await expect(failureOf(client.get('groups/g/domains'))).resolves.toMatchObject({ status: 503, message: 'Busy.' });
    expect(api.sent).toHaveLength(2);
    expect(appErrors).toEqual([]);
  });

  it.each(listedStatuses)('POST answered %i is never sent again', async (status) => {
    const { client, api } = createTestClient({ route: failingOnce(status) });
    await expect(failureOf(client.post('groups/g/domains', { name: 'a.com' }))).resolves.toMatchObject({ status });
    expect(api.sent).toHaveLength(1);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s is never sent again', async (method) => {
    const { client, api } = createTestClient({ route: failingOnce(503) });
    await failureOf(client.request(method, 'groups/g/domains/1', method === 'DELETE' ? undefined : {}));
    expect(api.sent).toHaveLength(1);
  });

  it.each([400, 403, 404, 422, 501])('GET answered %i is not retried', async (status) => {
    const { client, api } = createTestClient({ route: failingOnce(status) });
    await failureOf(client.get('groups/g/domains'));
    expect(api.sent).toHaveLength(1);
  });
});
