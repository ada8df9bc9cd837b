/**
 * Asking the API again and again, politely (DESIGN.md section 13, bulk jobs: progress): at most
 * one request a second, only while the document is visible (a hidden tab waits and asks once
 * it shows again), backing off after failures, and cancelling the request in flight when
 * stopped. Framework-free, with the clock and the document injected so tests drive it.
 */
import { nextStartDelay } from './job-progress.ts';

export interface PollEnvironment {
  now(): number;
  setTimer(work: () => void, delay: number): unknown;
  clearTimer(handle: unknown): void;
  isVisible(): boolean;
  /** Calls `listener` whenever the document becomes visible; answers the unsubscribe. */
  onVisible(listener: () => void): () => void;
}

export interface PollLoopOptions {
  /** One request; answers the wait before the next one (counted from this one's start), or null to stop. */
  run(signal: AbortSignal): Promise<number | null>;
  /** The wait after the `failures`-th failure in a row, or null to stop (default: 2 s doubling up to 30 s). */
  retryAfter?(error: unknown, failures: number): number | null;
  /** The least time between two requests' starts. */
  minimumInterval?: number;
}

export interface PollLoop {
  /** Starts: at once, or after `delay` (counted as if a request had just started). */
  start(delay?: number): void;
  stop(): void;
  readonly running: boolean;
}

export const defaultMinimumInterval = 1000;

export function backoffDelay(failures: number): number {
  return Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));
}

export function createPollLoop(options: PollLoopOptions, environment: PollEnvironment): PollLoop {
  const minimum = options.minimumInterval ?? defaultMinimumInterval;
  const retryAfter = options.retryAfter ?? ((_error: unknown, failures: number) => backoffDelay(failures));
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  let controller: AbortController | undefined;
  let stopped = true;
  let waitingToShow = false;
  let failures = 0;
  let unsubscribe: (() => void) | undefined;

  function schedule(wanted: number): void {
    if (stopped) return;
    environment.clearTimer(timer);
    timer = environment.setTimer(ask, nextStartDelay(lastStart, environment.now(), wanted, minimum));
  }

  function ask(): void {
    timer = undefined;
    if (stopped) return;
    if (!environment.isVisible()) {
      waitingToShow = true;
      return;
    }
    lastStart = environment.now();
    const own = new AbortController();
    controller = own;
    let answer: Promise<number | null>;
    try {
      answer = options.run(own.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (next) => {
        if (stopped || controller !== own) return;
        controller = undefined;
        failures = 0;
        if (next === null) loop.stop();
        else schedule(next);
      },
      (error: unknown) => {
        if (stopped || controller !== own) return;
        controller = undefined;
        failures += 1;
        const next = retryAfter(error, failures);
        if (next === null) loop.stop();
        else schedule(next);
      },
    );
  }

  const loop: PollLoop = {
    start(delay) {
      if (!stopped) return;
      stopped = false;
      failures = 0;
      unsubscribe = environment.onVisible(() => {
        if (!waitingToShow || stopped) return;
        waitingToShow = false;
        schedule(0);
      });
      if (delay === undefined) {
        ask();
      } else {
        lastStart = environment.now();
        schedule(delay);
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      waitingToShow = false;
      environment.clearTimer(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
    },
    get running() {
      return !stopped;
    },
  };
  return loop;
}

/** The page's clock and document. */
export function browserPollEnvironment(): PollEnvironment {
  return {
    now: () => Date.now(),
    setTimer: (work, delay) => setTimeout(work, delay),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout> | undefined),
    isVisible: () => document.visibilityState !== 'hidden',
    onVisible(listener) {
      const changed = () => {
        if (document.visibilityState !== 'hidden') listener();
      };
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
  };
}
