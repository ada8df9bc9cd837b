/** Step 5 (continued): the `environment` answer header is kept as the environment name. */
import type { ConfiguredMiddleware } from 'wretch';
import type { WritableAtom } from 'nanostores';
import { environmentHeader } from '../../session/environment-store.ts';

export function environmentHeaderStep(environmentName: WritableAtom<string | undefined>): ConfiguredMiddleware {
  return (next) => async (url, options) => {
    const response = await next(url, options);
    const name = response.headers.get(environmentHeader);
    if (name !== null && name !== environmentName.get()) environmentName.set(name);
    return response;
  };
}
