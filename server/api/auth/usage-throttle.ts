/**
 * A budget of work per user and per account in a sliding window (two attempt limiters): the
 * names an availability check asks about, the lines of a domain addition. A request takes its
 * cost from both before any work, or is refused with 429 `too_many_requests` + `retry-after`
 * naming which budget (`limit_scope` user or account), its `limit` and `window_seconds`
 * (DESIGN.md section 9; spec section 8: the portal shows the 429).
 */
import type { Clock } from '../clock.ts';
import { tooManyRequests } from '../http/api-error.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';

export interface UsageLimits {
  perUser: number;
  perAccount: number;
  windowSeconds: number;
}

export interface UsageThrottle {
  /** Takes `cost` from the user's and the account's budgets, or throws the 429. */
  take(who: { userId: number; accountId: string }, cost: number): void;
}

/** `what` names the unit in the message: `names checked`. */
export function createUsageThrottle(limits: UsageLimits, what: string, clock: Clock): UsageThrottle {
  const perUser = createAttemptLimiter({ maxFailures: limits.perUser, windowSeconds: limits.windowSeconds, clock });
  const perAccount = createAttemptLimiter({ maxFailures: limits.perAccount, windowSeconds: limits.windowSeconds, clock });
  const refuse = (scope: 'user' | 'account', limit: number, wait: number) =>
    tooManyRequests(`Too many ${what}: at most ${limit} per ${scope} in ${limits.windowSeconds} seconds.`, wait, {
      limit_scope: scope, limit, window_seconds: limits.windowSeconds,
    });

  return {
    take({ userId, accountId }, cost) {
      const userKey = `user:${userId}`;
      const accountKey = `account:${accountId}`;
      const userWait = perUser.retryAfterSeconds(userKey, cost);
      if (userWait > 0) throw refuse('user', limits.perUser, userWait);
      const accountWait = perAccount.retryAfterSeconds(accountKey, cost);
      if (accountWait > 0) throw refuse('account', limits.perAccount, accountWait);
      perUser.recordFailure(userKey, cost);
      perAccount.recordFailure(accountKey, cost);
    },
  };
}
