/**
 * Step 1 (continued): a write that starts work or charges (request-rules: takesIdempotencyKey)
 * carries an Idempotency-Key made once per call of the client — one user action — so the same
 * request sent again for it (after a token refresh) carries the same key and the API answers it
 * from the first rather than doing it twice (issue 32). A key the caller set stays (a screen may
 * tie several sends of one intent together).
 */
import type { ConfiguredMiddleware } from 'wretch';
import { takesIdempotencyKey } from '../request-rules.ts';
import type { DescribeTarget } from './describe-target.ts';

export const idempotencyKeyHeader = 'idempotency-key';

/** 128 random bits as 32 hex digits (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return crypto.getRandomValues(new BigUint64Array(2)).reduce((key, part) => key + part.toString(16).padStart(16, '0'), '');
}

export function idempotencyKeyStep(describe: DescribeTarget, newKey: () => string = newIdempotencyKey): ConfiguredMiddleware {
  return (next) => (url, options) => {
    if (!takesIdempotencyKey(describe(url, options.method))) return next(url, options);
    const headers = new Headers(options.headers);
    if (headers.has(idempotencyKeyHeader)) return next(url, options);
    headers.set(idempotencyKeyHeader, newKey());
    return next(url, { ...options, headers });
  };
}
