/**
 * A list page's first call, started when the list island's module is evaluated, from a plan the
 * pre-rendered page carries (`#early-list-plan`), rather than after React has hydrated the
 * island and read the address: on /domains that moved the call about 400 ms earlier. The island
 * takes the call when its first request is the same one; a call nobody takes is dropped.
 */
import { getList } from '../data/data.ts';
import { listResultOf } from '../data/data-provider.ts';
import { defaultListLimit, defaultListPage } from '../data/list-query.ts';
import type { ListResult } from '../data/data-types.ts';
import type { ListQuery } from '../data/list-query.ts';
import { currentContext } from '../data/current-context.ts';
import { isStaffInAllAccounts } from '../permissions/can.ts';
import { matchRouteParameters } from '../routes/route-params.ts';
import { $tokens } from '../session/tokens-store.ts';
import { $user } from '../session/user-store.ts';
import { columnsForView } from './account-view.ts';
import { earlyListPlanId, listCallQuery, type EarlyListPlan } from './early-list-plan.ts';
import { takeRawEarlyList } from './early-list-boot.ts';
import { listRequest } from './list-request.ts';
import { readListUrlState } from './list-url-state.ts';

type Answer = ListResult<Record<string, unknown>>;

const started = new Map<string, Promise<Answer>>();
/** Calls that have answered, for an island that renders after the answer came. */
const answered = new Map<string, Answer>();

const keyOf = (request: Omit<ListQuery, 'signal'>) => JSON.stringify(request);

/** The route's parameters as the list island reads them. */
export function listRouteParameters(pattern: string, pathname: string): Record<string, string> {
  return matchRouteParameters(pattern, pathname.replace(/\/$/, '') || '/') ?? {};
}

/** The inline script asks only for a list whose address has no query (the account context aside). */
function isDefaultAddress(search: string): boolean {
  const query = new URLSearchParams(search);
  query.delete('context');
  return query.size === 0;
}

export function startEarlyList(plan: EarlyListPlan, address: Pick<Location, 'pathname' | 'search'> = location): void {
  // A page on its way to sign-in (or elsewhere) asks for nothing.
  if (document.documentElement.dataset.leaving !== undefined || !$tokens.get()) return;
  const state = readListUrlState(new URLSearchParams(address.search), plan.declaration.defaultSort);
  const declaration = columnsForView(plan.declaration, isStaffInAllAccounts($user.get(), currentContext()));
  let request: Omit<ListQuery, 'signal'>;
  try {
    request = listRequest(declaration, state, listRouteParameters(plan.pattern, address.pathname));
  } catch {
    return;
  }
  const raw = takeRawEarlyList();
  // The script's call is this one unless the view adds columns (staff in all accounts).
  const call = raw && isDefaultAddress(address.search) && listCallQuery(request) === plan.defaultQuery
    ? raw.then((answer) => (answer?.status === 200
      ? listResultOf<Record<string, unknown>>(answer.body, { page: request.page ?? defaultListPage, limit: request.limit ?? defaultListLimit })
      : getList<Record<string, unknown>>(request)))
    : getList<Record<string, unknown>>(request);
  // A failure is the island's to show when it takes the call.
  const key = keyOf(request);
  call.then((answer) => {
    if (started.has(key)) answered.set(key, answer);
  }, () => undefined);
  started.set(key, call);
}

/** Starts the call the page's plan describes, once per page; nothing without a plan or outside a browser. */
export function startEarlyListFromPage(): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(earlyListPlanId);
  if (!element?.textContent) return;
  element.remove();
  startEarlyList(JSON.parse(element.textContent) as EarlyListPlan);
}

/** The early call for exactly this request, once; undefined when there is none. */
export function takeEarlyList(request: Omit<ListQuery, 'signal'>): Promise<Answer> | undefined {
  const key = keyOf(request);
  const call = started.get(key);
  started.delete(key);
  answered.delete(key);
  return call;
}

/** The early call's answer when it has already come, taken once: the island's first render shows it. */
export function takeAnsweredEarlyList(request: Omit<ListQuery, 'signal'>): Answer | undefined {
  const key = keyOf(request);
  const answer = answered.get(key);
  if (answer) {
    answered.delete(key);
    started.delete(key);
  }
  return answer;
}
