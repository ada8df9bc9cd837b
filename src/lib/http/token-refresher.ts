/**
 * One refresh at a time (spec section 4): every 401 that arrives while a refresh runs waits for
 * that same refresh. On failure the logout handler runs once and every waiter gets the error.
 * A refresh token whose refresh failed is never presented again: requests that were still queued
 * (sent with the old access token, refused after the failure) are rejected as they are, rather
 * than starting a second refresh and a second logout.
 */
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { signInContracts } from '../contracts/sign-in-contracts.ts';
import type { StoredUser, Tokens } from '../session/session-types.ts';
import { HttpError } from './http-error.ts';

export interface TokenRefresherOptions {
  tokens: WritableAtom<Tokens | null>;
  user: ReadableAtom<StoredUser | null>;
  /** POSTs to the API's `refresh` outside the queue: the requests waiting for it hold every place in flight. */
  postRefresh: (body: { refresh_token: string; sso_token?: string }) => Promise<unknown>;
  onRefreshFailed: () => void;
}

export interface TokenRefresher {
  /** False when there is nothing to refresh with (not signed in, or the stored refresh token already failed). */
  canRefresh(): boolean;
  readonly running: boolean;
  /** Resolves with the new access token. */
  refresh(): Promise<string>;
}

/** What a refresh must answer to be used (POST /refresh's answer, of which only the pair is read). */
type TokenAnswer = Pick<AnswerOf<typeof signInContracts.refresh>, 'access_token' | 'refresh_token'>;

function isTokenAnswer(value: unknown): value is TokenAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<Record<keyof TokenAnswer, unknown>>;
  return typeof answer.access_token === 'string' && typeof answer.refresh_token === 'string';
}

export function createTokenRefresher({ tokens, user, postRefresh, onRefreshFailed }: TokenRefresherOptions): TokenRefresher {
  let current: Promise<string> | undefined;
  let failedRefreshToken: string | undefined;

  async function attempt(): Promise<string> {
    const stored = tokens.get();
    if (!stored?.refreshToken) throw new HttpError(401, 'Not signed in');
    if (stored.refreshToken === failedRefreshToken) throw new HttpError(401, 'The session could not be renewed');
    const ssoToken = user.get()?.id && stored.ssoToken ? stored.ssoToken : undefined;
    try {
      const answer = await postRefresh({ refresh_token: stored.refreshToken, ...(ssoToken ? { sso_token: ssoToken } : {}) });
      if (!isTokenAnswer(answer)) throw new HttpError(401, 'The refresh answer had no tokens', answer);
      tokens.set({ ...(tokens.get() ?? stored), accessToken: answer.access_token, refreshToken: answer.refresh_token });
      return answer.access_token;
    } catch (error) {
      failedRefreshToken = stored.refreshToken;
      onRefreshFailed();
      throw error;
    }
  }

  return {
    canRefresh: () => {
      const refreshToken = tokens.get()?.refreshToken;
      return Boolean(refreshToken) && refreshToken !== failedRefreshToken;
    },
    get running() {
      return current !== undefined;
    },
    refresh() {
      current ??= attempt().finally(() => {
        current = undefined;
      });
      return current;
    },
  };
}
