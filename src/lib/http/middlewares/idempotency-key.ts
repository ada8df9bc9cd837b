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

/** 128 random bits as hex (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
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
