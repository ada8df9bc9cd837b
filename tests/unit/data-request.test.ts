import { describe, expect, it } from 'vitest';
import { createDataRequest, failureKind, failureOf, isEmptyAnswer, type DataState, type Load } from '~/lib/data/data-request.ts';
import { HttpError, abortError } from '~/lib/http/http-error.ts';
import { incompletePathName } from '~/lib/data/scoped-path.ts';
import { deferred, settle } from './support/fake-api.ts';

/** A load the test answers by hand, recording the signals it was given. */
function manualLoads<T>() {
  const calls: { signal: AbortSignal; answer: ReturnType<typeof deferred<T>>; fail(error: unknown): void }[] = [];
  const load: Load<T> = (signal) => {
    let fail!: (error: unknown) => void;
    const answer = deferred<T>();
    const promise = new Promise<T>((resolve, reject) => {
      fail = reject;
      void answer.promise.then(resolve);
    });
    calls.push({ signal, answer, fail });
    return promise;
  };
  return { load, calls };
}

function watch<T>(request: { get(): DataState<T>; listen(listener: () => void): () => void }) {
  const seen: string[] = [request.get().status];
  request.listen(() => seen.push(request.get().status));
  return seen;
}

describe('a screen request: loading, ready, empty, error and retry', () => {
  it('asks when given a key, and shows the answer', async () => {
    const { load, calls } = manualLoads<string[]>();
    const request = createDataRequest<string[]>();
    const seen = watch(request);
    request.ask('page 1', load);
    expect(request.get()).toEqual({ status: 'loading' });
    calls[0]!.answer.resolve(['a']);
    await settle();
    expect(request.get()).toEqual({ status: 'ready', data: ['a'] });
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });

  it('calls an empty array or a list answer without rows empty, or what isEmpty says', async () => {
    const request = createDataRequest<{ data: unknown[] }>();
    request.ask('k', () => Promise.resolve({ data: [] }));
    await settle();
    expect(request.get().status).toBe('empty');
    const custom = createDataRequest<number>({ isEmpty: (count) => count === 0 });
    custom.ask('k', () => Promise.resolve(0));
    await settle();
    expect(custom.get()).toEqual({ status: 'empty', data: 0 });
    expect(isEmptyAnswer([])).toBe(true);
    expect(isEmptyAnswer({ data: [1] })).toBe(false);
    expect(isEmptyAnswer({ id: 1 })).toBe(false);
  });

  it('shows a failure with its status and kind, keeping the last answer; retry asks again and shows the new answer', async () => {
    const { load, calls } = manualLoads<string[]>();
    const request = createDataRequest<string[]>();
    request.ask('page 1', load);
    calls[0]!.answer.resolve(['a']);
    await settle();
    request.ask('page 2', load);
    expect(request.get()).toEqual({ status: 'loading', data: ['a'] });
    calls[1]!.fail(new HttpError(503, 'Service Unavailable'));
    await settle();
    expect(request.get()).toMatchObject({ status: 'error', data: ['a'], failure: { kind: 'server', status: 503, message: 'Service Unavailable' } });
    request.retry();
    expect(calls).toHaveLength(3);
    expect(request.get().status).toBe('loading');
    calls[2]!.answer.resolve(['b']);
    await settle();
    expect(request.get()).toEqual({ status: 'ready', data: ['b'] });
  });

  it('a load that throws at once is an error too', async () => {
    const request = createDataRequest<string>();
    request.ask('k', () => {
      throw new HttpError(0, 'No account is selected.', undefined, incompletePathName);
    });
    await settle();
    expect(request.get()).toMatchObject({ status: 'error', failure: { kind: 'other', status: 0 } });
  });
});

