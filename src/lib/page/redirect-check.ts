/**
 * The server says, by path, whether a page lives elsewhere now (spec section 2): an old address
 * such as /certificates forwards to /ssls, keeping the query. A failed check changes nothing.
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { publicContracts } from '../contracts/public-contracts.ts';
import { http } from '../http/http.ts';

type RedirectAnswer = AnswerOf<typeof publicContracts.redirectCheck>;

export async function redirectTarget(location: { pathname: string; search: string; hash: string }): Promise<string | undefined> {
  try {
    const { redirect } = await http.get<RedirectAnswer>('redirects', { query: { path: location.pathname } });
    if (!redirect || !redirect.to.startsWith('/') || redirect.to.startsWith('//') || redirect.to === location.pathname) return undefined;
    return redirect.to + location.search + location.hash;
  } catch {
    return undefined;
  }
}
