/**
 * The writes that start work or charge (issue 32: a bulk job and its retry, an order, domains
 * added, a platform call, deletions, contact changes) carry an Idempotency-Key made once per call
 * of the data provider — one user action — so the same request sent again for it (the HTTP
 * client resends it after a token refresh, headers and all) carries the same key, and the API
 * answers it from the first rather than doing it twice. Signed-in screens only: the public pages
 * and the core chunk every page downloads do without it (DESIGN.md section 10, budgets).
 */
export const idempotencyKeyHeader = 'idempotency-key';

const idempotentWrite = /^groups\/[^/]+\/(jobs(\/[^/]+\/retry)?|domain_(orders|additions|deletions|contact_changes)|platform_calls)$/;

export function takesIdempotencyKey(method: string, path: string): boolean {
  return method === 'POST' && idempotentWrite.test(path);
}

/** 128 random bits as 32 hex digits (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return crypto.getRandomValues(new BigUint64Array(2)).reduce((key, part) => key + part.toString(16).padStart(16, '0'), '');
}

/** The header a request takes: a new key for a write that starts work or charges, none otherwise. */
export function idempotencyHeaders(method: string, path: string, newKey: () => string = newIdempotencyKey): { headers?: Record<string, string> } {
  return takesIdempotencyKey(method, path) ? { headers: { [idempotencyKeyHeader]: newKey() } } : {};
}
