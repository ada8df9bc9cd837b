/**
 * Step 1 of the HTTP client (continued, loaded with a page's first POST: http/middlewares/idempotency-key-on-writes.ts):
 * a write that starts work or charges (takesIdempotencyKey)
 * carries an Idempotency-Key made once per call of the client — one user action — so the same
 * request sent again for it (after a token refresh) carries the same key and the API answers it
 * from the first rather than doing it twice (issue 32). A key the caller set stays (a screen may
 * tie several sends of one intent together).
 */
import type { ConfiguredMiddleware } from 'wretch';

/** What the HTTP client's describer tells of a request (http/request-rules' RequestTarget, by shape: this folder loads on its own). */
interface RequestTarget {
  method: string;
  path: string;
}
type DescribeTarget = (url: string, method: string | undefined) => RequestTarget;

/**
 * The writes that start work or charge (issue 32: a bulk job and its retry, an order, domains
 * added, a platform call, deletions, contact changes): each user action sends them with its own
 * Idempotency-Key, so a repeat of that request is answered from the first and not done twice.
 */
const idempotentWrite = /^groups\/[^/]+\/(jobs(\/[^/]+\/retry)?|domain_(orders|additions|deletions|contact_changes)|platform_calls)$/;

export function takesIdempotencyKey(target: RequestTarget): boolean {
  return target.method === 'POST' && idempotentWrite.test(target.path);
}

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
