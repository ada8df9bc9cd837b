/** Step 1: relative paths go to the API base read from the runtime configuration at send time, once it is loaded. */
import type { ConfiguredMiddleware } from 'wretch';
import { resolveApiUrl } from '../api-path.ts';

export function baseUrlStep(apiBase: () => string, configured?: () => Promise<unknown>): ConfiguredMiddleware {
  return (next) => (url, options) =>
    configured ? configured().then(() => next(resolveApiUrl(apiBase(), url), options)) : next(resolveApiUrl(apiBase(), url), options);
}
