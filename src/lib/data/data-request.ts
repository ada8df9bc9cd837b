/**
 * One screen's request and what it shows meanwhile (DESIGN.md section 11, "One data path"):
 * loading, ready, empty, or an error that can be retried. A newer load cancels the one in
 * flight; a cancelled request never becomes an error. A request cancelled from outside (the
 * HTTP client cancels everything when the page is left) stays loading and is marked
 * interrupted, so a page brought back from the browser's cache can ask again.
 * Framework-free: `useData` (src/islands/kit) is its React adapter.
 */
import { HttpError, isAbortError } from '../http/http-error.ts';
import { incompletePathName } from './scoped-path.ts';

/** What a failure means to the person looking at the screen. */
export type FailureKind = 'access-denied' | 'not-found' | 'offline' | 'too-many-requests' | 'server' | 'other';

export interface DataFailure {
  kind: FailureKind;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** The server's or the client's message. */
  message: string;
  error: unknown;
}

/** `data` in loading and error is the last answer, kept while a newer one is asked for. */
export type DataState<T> =
  | { status: 'idle'; data?: undefined }
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'empty'; data: T }
  | { status: 'error'; data?: T; failure: DataFailure };

export type Load<T> = (signal: AbortSignal) => Promise<T>;

export interface DataRequest<T> {
  get(): DataState<T>;
  /** Called after every change of state; answers the unsubscribe. */
  listen(listener: () => void): () => void;
  /**
   * Asks for what `key` names with `load`, cancelling a request for another key. The same key
   * asks nothing while its request is in flight or answered (a retry asks again).
   */
  ask(key: string, load: Load<T>): void;
  /** Asks again with the last key and `load`. */
  retry(): void;
  /** Asks again when the last request was cancelled from outside (the page was left); answers whether it did. */
  resume(): boolean;
  /** Cancels the request in flight; what is shown stays, and asking for the same key asks again. */
  cancel(): void;
  /** Takes a newer answer in (a saved record), or works it out from the one shown. */
  set(data: T | ((current: T | undefined) => T)): void;
}

export interface DataRequestOptions<T> {
  /** Which answers are "nothing here" (default: an empty array, or a list answer with no rows). */
  isEmpty?: (data: T) => boolean;
  /** An answer already at hand for `key`: the request starts with it, and asking for that key asks nothing. */
  initial?: { key: string; data: T };
}

/** An empty array, or a list answer (`{ data: [] }`) with no rows. */
export function isEmptyAnswer(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && data !== null && 'data' in data && Array.isArray(data.data) && data.data.length === 0;
}

export function failureKind(status: number, error?: unknown): FailureKind {
  if (status === 0) return error instanceof HttpError && error.name === incompletePathName ? 'other' : 'offline';
  if (status === 403) return 'access-denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many-requests';
  if (status >= 500) return 'server';
  return 'other';
}

export function failureOf(error: unknown): DataFailure {
  const status = error instanceof HttpError ? error.status : 0;
  const message = error instanceof Error ? error.message : String(error);
  // Anything but an HttpError is the portal's own fault, not the network's.
  const kind = error instanceof HttpError ? failureKind(status, error) : 'other';
  return { kind, status, message, error };
}

export function createDataRequest<T>(options: DataRequestOptions<T> = {}): DataRequest<T> {
  const isEmpty = options.isEmpty ?? isEmptyAnswer;
  const settled = (data: T): DataState<T> => (isEmpty(data) ? { status: 'empty', data } : { status: 'ready', data });
  let state: DataState<T> = options.initial ? settled(options.initial.data) : { status: 'idle' };
  /** The key of what is shown or asked for. */
  let key = options.initial?.key;
  let last: Load<T> | undefined;
  /** Set while a request is in flight. */
  let controller: AbortController | undefined;
  let interrupted = false;
  const listeners = new Set<() => void>();

  function change(next: DataState<T>) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function start(load: Load<T>) {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    last = load;
    interrupted = false;
    if (state.status !== 'loading') change(state.data === undefined ? { status: 'loading' } : { status: 'loading', data: state.data });
    let answer: Promise<T>;
    try {
      answer = load(own.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    const current = () => controller === own && !own.signal.aborted;
    answer.then(
      (data) => {
        if (!current()) return;
        controller = undefined;
        change(settled(data));
      },
      (error: unknown) => {
        if (!current()) return;
        controller = undefined;
        if (isAbortError(error)) {
          interrupted = true;
          return;
        }
        change({ status: 'error', failure: failureOf(error), ...(state.data === undefined ? {} : { data: state.data }) });
      },
    );
  }

  return {
    get: () => state,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ask(nextKey, load) {
      const asked = nextKey === key && (controller !== undefined || (state.status !== 'loading' && state.status !== 'idle'));
      if (asked) {
        last = load;
        return;
      }
      key = nextKey;
      start(load);
    },
    retry() {
      if (last) start(last);
    },
    resume() {
      if (!interrupted || !last) return false;
      start(last);
      return true;
    },
    cancel() {
      controller?.abort();
      controller = undefined;
    },
    set(data) {
      controller?.abort();
      controller = undefined;
      change(settled(typeof data === 'function' ? (data as (current: T | undefined) => T)(state.data) : data));
    },
  };
}
