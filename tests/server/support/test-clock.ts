/** A clock the test moves by hand, starting at the real time (oidc-provider keeps real time). */
import type { Clock } from '../../../server/api/clock.ts';

export interface TestClock {
  now: Clock;
  advance(seconds: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}
