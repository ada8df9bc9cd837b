/**
 * A fake fetch for the HTTP client's tests: records what was sent, counts requests in flight,
 * honours abort signals, and answers through a route function (which may hold an answer back).
 */
import { atom } from 'nanostores';
import { vi } from 'vitest';
import type { AppError } from '~/lib/errors/app-error.ts';
import { createHttpClient, type HttpClient } from '~/lib/http/http-client.ts';
import type { FetchFunction, HttpHandlers } from '~/lib/http/http-dependencies.ts';
import { englishT } from '~/lib/i18n/english-resources.ts';
import type { SnackbarInput } from '~/lib/notifications/snackbar-store.ts';
import type { StoredUser, Tokens } from '~/lib/session/session-types.ts';
import { formatUtcTimestamp, sessionExpiry } from '~/lib/session/token-expiry.ts';

export const apiBase = 'https://api.test';
export const userinfoEndpoint = 'https://sso.test/oidc/me';

export interface SentRequest {
  url: string;
  /** Below the API base, without the query: `groups/g/domains`. */
  path: string;
  query: URLSearchParams;
  method: string;
  headers: Headers;
  body: string | undefined;
  json(): unknown;
}

export type Route = (request: SentRequest) => Response | Promise<Response>;

export function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: empty ? headers : { 'content-type': 'application/json', ...headers },
  });
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promise callbacks and zero-delay timers run. */
export const settle = () => new Promise((done) => setTimeout(done, 0));

export function createFakeApi(route: Route) {
  const sent: SentRequest[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch: FetchFunction = (url, init) => {
    const parsed = new URL(url);
    const body = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      url,
      path: parsed.origin === apiBase ? parsed.pathname.replace(/^\/+/, '') : url.split('?')[0]!,
      query: parsed.searchParams,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body,
      json: () => (body === undefined ? undefined : JSON.parse(body)),
    };
    sent.push(request);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => route(request))
        .then(resolve, reject)
        .finally(() => {
          inFlight -= 1;
          signal?.removeEventListener('abort', onAbort);
        });
    });
  };
  return {
    fetch,
    sent,
    sentTo: (path: string) => sent.filter((request) => request.path === path),
    get inFlight() {
      return inFlight;
    },
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

export function signedInTokens(overrides: Partial<Tokens> = {}): Tokens {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', expires: sessionExpiry(), ...overrides };
}

export const expiredStamp = () => formatUtcTimestamp(new Date(Date.now() - 60_000));

export function storedUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return { id: 'u-1', group_id: 'g'.repeat(36), roles: ['domains-viewer'], abilities: [], dark_theme: false, language: 'en', ...overrides };
}

export interface TestClientOptions {
  route: Route;
  tokens?: Tokens | null;
  user?: StoredUser | null;
  currentPath?: string;
  maxInFlight?: number;
  handlers?: Partial<HttpHandlers>;
}

/** An HTTP client on fresh stores and the fake API, with every side effect recorded. */
export function createTestClient(options: TestClientOptions) {
  const api = createFakeApi(options.route);
  const tokens = atom<Tokens | null>(options.tokens === undefined ? signedInTokens() : options.tokens);
  const user = atom<StoredUser | null>(options.user === undefined ? storedUser() : options.user);
  const environmentName = atom<string | undefined>(undefined);
  const appErrors: AppError[] = [];
  const snackbars: SnackbarInput[] = [];
  const handlers = {
    onSessionExpired: vi.fn<() => void>(),
    onRefreshFailed: vi.fn<() => void>(),
    onNotFound: vi.fn<() => boolean>(() => false),
    ...options.handlers,
  };
  const syncPermissions = vi.fn((roles: string[], abilities: string[]) => {
    const current = user.get();
    if (current) user.set({ ...current, roles, abilities });
  });
  const client: HttpClient = createHttpClient({
    fetch: api.fetch,
    apiBase: () => apiBase,
    userinfoEndpoint: () => userinfoEndpoint,
    tokens,
    user,
    syncPermissions,
    environmentName,
    raiseAppError: (error) => appErrors.push(error),
    showSnackbar: (message) => snackbars.push(message),
    translate: englishT,
    currentPath: () => options.currentPath ?? '/domains',
    handlers,
    maxInFlight: options.maxInFlight ?? 16,
    retryDelayMs: 0,
  });
  return { client, api, tokens, user, environmentName, appErrors, snackbars, handlers, syncPermissions };
}

/** The rejection of a promise that must fail. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail, but it succeeded');
}
