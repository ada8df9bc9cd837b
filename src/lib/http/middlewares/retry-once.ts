/**
 * Last step, closest to fetch: a non-mutating request (GET, HEAD, OPTIONS) answered 408, 409,
 * 425, 429, 500, 502, 503 or 504 is sent once more; whatever the second answer is goes on to
 * the status handling.
 */
import type { ConfiguredMiddleware } from 'wretch';
import { retry } from 'wretch/middlewares/retry';
import { isNonMutating, retriedStatuses } from '../request-rules.ts';

export function retryOnceStep(delayMs: number): ConfiguredMiddleware {
  return retry({
    maxAttempts: 1,
    delayTimer: delayMs,
    until: (response) => !response || !retriedStatuses.has(response.status),
    skip: (_url, options) => !isNonMutating(options.method),
    resolveWithLatestResponse: true,
  });
}
