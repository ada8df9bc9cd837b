/** What a pre-rendered list page tells its island's module about the first call (early-list.ts). */
import { listQueryParameters } from '../data/list-query.ts';
import { withQuery } from '../http/query-string.ts';
import type { ListQuery } from '../data/list-query.ts';
import { columnsForView } from './account-view.ts';
import { listRequest, type ListRequestSource } from './list-request.ts';
import { readListUrlState } from './list-url-state.ts';
import type { ResourceDeclaration } from '../resources/resource-declaration.ts';

export const earlyListPlanId = 'early-list-plan';

/** The primary list's declaration (the part a call needs) and the page's route pattern. */
export interface EarlyListPlan {
  declaration: ListRequestSource & { defaultSort: string };
  pattern: string;
  /**
   * The query of the list call for an address without one, for the inline script that starts
   * it during parsing (early-list-boot.ts); only for lists that are not nested in a record.
   */
  defaultQuery?: string;
  /** The API base the build knows, for a runtime configuration without one. */
  apiBase: string;
}

/** A list call's query string, as the inline script sends it. */
export function listCallQuery({ resource: _resource, signal: _signal, ...query }: ListQuery): string {
  return withQuery('', listQueryParameters(query)).slice(1);
}

export function earlyListPlan(declaration: ResourceDeclaration, pattern: string, apiBase: string): EarlyListPlan {
  const { name, apiPath, parent, columns, displayField, unicodeField, lookupField, opens, defaultSort } = declaration;
  const plan: EarlyListPlan = { declaration: { name, apiPath, parent, columns, displayField, ...(unicodeField ? { unicodeField } : {}), lookupField, opens, defaultSort }, pattern, apiBase };
  if (!apiPath.includes('{')) {
    // The build knows no user: the script asks for the list as a single account sees it.
    plan.defaultQuery = listCallQuery(listRequest(columnsForView(declaration, false), readListUrlState(new URLSearchParams(), defaultSort), {}));
  }
  return plan;
}
