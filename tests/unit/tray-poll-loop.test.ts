/** Polling politely (DESIGN.md section 13, bulk jobs): at most once a second, visible tab only, backing off, stopping cleanly. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createPollLoop } from '~/lib/tray/poll-loop';
import { fakePollEnvironment } from './support/poll-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('the poll loop', () => {
  it('asks at once, then at most once a second, counted from each start', async () => {
    const { environment } = fakePollEnvironment();
    const starts: number[] = [];
    const loop = createPollLoop({
      run: async () => {
        starts.push(Date.now());
        await new Promise((done) => setTimeout(done, 300));
        return 0;
      },
    }, environment);
    loop.start();
    await vi.advanceTimersByTimeAsync(3500);
    expect(starts).toEqual([0, 1000, 2000, 3000]);
    loop.stop();
  });

  it('waits the delay the answer asks for', async () => {
    const { environment } = fakePollEnvironment();
    const starts: number[] = [];
    const loop = createPollLoop({ run: async () => (starts.push(Date.now()), 5000) }, environment);
    loop.start();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(starts).toEqual([0, 5000, 10_000]);
    loop.stop();
  });

  it('can start after a delay, as if it had just asked', async () => {
    const { environment } = fakePollEnvironment();
    const starts: number[] = [];
    const loop = createPollLoop({ run: async () => (starts.push(Date.now()), 1000) }, environment);
    loop.start(1000);
    await vi.advanceTimersByTimeAsync(2500);
    expect(starts).toEqual([1000, 2000]);
    loop.stop();
  });

  it('stops when the answer says so', async () => {
    const { environment, listeners } = fakePollEnvironment();
    let asked = 0;
    const loop = createPollLoop({ run: async () => (++asked >= 2 ? null : 1000) }, environment);
    loop.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toBe(2);
    expect(loop.running).toBe(false);
    expect(listeners.size).toBe(0);
  });

  it('pauses while the tab is hidden and asks as soon as it shows again (not sooner than a second after the last)', async () => {
    const page = fakePollEnvironment();
    const starts: number[] = [];
    const loop = createPollLoop({ run: async () => (starts.push(Date.now()), 1000) }, page.environment);
    loop.start();
    await vi.advanceTimersByTimeAsync(1100);
    page.hide();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([0, 1000]);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 1000, 11_100]);
    page.hide();
    page.show();
    await vi.advanceTimersByTimeAsync(500);
    expect(starts).toEqual([0, 1000, 11_100]);
    await vi.advanceTimersByTimeAsync(600);
    expect(starts).toEqual([0, 1000, 11_100, 12_100]);
    loop.stop();
  });

  it('backs off after failures (2 s doubling to 30 s) and recovers after a success', async () => {
    const { environment } = fakePollEnvironment();
    const starts: number[] = [];
    let failing = 3;
    const loop = createPollLoop({
      run: async () => {
        starts.push(Date.now());
        if (failing-- > 0) throw new Error('offline');
        return 1000;
      },
    }, environment);
    loop.start();
    await vi.advanceTimersByTimeAsync(16_000);
    expect(starts).toEqual([0, 2000, 6000, 14_000, 15_000, 16_000]);
    expect([1, 2, 3, 4, 5, 6].map(backoffDelay)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000]);
    loop.stop();
  });

  it('stops on a failure the caller calls final', async () => {
    const { environment } = fakePollEnvironment();
    let asked = 0;
    const loop = createPollLoop({ run: async () => { asked += 1; throw new Error('refused'); }, retryAfter: () => null }, environment);
    loop.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toBe(1);
    expect(loop.running).toBe(false);
  });

  it('cancels the request in flight when stopped, and asks nothing more', async () => {
    const { environment } = fakePollEnvironment();
    const signals: AbortSignal[] = [];
    const loop = createPollLoop({ run: (signal) => (signals.push(signal), new Promise<number>(() => undefined)) }, environment);
    loop.start();
    loop.stop();
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signals).toHaveLength(1);
  });
});
