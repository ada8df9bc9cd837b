/**
 * A purpose-built double of the API on a real socket (127.0.0.1, ephemeral port), for testing
 * the HTTP client over Node's own fetch. It counts and answers:
 *
 * - every request is recorded in arrival order, with the token it carried and the status it got;
 * - it counts the requests it has received and not yet answered (in flight) and the most ever;
 * - answers can be held back and released explicitly, so concurrency is observable;
 * - a Bearer token it does not (or no longer) accept is answered 401 `token_expired`;
 * - `POST /refresh` rotates the tokens (counting the calls) or, when told, fails;
 * - every answer carries the `environment` header and, when set, `roles` and `abilities`;
 * - chosen statuses can be answered on chosen paths, once or always.
 *
 * API paths live under `/api/`; the sign-on provider's userinfo is `/oidc/me` on the same server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  /** Arrival order, from 0. */
  index: number;
  method: string;
  /** Below `/api/` without the query (`groups/g/domains`); outside the API, the whole path (`/oidc/me`). */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** The Bearer token it carried, if any. */
  accessToken: string | undefined;
  body: unknown;
  /** The status it was answered with; undefined while it is in flight. */
  status?: number;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface PermissionHeaders {
  roles: string[];
  abilities: string[];
}

interface HeldAnswer {
  request: ReceivedRequest;
  send(): void;
}

interface Waiter {
  condition: () => boolean;
  resolve(): void;
}

