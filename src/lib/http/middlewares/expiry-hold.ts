/**
 * Step 4: once the stored session expiry has passed, a request is never sent (except userinfo
 * and logout); the session-expiry handler runs instead, once per expiry, and the request fails
 * as cancelled.
 */
import type { ConfiguredMiddleware } from 'wretch';
import type { ReadableAtom } from 'nanostores';
import type { Tokens } from '../../session/session-types.ts';
import { hasExpired } from '../../session/token-expiry.ts';
import { abortError } from '../http-error.ts';
import { isHeldWhenExpired } from '../request-rules.ts';
import type { DescribeTarget } from './describe-target.ts';

export interface ExpiryHoldOptions {
  tokens: ReadableAtom<Tokens | null>;
  describe: DescribeTarget;
  now: () => number;
  onSessionExpired: () => void;
  message: () => string;
}

export function expiryHoldStep({ tokens, describe, now, onSessionExpired, message }: ExpiryHoldOptions): ConfiguredMiddleware {
  let handledExpiry: string | undefined;
  return (next) => (url, options) => {
    const stored = tokens.get();
    // Without stored tokens there is no session to expire: sign-in and public calls go out.
    if (!stored || !isHeldWhenExpired(describe(url, options.method)) || !hasExpired(stored.expires, now())) {
      return next(url, options);
    }
    if (handledExpiry !== stored.expires) {
      handledExpiry = stored.expires;
      onSessionExpired();
    }
    return Promise.reject(abortError(message()));
  };
}
