/** Step 1: relative paths go to the API base read from the runtime configuration at send time. */
import type { ConfiguredMiddleware } from 'wretch';
import { resolveApiUrl } from '../api-path.ts';

export function baseUrlStep(apiBase: () => string): ConfiguredMiddleware {
  return (next) => (url, options) => next(resolveApiUrl(apiBase(), url), options);
}
