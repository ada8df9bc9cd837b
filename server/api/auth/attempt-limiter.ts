/**
 * Counts failures per key (e.g. username + IP) in a sliding window; once a key reaches the
 * limit it is refused until its oldest counted failure leaves the window. An attempt may weigh
 * more than one (`cost`: the names one availability check asks about), so a key is refused when
 * what it holds plus the cost would pass the limit. In memory: the reference API is one process.
 */
import type { Clock } from '../clock.ts';

export interface AttemptLimiter {
  /** Seconds to wait before trying again (with an attempt of `cost`, default 1), or 0 when the key may try now. */
  retryAfterSeconds(key: string, cost?: number): number;
  /** Counts an attempt of `cost` (default 1). */
  recordFailure(key: string, cost?: number): void;
  reset(key: string): void;
}

export function createAttemptLimiter(options: { maxFailures: number; windowSeconds: number; clock: Clock }): AttemptLimiter {
  const windowMs = options.windowSeconds * 1000;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = options.clock() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    retryAfterSeconds(key, cost = 1) {
      const kept = recent(key);
      if (kept.length + cost <= options.maxFailures) return 0;
      // The attempt fits once this many of the oldest have left the window (never, beyond the whole limit: a full window).
      const leaving = kept.length + cost - options.maxFailures;
      const last = cost > options.maxFailures ? options.clock() : (kept[leaving - 1] ?? options.clock());
      return Math.max(1, Math.ceil((last + windowMs - options.clock()) / 1000));
    },
    recordFailure(key, cost = 1) {
      const kept = recent(key);
      const at = options.clock();
      for (let index = 0; index < cost; index += 1) kept.push(at);
      failures.set(key, kept);
      if (failures.size > 50_000) {
        for (const entry of failures.keys()) {
          recent(entry);
          if (failures.size <= 25_000) break;
        }
      }
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