/** Calls that need no accepted access token, as on the reference API. */
const openCalls = new Set(['login', 'login_sso', 'password_resets', 'refresh', 'logout', 'approvals']);
const apiPrefix = '/api/';
export const userinfoPath = '/oidc/me';

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text) as unknown);
      } catch {
        resolve(text);
      }
    });
  });
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export interface ApiDouble {
  readonly origin: string;
  /** The client's API base: `http://127.0.0.1:<port>/api`. */
  readonly apiBase: string;
  readonly userinfoEndpoint: string;
  /** Every request, in arrival order. */
  readonly received: readonly ReceivedRequest[];
  /** Received and not yet answered. */
  readonly inFlight: number;
  readonly maxInFlight: number;
  readonly refreshCalls: number;
  /** Answers held back, oldest first. */
  readonly held: readonly ReceivedRequest[];
  /** The access token the server accepts now, and the refresh token it would rotate. */
  readonly session: { accessToken: string; refreshToken: string };
  /** Also included in `roles`/`abilities` headers of every answer while set. */
  permissionHeaders: PermissionHeaders | undefined;
  environment: string;
  /** While true, `POST /refresh` answers 401 `refresh_token_reused`. */
  failRefresh: boolean;
  receivedOn(path: string, method?: string): ReceivedRequest[];
  /** The current access token stops being accepted (as when it outlives its lifetime). */
  expireAccessToken(): void;
  /** Holds every answer to a matching request until released; replaces any earlier rule. */
  holdWhen(predicate: (request: ReceivedRequest) => boolean): void;
  stopHolding(): void;
  /** Sends the oldest `count` held answers (that match `where`); returns how many. */
  release(count?: number, where?: (request: ReceivedRequest) => boolean): number;
  /** Answers the next requests to `method path` with these, one each, then as usual. */
  answerNext(method: string, path: string, ...answers: ScriptedAnswer[]): void;
  /** Answers every request to `method path` with this. */
  answerAlways(method: string, path: string, answer: ScriptedAnswer): void;
  /** Resolves once `condition` holds, checked after every arrival and answer; fails after `timeoutMs`. */
  until(condition: () => boolean, label: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startApiDouble(initial: { accessToken: string; refreshToken: string }): Promise<ApiDouble> {
  const received: ReceivedRequest[] = [];
  const held: HeldAnswer[] = [];
  const waiters: Waiter[] = [];
  const once = new Map<string, ScriptedAnswer[]>();
  const always = new Map<string, ScriptedAnswer>();
  const session = { ...initial };
  const acceptedTokens = new Set([initial.accessToken]);
  let tokenGeneration = Number(/\d+$/.exec(initial.accessToken)?.[0] ?? 1);
  let inFlight = 0;
  let maxInFlight = 0;
  let refreshCalls = 0;
  let holdRule: ((request: ReceivedRequest) => boolean) | undefined;

  const notify = () => {
    for (const waiter of [...waiters]) {
      if (!waiter.condition()) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const double: ApiDouble = {
    origin,
    apiBase: `${origin}/api`,
    userinfoEndpoint: `${origin}${userinfoPath}`,
    received,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    get refreshCalls() {
      return refreshCalls;
    },
    get held() {
      return held.map((entry) => entry.request);
    },
    session,
    permissionHeaders: undefined,
    environment: 'test-double',
    failRefresh: false,
    receivedOn: (path, method) => received.filter((request) => request.path === path && (!method || request.method === method.toUpperCase())),
    expireAccessToken: () => acceptedTokens.delete(session.accessToken),
    holdWhen(predicate) {
      holdRule = predicate;
    },
    stopHolding() {
      holdRule = undefined;
    },
    release(count = Number.POSITIVE_INFINITY, where = () => true) {
      let released = 0;
      for (const entry of [...held]) {
        if (released >= count) break;
        if (!where(entry.request)) continue;
        held.splice(held.indexOf(entry), 1);
        entry.send();
        released += 1;
      }
      return released;
    },
    answerNext(method, path, ...answers) {
      once.set(keyOf(method, path), [...(once.get(keyOf(method, path)) ?? []), ...answers]);
    },
    answerAlways(method, path, answer) {
      always.set(keyOf(method, path), answer);
    },
    until(condition, label, timeoutMs = 3000) {
      if (condition()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`The API double never reached: ${label} (received ${received.length}, in flight ${inFlight}, held ${held.length})`));
        }, timeoutMs);
        const waiter: Waiter = {
          condition,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(waiter);
      });
    },
    async close() {
      holdRule = undefined;
      double.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answerRefresh(request: ReceivedRequest): ScriptedAnswer {
    const presented = typeof request.body === 'object' && request.body !== null && 'refresh_token' in request.body ? request.body.refresh_token : undefined;
    if (double.failRefresh || presented !== session.refreshToken) {
      return { status: 401, body: { code: 'refresh_token_reused', message: 'This refresh token was already used. Sign in again.' } };
    }
    tokenGeneration += 1;
    acceptedTokens.clear();
    session.accessToken = `access-${tokenGeneration}`;
    session.refreshToken = `refresh-${tokenGeneration}`;
    acceptedTokens.add(session.accessToken);
    return { status: 200, body: { access_token: session.accessToken, refresh_token: session.refreshToken } };
  }

  /** Decided when the answer is sent, so a held request sees the server's state at release. */
  function answerFor(request: ReceivedRequest): ScriptedAnswer {
    const firstSegment = request.path.split('/', 1)[0]!;
    if (request.method === 'POST' && request.path === 'refresh') return answerRefresh(request);
    const needsToken = request.path !== userinfoPath && !openCalls.has(firstSegment);
    if (needsToken && (!request.accessToken || !acceptedTokens.has(request.accessToken))) {
      return { status: 401, body: { code: 'token_expired', message: 'The access token has expired.' } };
    }
    const key = keyOf(request.method, request.path);
    const next = once.get(key)?.shift();
    if (next) return next;
    const fixed = always.get(key);
    if (fixed) return fixed;
    return { status: 200, body: { path: request.path, method: request.method, token: request.accessToken ?? null } };
  }

  function send(request: ReceivedRequest, response: ServerResponse): void {
    const answer = answerFor(request);
    const headers: Record<string, string> = { environment: double.environment, ...answer.headers };
    if (double.permissionHeaders) {
      headers.roles = JSON.stringify(double.permissionHeaders.roles);
      headers.abilities = JSON.stringify(double.permissionHeaders.abilities);
    }
    const hasBody = answer.body !== undefined && answer.status !== 204;
    if (hasBody) headers['content-type'] = 'application/json';
    request.status = answer.status;
    // Counted out before the bytes leave: the client cannot send its next request any sooner.
    inFlight -= 1;
    response.writeHead(answer.status, headers);
    response.end(hasBody ? JSON.stringify(answer.body) : undefined);
    notify();
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let answered = false;
    // A request the client gave up on (aborted) is no longer in flight.
    response.on('close', () => {
      if (answered) return;
      answered = true;
      inFlight -= 1;
      notify();
    });
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const authorization = incoming.headers.authorization;
    const request: ReceivedRequest = {
      index: received.length,
      method: (incoming.method ?? 'GET').toUpperCase(),
      path: url.pathname.startsWith(apiPrefix) ? url.pathname.slice(apiPrefix.length).replace(/\/+$/, '') : url.pathname,
      query: url.searchParams,
      authorization,
      accessToken: authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined,
      body: await readBody(incoming),
    };
    // Numbered once the body is in, so that `index` matches the place in `received`.
    request.index = received.length;
    received.push(request);
    if (request.method === 'POST' && request.path === 'refresh') refreshCalls += 1;
    const sendOnce = () => {
      if (answered) return;
      answered = true;
      if (!response.destroyed) return send(request, response);
      inFlight -= 1;
      notify();
    };
    if (holdRule?.(request)) held.push({ request, send: sendOnce });
    else sendOnce();
    notify();
  }

  return double;
}
