/**
 * Counts failures per key (e.g. username + IP) in a sliding window; once a key reaches the
 * limit it is refused until its oldest counted failure leaves the window. In memory: the
 * reference API is one process.
 */
import type { Clock } from '../clock.ts';

export interface AttemptLimiter {
  /** Seconds to wait before trying again, or 0 when the key may try now. */
  retryAfterSeconds(key: string): number;
  recordFailure(key: string): void;
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
    retryAfterSeconds(key) {
      const kept = recent(key);
      if (kept.length < options.maxFailures) return 0;
      const oldest = kept[kept.length - options.maxFailures] ?? options.clock();
      return Math.max(1, Math.ceil((oldest + windowMs - options.clock()) / 1000));
    },
    recordFailure(key) {
      const kept = recent(key);
      kept.push(options.clock());
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
