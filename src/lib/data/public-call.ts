/**
 * The data path of the pages that need no sign-in (spec section 6), today the approval page's
 * `approvals/{publicId}`: a call below the API base that stands outside any account, so it is
 * not below `groups/{context}/` as the data provider's calls are. The HTTP client sends these
 * without a token and never holds them for an expired session nor refreshes one, and passes
 * their 404 to the caller (src/lib/http/request-rules.ts, spec section 8).
 *
 * It stands apart from the data provider (and from this folder's index) so a signed-out page
 * loads only the portal core with it, not the signed-in chunk (astro.config.mjs; the budget of
 * DESIGN.md section 10).
 */
import { http } from '../http/http.ts';
import type { HttpMethod } from '../http/http-client.ts';
import { HttpError } from '../http/http-error.ts';
import { t } from '../i18n/locale-store.ts';

export interface PublicCallOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/** `path` is the call's pieces (`['approvals', publicId]`), each encoded; an empty piece is refused before anything is sent. */
export function publicCall<T = unknown>(method: HttpMethod, path: readonly string[], { body, signal }: PublicCallOptions = {}): Promise<T> {
  if (path.length === 0 || path.some((part) => part === '')) return Promise.reject(new HttpError(0, `${t('http:emptyPathPart')} ${path.join('/')}`));
  return http.request<T>(method, path.map(encodeURIComponent).join('/'), body, signal ? { signal } : {});
}
