/**
 * Step 2 (continued): the portal's language (the one the reader chose, not the browser's) as
 * Accept-Language on the API's calls, so the API answers in it (a platform call's message). A
 * header the caller set stays; userinfo, the sign-on provider's call, is left alone.
 */
import type { ConfiguredMiddleware } from 'wretch';
import type { DescribeTarget } from './describe-target.ts';

export function acceptLanguageStep(language: (() => string) | undefined, describe: DescribeTarget): ConfiguredMiddleware {
  return (next) => (url, options) => {
    const value = language?.();
    if (!value || describe(url, options.method).userinfo) return next(url, options);
    const headers = new Headers(options.headers);
    if (headers.has('accept-language')) return next(url, options);
    headers.set('accept-language', value);
    return next(url, { ...options, headers });
  };
}
