/**
 * Idempotency-Key on the writes that start work or charge (issue 32; the semantics of Stripe's
 * keys and of the IETF httpapi idempotency-key draft): a signed-in caller may send
 * `Idempotency-Key: <1–255 printable characters>`; the first request with a key is answered as
 * usual and its answer stored for 24 hours; a repeat of the same request (method, path and body,
 * compared by fingerprint) with the same key by the same user gets that stored answer again, with
 * its status and `idempotent-replayed: true`, and nothing runs again. The same key with another
 * request is 422 `idempotency_key_reused`; a repeat while the first is still being answered, 409
 * `idempotency_key_in_use`. Keys are each user's own. Answers of 5xx and 429 are not kept (nothing
 * was done: the same key may try again). Without the header nothing changes.
 *
 * Routes by contract whose contract says `idempotent` take it through `keyed(...)`: signed in,
 * then the key's check (a repeat is answered there), then the route's own access hooks, all
 * before the body is checked (contract-routes.ts); an onSend hook keeps the answer.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { ContractRouteOptions } from './contract-routes.ts';
import type { RequestHook } from '../auth/authenticate.ts';
import { ApiError } from './api-error.ts';
import { fingerprintOf } from './request-fingerprint.ts';

export const idempotencyKeyHeader = 'idempotency-key';
export const idempotentReplayedHeader = 'idempotent-replayed';
/** How long an answer is kept for repeats. */
export const idempotencyKeySeconds = 24 * 60 * 60;
/** A key still unanswered this long after its request (the process died meanwhile) may be taken over. */
const abandonedAfterSeconds = 60;
const keyPattern = /^[\x20-\x7e]{1,255}$/;

interface KeyRow {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
}

interface PendingKey {
  userId: number;
  key: string;
}

export interface IdempotencyDeps {
  db: DatabaseSync;
  authenticate: RequestHook;
  /** The API clock as ISO text, offset by some seconds. */
  isoNow(offsetSeconds?: number): string;
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[idempotencyKeyHeader];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !keyPattern.test(raw) || raw.trim() === '') {
    throw new ApiError(400, 'invalid_idempotency_key', 'Idempotency-Key takes 1 to 255 printable ASCII characters, once.', { details: { header: idempotencyKeyHeader } });
  }
  return raw;
}

function storedText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

export interface IdempotentWrite {
  /** The options of a route taking the key: signed in, the key's check, then `access` (the route's 403 and 404). */
  keyed(...access: preValidationHookHandler[]): ContractRouteOptions;
}

export function createIdempotentWrite(deps: IdempotencyDeps): IdempotentWrite {
  const { db } = deps;
  const pending = new WeakMap<FastifyRequest, PendingKey>();
  const find = db.prepare('SELECT fingerprint, status_code, content_type, body, created_at FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?');
  const dropExpired = db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?');
  const insert = db.prepare(`INSERT INTO idempotency_keys (user_id, idempotency_key, fingerprint, method, path, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, idempotency_key) DO NOTHING`);
  const takeOver = db.prepare('UPDATE idempotency_keys SET created_at = ? WHERE user_id = ? AND idempotency_key = ? AND status_code IS NULL AND created_at = ?');
  const answer = db.prepare('UPDATE idempotency_keys SET status_code = ?, content_type = ?, body = ? WHERE user_id = ? AND idempotency_key = ?');
  const forget = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ? AND status_code IS NULL');

  async function check(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = keyOf(request);
    if (key === undefined || !request.auth) return undefined;
    const userId = request.auth.user.id;
    const fingerprint = fingerprintOf({ method: request.method, path: request.url, body: request.body ?? null });
    const now = deps.isoNow();
    dropExpired.run(now);
    const created = insert.run(userId, key, fingerprint, request.method, request.url.slice(0, 2000), now, deps.isoNow(idempotencyKeySeconds));
    if (Number(created.changes) === 1) {
      pending.set(request, { userId, key });
      return undefined;
    }
    const row = find.get(userId, key) as unknown as KeyRow;
    if (row.fingerprint !== fingerprint) {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was sent with another request; a new request needs a new key.', {
        details: { header: idempotencyKeyHeader },
      });
    }
    if (row.status_code !== null) {
      reply.code(row.status_code).header(idempotentReplayedHeader, 'true');
      if (row.content_type) reply.header('content-type', row.content_type);
      return reply.send(row.body ?? '');
    }
    const abandoned = row.created_at <= deps.isoNow(-abandonedAfterSeconds);
    if (abandoned && Number(takeOver.run(now, userId, key, row.created_at).changes) === 1) {
      pending.set(request, { userId, key });
      return undefined;
    }
    throw new ApiError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being answered; ask again in a moment.', {
      headers: { 'retry-after': '1' },
      details: { header: idempotencyKeyHeader, retry_after: 1 },
    });
  }

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const entry = pending.get(request);
    if (!entry) return payload;
    pending.delete(request);
    const status = reply.statusCode;
    const text = storedText(payload);
    if (status >= 500 || status === 429 || text === null) {
      forget.run(entry.userId, entry.key);
    } else {
      const type = reply.getHeader('content-type');
      answer.run(status, typeof type === 'string' ? type : null, text, entry.userId, entry.key);
    }
    return payload;
  }

  return { keyed: (...access) => ({ preValidation: [deps.authenticate, check, ...access], onSend: store, keyed: true }) };
}
