/**
 * The HTTP client wired as the page wires it (src/lib/http/http.ts) — Node's real fetch, the real
 * session stores ($tokens, $user and its syncPermissions, $environmentName), the English
 * translator — but pointed at an API double, with every side effect collected in arrays.
 */
import type { AppError } from '~/lib/errors/app-error.ts';
import { createHttpClient, type HttpClient } from '~/lib/http/http-client.ts';
import type { HttpHandlers } from '~/lib/http/http-dependencies.ts';
import { englishT } from '~/lib/i18n/english-resources.ts';
import type { SnackbarInput } from '~/lib/notifications/snackbar-store.ts';
import { $environmentName } from '~/lib/session/environment-store.ts';
import type { StoredUser, Tokens } from '~/lib/session/session-types.ts';
import { formatUtcTimestamp, sessionExpiry } from '~/lib/session/token-expiry.ts';
import { $tokens } from '~/lib/session/tokens-store.ts';
import { $user, setUser, syncPermissions } from '~/lib/session/user-store.ts';
import type { ApiDouble } from './api-double.ts';

export type HandlerName = keyof HttpHandlers;

export function signedInTokens(overrides: Partial<Tokens> = {}): Tokens {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', expires: sessionExpiry(), ...overrides };
}

export const expiredStamp = () => formatUtcTimestamp(new Date(Date.now() - 60_000));

export function storedUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return { id: 'u-1', group_id: 'g'.repeat(36), roles: ['domains-viewer'], abilities: [], dark_theme: false, language: 'en', ...overrides };
}

export interface RealClientOptions {
  tokens?: Tokens | null;
  user?: StoredUser | null;
  currentPath?: string;
  /** Replaces the recording-only behaviour of a handler (the call is still recorded). */
  handlers?: Partial<HttpHandlers>;
}

export interface RealClient {
  client: HttpClient;
  appErrors: AppError[];
  snackbars: SnackbarInput[];
  /** Every handler call, in order. */
  handlerCalls: HandlerName[];
  /** Every value the stored user took after the client was made. */
  userChanges: (StoredUser | null)[];
  /** Stops listening to the stores and cancels whatever is still in flight. */
  dispose(): void;
}

/** Kept short so that the retry tests stay fast; the page waits 500 ms. */
export const testRetryDelayMs = 10;

export function createRealClient(api: ApiDouble, options: RealClientOptions = {}): RealClient {
  $tokens.set(options.tokens === undefined ? signedInTokens() : options.tokens);
  setUser(options.user === undefined ? storedUser() : options.user);
  $environmentName.set(undefined);

  const appErrors: AppError[] = [];
  const snackbars: SnackbarInput[] = [];
  const handlerCalls: HandlerName[] = [];
  const userChanges: (StoredUser | null)[] = [];
  const stopListening = $user.listen((value) => {
    userChanges.push(value);
  });
  const handlers: HttpHandlers = {
    onSessionExpired: () => {
      handlerCalls.push('onSessionExpired');
      options.handlers?.onSessionExpired?.();
    },
    onRefreshFailed: () => {
      handlerCalls.push('onRefreshFailed');
      options.handlers?.onRefreshFailed?.();
    },
    onNotFound: () => {
      handlerCalls.push('onNotFound');
      return options.handlers?.onNotFound?.() ?? false;
    },
  };

  const client = createHttpClient({
    fetch: (url, init) => fetch(url, init),
    apiBase: () => api.apiBase,
    userinfoEndpoint: () => api.userinfoEndpoint,
    tokens: $tokens,
    user: $user,
    syncPermissions,
    environmentName: $environmentName,
    raiseAppError: (error) => appErrors.push(error),
    showSnackbar: (message) => snackbars.push(message),
    translate: englishT,
    currentPath: () => options.currentPath ?? '/domains',
    handlers,
    retryDelayMs: testRetryDelayMs,
  });

  return {
    client,
    appErrors,
    snackbars,
    handlerCalls,
    userChanges,
    dispose() {
      stopListening();
      client.abortAll();
    },
  };
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

/** Lets the sockets and timers of the loop run for a moment (long enough for a stray request to arrive). */
export const quietMoment = (ms = 40) => new Promise((done) => setTimeout(done, ms));
