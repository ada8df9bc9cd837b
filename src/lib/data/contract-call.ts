/**
 * A call by a route's contract (src/lib/contracts; docs/ARCHITECTURE.md, "API contracts"): the
 * route (method and path) is the contract's own, its `{parameters}` filled from `params`, and the
 * answer is typed by the contract's schema. A route below /groups/{context}/ is called in the
 * current account, as every `call` is. The page carries the route only; the contract's schemas
 * stay types.
 */
import type { AnswerOf, ApiContract, BodyOf, ContractRoute, ParamsOf } from '../contracts/api-contract.ts';
import type { QueryParameters } from '../http/query-string.ts';
import { call } from './data.ts';

const accountPrefix = '/groups/{context}/';

type PathParams<C extends ApiContract> = ParamsOf<C> extends Record<string, unknown> ? Omit<ParamsOf<C>, 'context'> : Record<string, never>;

export interface ContractCall<C extends ApiContract> {
  params: PathParams<C>;
  body?: BodyOf<C>;
  query?: QueryParameters;
  signal?: AbortSignal;
}

/** The path with its parameters filled in (each encoded). */
export function filledPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replaceAll(/\{([A-Za-z_]\w*)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`The call to ${path} lacks its parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}

export function callContract<C extends ApiContract>(route: ContractRoute & Pick<C, 'method' | 'path'>, { params, body, query, signal }: ContractCall<C>): Promise<AnswerOf<C>> {
  const inAccount = route.path.startsWith(accountPrefix);
  const path = filledPath(inAccount ? route.path.slice(accountPrefix.length) : route.path, params as Record<string, unknown>);
  return call<AnswerOf<C>>(route.method, inAccount ? path : path.slice(1), {
    ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}), ...(signal ? { signal } : {}), scope: inAccount ? 'group' : 'root',
  });
}
