/**
 * Step 6: the error catalogue of spec section 8. A 401 refreshes the tokens (single flight) and
 * sends the request once more; 403, 404, 429 and 500 show the error screen or a snackbar, with
 * the listed exceptions. The answer then goes on unchanged: wretch rejects every answer that
 * is not ok, and the client turns that into an HttpError.
 */
import type { ConfiguredMiddleware, WretchOptions } from 'wretch';
import type { ReadableAtom } from 'nanostores';
import type { Tokens } from '../../session/session-types.ts';
import type { HttpClientDependencies } from '../http-dependencies.ts';
import { messageOf } from '../http-error.ts';
import { errorColor } from '../../notifications/snackbar-store.ts';
import { readResponseBody } from '../response-body.ts';
import {
  domainInfoOperation,
  isPlatformCall,
  isQuietNotFound,
  isSignInCall,
  refreshesOnUnauthorized,
  type RequestTarget,
} from '../request-rules.ts';
import type { TokenRefresher } from '../token-refresher.ts';
import { sentAccessToken, withBearer } from './bearer-token.ts';
import type { DescribeTarget } from './describe-target.ts';

export type StatusHandlingOptions = Pick<
  HttpClientDependencies,
  'raiseAppError' | 'showSnackbar' | 'translate' | 'currentPath' | 'handlers'
> & {
  tokens: ReadableAtom<Tokens | null>;
  refresher: TokenRefresher;
  describe: DescribeTarget;
};

function operationOf(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'operation' in parsed ? parsed.operation : undefined;
  } catch {
    return undefined;
  }
}

const onLogoutPage = (path: string) => path.replace(/\/+$/, '') === '/logout';

export function statusHandlingStep(options: StatusHandlingOptions): ConfiguredMiddleware {
  const { tokens, refresher, raiseAppError, showSnackbar, translate, currentPath, handlers } = options;

  /** The token to send again with: a refresh's, or one that replaced the sent token meanwhile. */
  async function renewedToken(requestOptions: WretchOptions): Promise<string> {
    if (refresher.running) return refresher.refresh();
    const stored = tokens.get()?.accessToken;
    if (stored && stored !== sentAccessToken(requestOptions)) return stored;
    return refresher.refresh();
  }

  async function report(response: Response, target: RequestTarget, requestOptions: WretchOptions): Promise<void> {
    const { status } = response;
    if (![403, 404, 429, 500].includes(status)) return;
    const body = await readResponseBody(response.clone()).catch(() => undefined);
    const message = messageOf(body, response.statusText || `${target.method} ${target.path}`);
    if (status === 403) {
      if (!isSignInCall(target)) raiseAppError({ statusCode: 403, value: message });
    } else if (status === 404) {
      if (!isQuietNotFound(target) && !onLogoutPage(currentPath()) && !handlers.onNotFound()) raiseAppError({ statusCode: 404, value: message });
    } else if (status === 429) {
      if (isPlatformCall(target) && operationOf(requestOptions.body) === domainInfoOperation) {
        showSnackbar({ content: translate('http:throttleLimit'), color: errorColor });
      } else if (!isSignInCall(target)) {
        raiseAppError({ statusCode: 429, value: message });
      }
    } else {
      raiseAppError({ statusCode: 500, value: body ?? message });
    }
  }

  return (next) => async (url, requestOptions) => {
    const target = options.describe(url, requestOptions.method);
    let response = await next(url, requestOptions);
    if (response.status === 401 && refreshesOnUnauthorized(target) && (refresher.running || refresher.canRefresh())) {
      const accessToken = await renewedToken(requestOptions);
      response = await next(url, withBearer(requestOptions, accessToken));
    }
    await report(response, target, requestOptions);
    return response;
  };
}
