/** What the HTTP client needs from the page; the page's singleton passes the real stores, tests pass fakes. */
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { AppError } from '../errors/app-error.ts';
import type { SnackbarInput } from '../notifications/snackbar-store.ts';
import type { StoredUser, Tokens } from '../session/session-types.ts';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** Behaviour owned by other modules (sign-in, account context), plugged in at run time. */
export interface HttpHandlers {
  /** The stored expiry has passed: save the current path and log out. */
  onSessionExpired(): void;
  /** The tokens could not be refreshed: log out. */
  onRefreshFailed(): void;
  /**
   * Runs before the not-found screen would show; answers true when it dealt with the 404
   * itself (after the context parameter changed, the first 404 sends the user to /).
   */
  onNotFound(): boolean;
}

export interface HttpClientDependencies {
  fetch: FetchFunction;
  /** Resolves once the runtime configuration (and so the API base) is known; absent in tests. */
  configured?: () => Promise<unknown>;
  apiBase(): string;
  userinfoEndpoint(): string;
  tokens: WritableAtom<Tokens | null>;
  user: ReadableAtom<StoredUser | null>;
  syncPermissions(roles: string[], abilities: string[]): void;
  environmentName: WritableAtom<string | undefined>;
  raiseAppError(error: AppError): void;
  showSnackbar(message: SnackbarInput): void;
  translate(key: string, variables?: Record<string, unknown>): string;
  /** The portal's language (`en`, `es`, `ja`), read at send time and sent as Accept-Language; none when absent. */
  language?(): string;
  /** The page's path, e.g. `location.pathname`. */
  currentPath(): string;
  handlers: HttpHandlers;
  now?(): number;
  /** 16 unless a test says otherwise. */
  maxInFlight?: number;
  /** Wait before the one retry of a non-mutating request; 500 ms unless a test says otherwise. */
  retryDelayMs?: number;
}
