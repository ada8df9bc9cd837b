/**
 * Finding an account to act in (the client selection bar): by name or by reference. PQL joins
 * conditions with "and" only, so the two are asked separately and the answers merged.
 */
import { conditionFromFilter } from '../pql/filter-builder.ts';
import type { PqlTerm } from '../pql/pql-types.ts';

export interface AccountChoice {
  id: string;
  name: string;
  reference?: string;
}

/** The fields a choice needs, and the searches for what was typed (empty: none). */
export const accountChoiceFields = ['id', 'name', 'reference'] as const;

export function accountSearches(typed: string): PqlTerm[][] {
  const text = typed.trim();
  if (!text) return [];
  return [[conditionFromFilter('name', 'contains', text)], [conditionFromFilter('reference', 'contains', text)]];
}

/** Each account once, at most `limit`: an exact reference first, then by name. */
export function mergeAccountMatches(typed: string, answers: readonly (readonly AccountChoice[])[], limit: number): AccountChoice[] {
  const text = typed.trim().toLowerCase();
  const byId = new Map<string, AccountChoice>();
  for (const account of answers.flat()) if (!byId.has(account.id)) byId.set(account.id, account);
  const exact = (account: AccountChoice) => (account.reference?.toLowerCase() === text ? 0 : 1);
  return [...byId.values()].sort((a, b) => exact(a) - exact(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
