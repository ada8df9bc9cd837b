/** Step 2: the stored access token as a Bearer header, except on userinfo, which carries the provider's token. */
import type { ConfiguredMiddleware, WretchOptions } from 'wretch';
import type { ReadableAtom } from 'nanostores';
import type { Tokens } from '../../session/session-types.ts';
import { addsBearer } from '../request-rules.ts';
import type { DescribeTarget } from './describe-target.ts';

export function withBearer(options: WretchOptions, accessToken: string): WretchOptions {
  const headers = new Headers(options.headers);
  headers.set('authorization', `Bearer ${accessToken}`);
  return { ...options, headers };
}

export function sentAccessToken(options: WretchOptions): string | undefined {
  const value = new Headers(options.headers).get('authorization');
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : undefined;
}

export function bearerTokenStep(tokens: ReadableAtom<Tokens | null>, describe: DescribeTarget): ConfiguredMiddleware {
  return (next) => (url, options) => {
    const accessToken = tokens.get()?.accessToken;
    const send = accessToken && addsBearer(describe(url, options.method));
    return next(url, send ? withBearer(options, accessToken) : options);
  };
}
