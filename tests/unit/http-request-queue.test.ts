import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error.ts';
import { answer, createTestClient, deferred, failureOf, settle, type Deferred } from './support/fake-api.ts';

function heldApi() {
  const release = deferred<void>();
  const route = async () => {
    await release.promise;
    return answer(200, {});
  };
  return { release, route };
}

describe('at most 16 requests are in flight', () => {
  it('holds the 17th back until a place frees, and lets a priority request go first', async () => {
    const gates = new Map<string, Deferred<void>>();
    const { client, api } = createTestClient({
      route: async (request) => {
        const gate = deferred<void>();
        gates.set(request.path, gate);
        await gate.promise;
        return answer(200, { path: request.path });
      },
    });
    const first16 = Array.from({ length: 16 }, (_, index) => client.get(`items/${index}`));
    const ordinary = client.get('items/ordinary');
    const urgent = client.get('items/urgent', { priority: true });
    await settle();
    expect(api.sent).toHaveLength(16);
    expect(api.inFlight).toBe(16);

    gates.get('items/0')!.resolve();
    await first16[0];
    await settle();
    expect(api.sent.map((request) => request.path).slice(16)).toEqual(['items/urgent']);

    gates.get('items/1')!.resolve();
    await settle();
    expect(api.sent.map((request) => request.path).slice(16)).toEqual(['items/urgent', 'items/ordinary']);

    for (const gate of gates.values()) gate.resolve();
    await Promise.all([...first16, ordinary, urgent]);
    expect(api.mostInFlight).toBe(16);
  });
});

describe('abortAll', () => {
  it('rejects the requests in flight and the queued ones with an AbortError, and the client keeps working', async () => {
    const held = heldApi();
    const { client, api } = createTestClient({ route: held.route, maxInFlight: 2 });
    const requests = [client.get('a'), client.get('b'), client.get('c')];
    await settle();
    expect(api.sent).toHaveLength(2);

    client.abortAll();
    const failures = await Promise.all(requests.map(failureOf));
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ name: 'AbortError', status: 0 });
    }
    expect(api.sent).toHaveLength(2);

    held.release.resolve();
    await expect(client.get('d')).resolves.toEqual({});
  });

  it("cancels one request through the caller's own signal, whether it is queued or in flight", async () => {
    const held = heldApi();
    const { client, api } = createTestClient({ route: held.route, maxInFlight: 1 });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = client.get('first', { signal: running.signal });
    const second = client.get('second', { signal: waiting.signal });
    await settle();
    waiting.abort();
    await expect(failureOf(second)).resolves.toMatchObject({ name: 'AbortError' });
    running.abort();
    await expect(failureOf(first)).resolves.toMatchObject({ name: 'AbortError' });
    expect(api.sent.map((request) => request.path)).toEqual(['first']);
  });
});
