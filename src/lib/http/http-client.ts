/**
 * The one HTTP client (DESIGN.md section 6): a wretch instance built once, its steps in this
 * order — base URL and Idempotency-Key → Bearer token and Accept-Language → queue → expiry hold → roles/abilities
 * and environment headers → status handling → one retry — and every failure rejected as an HttpError.
 */
import wretch from 'wretch';
import type { HttpClientDependencies } from './http-dependencies.ts';
import { abortError } from './http-error.ts';
import { resolveApiUrl } from './api-path.ts';
import { nestBracketKeys } from './nest-bracket-keys.ts';
import { withQuery, type QueryParameters } from './query-string.ts';
import { createRequestQueue } from './request-queue.ts';
import { readResponseBody } from './response-body.ts';
import { toHttpError } from './to-http-error.ts';
import { createTokenRefresher } from './token-refresher.ts';
import { acceptLanguageStep } from './middlewares/accept-language.ts';
import { baseUrlStep } from './middlewares/base-url.ts';
import { bearerTokenStep } from './middlewares/bearer-token.ts';
import { targetDescriber } from './middlewares/describe-target.ts';
import { environmentHeaderStep } from './middlewares/environment-header.ts';
import { expiryHoldStep } from './middlewares/expiry-hold.ts';
import { permissionHeadersStep } from './middlewares/permission-headers.ts';
import { requestQueueStep } from './middlewares/request-queue-step.ts';
import { retryOnceStep } from './middlewares/retry-once.ts';
import { statusHandlingStep } from './middlewares/status-handling.ts';

export const maxRequestsInFlight = 16;

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParameters;
  headers?: Record<string, string>;
  /** Cancels this request (it then fails with an AbortError). */
  signal?: AbortSignal;
  /** Goes ahead of every ordinary request waiting for a place in flight. */
  priority?: boolean;
}

export interface HttpClient {
  /** A path below the API base (`groups/{context}/domains`) or an absolute URL. Resolves with the answer's body. */
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** Cancels every request in flight or waiting; each fails with an AbortError. */
  abortAll(): void;
}

export function createHttpClient(dependencies: HttpClientDependencies): HttpClient {
  const { translate, tokens, user, handlers } = dependencies;
  const describe = targetDescriber(dependencies);
  const queue = createRequestQueue(dependencies.maxInFlight ?? maxRequestsInFlight, () => abortError(translate('http:aborted')));
  const plain = wretch().fetchPolyfill(dependencies.fetch);

  const refresher = createTokenRefresher({
    tokens,
    user,
    postRefresh: (body) =>
      plain
        .url(resolveApiUrl(dependencies.apiBase(), 'refresh'))
        .post(body)
        .json()
        .catch((error: unknown) => {
          throw toHttpError(error, translate);
        }),
    onRefreshFailed: () => handlers.onRefreshFailed(),
  });

  const api = plain
    .middlewares([
      baseUrlStep(dependencies.apiBase, dependencies.configured),
      bearerTokenStep(tokens, describe),
      acceptLanguageStep(dependencies.language, describe),
      requestQueueStep(queue),
      expiryHoldStep({
        tokens,
        describe,
        now: dependencies.now ?? Date.now,
        onSessionExpired: () => handlers.onSessionExpired(),
        message: () => translate('http:sessionExpired'),
      }),
      permissionHeadersStep({ user, syncPermissions: dependencies.syncPermissions, describe }),
      environmentHeaderStep(dependencies.environmentName),
      statusHandlingStep({ ...dependencies, tokens, refresher, describe }),
      retryOnceStep(dependencies.retryDelayMs ?? 500),
    ])
    .catcherFallback((error) => {
      throw toHttpError(error, translate);
    });

  async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    let chain = api.url(withQuery(path, options.query)).options({
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.priority ? { priority: 'high' } : {}),
    });
    if (options.headers) chain = chain.headers(options.headers);
    const payload = body === undefined ? null : method === 'POST' ? nestBracketKeys(body) : body;
    const response = await chain.fetch(method, '', payload).res();
    try {
      return (await readResponseBody(response)) as T;
    } catch (error) {
      throw toHttpError(error, translate);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    abortAll: () => queue.abortAll(),
  };
}
