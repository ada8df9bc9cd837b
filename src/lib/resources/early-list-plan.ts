/** What a pre-rendered list page tells its island's module about the first call (early-list.ts). */
import type { ListRequestSource } from './list-request.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const earlyListPlanId = 'early-list-plan';

/** The primary list's declaration (the part a call needs) and the page's route pattern. */
export interface EarlyListPlan {
  declaration: ListRequestSource & { defaultSort: string };
  pattern: string;
}

export function earlyListPlan(declaration: ResourceDeclaration, pattern: string): EarlyListPlan {
  const { name, apiPath, parent, columns, displayField, lookupField, defaultSort } = declaration;
  return { declaration: { name, apiPath, parent, columns, displayField, lookupField, defaultSort }, pattern };
}