describe('cancelling', () => {
  it('a newer key cancels the request in flight, and the older answer never shows', async () => {
    const { load, calls } = manualLoads<string>();
    const request = createDataRequest<string>();
    request.ask('first', load);
    request.ask('second', load);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.answer.resolve('second answer');
    calls[0]!.answer.resolve('first answer');
    await settle();
    expect(request.get()).toEqual({ status: 'ready', data: 'second answer' });
  });

  it('a cancelled request never becomes an error, however it fails', async () => {
    const { load, calls } = manualLoads<string>();
    const request = createDataRequest<string>();
    const seen = watch(request);
    request.ask('k', load);
    request.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.fail(new HttpError(0, 'The server could not be reached.'));
    await settle();
    expect(seen).toEqual(['idle', 'loading']);
  });

  it('asks nothing for the key in flight or answered, and asks again after a cancel', async () => {
    const { load, calls } = manualLoads<string>();
    const request = createDataRequest<string>();
    request.ask('k', load);
    request.ask('k', load);
    expect(calls).toHaveLength(1);
    request.cancel();
    request.ask('k', load);
    expect(calls).toHaveLength(2);
    calls[1]!.answer.resolve('x');
    await settle();
    request.ask('k', load);
    expect(calls).toHaveLength(2);
  });

  it('a request cancelled from outside (the page was left) stays loading, and resume asks again', async () => {
    const { load, calls } = manualLoads<string>();
    const request = createDataRequest<string>();
    expect(request.resume()).toBe(false);
    request.ask('k', load);
    calls[0]!.fail(abortError('The request was cancelled.'));
    await settle();
    expect(request.get()).toEqual({ status: 'loading' });
    expect(request.resume()).toBe(true);
    calls[1]!.answer.resolve('back');
    await settle();
    expect(request.get()).toEqual({ status: 'ready', data: 'back' });
    expect(request.resume()).toBe(false);
  });
});

describe('answers at hand', () => {
  it('starts with an initial answer and asks nothing for its key, but asks for another', async () => {
    const { load, calls } = manualLoads<string[]>();
    const request = createDataRequest<string[]>({ initial: { key: 'early', data: ['row'] } });
    expect(request.get()).toEqual({ status: 'ready', data: ['row'] });
    request.ask('early', load);
    expect(calls).toHaveLength(0);
    request.retry();
    expect(calls).toHaveLength(1);
    request.ask('later', load);
    expect(calls).toHaveLength(2);
  });

  it('set takes a newer answer in and cancels the request in flight', async () => {
    const { load, calls } = manualLoads<string>();
    const request = createDataRequest<string>();
    request.ask('k', load);
    request.set('saved');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.answer.resolve('stale');
    await settle();
    expect(request.get()).toEqual({ status: 'ready', data: 'saved' });
  });

  it('set works a newer answer out from the one shown (a saved filter added to the list)', async () => {
    const request = createDataRequest<string[]>();
    request.ask('k', () => Promise.resolve(['a']));
    await settle();
    request.set((current) => [...(current ?? []), 'b']);
    request.set((current) => [...(current ?? []), 'c']);
    expect(request.get()).toEqual({ status: 'ready', data: ['a', 'b', 'c'] });
    request.set((current) => (current ?? []).filter(() => false));
    expect(request.get()).toEqual({ status: 'empty', data: [] });
  });

  it('stops telling a listener that unsubscribed', () => {
    const request = createDataRequest<string>();
    let calls = 0;
    const stop = request.listen(() => (calls += 1));
    request.set('a');
    stop();
    request.set('b');
    expect(calls).toBe(1);
  });
});

describe('what a failure means to the user', () => {
  it.each([
    [403, 'access-denied'],
    [404, 'not-found'],
    [429, 'too-many-requests'],
    [500, 'server'],
    [503, 'server'],
    [0, 'offline'],
    [400, 'other'],
    [409, 'other'],
  ] as const)('%i is %s', (status, kind) => {
    expect(failureKind(status)).toBe(kind);
    expect(failureOf(new HttpError(status, 'm'))).toMatchObject({ kind, status, message: 'm' });
  });

  it('a path the portal could not build, or a fault of its own, is not called offline', () => {
    expect(failureOf(new HttpError(0, 'No account is selected.', undefined, incompletePathName)).kind).toBe('other');
    expect(failureOf(new TypeError('x is undefined'))).toMatchObject({ kind: 'other', status: 0, message: 'x is undefined' });
  });
});
