/**
 * The domains a bulk screen acts on: found by name in the account, or handed over in the
 * address (`?ids=1,2,3`), which then follows the selection so a reload keeps it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { getList } from '~/lib/data';
import { escapeWildcards } from '~/lib/pql';
import type { PqlTerm } from '~/lib/pql';
import { useData } from '../../kit/use-data';
import { idsFromSearch, searchWithIds } from './selection-address';

export interface PickedDomain {
  id: number;
  name: string;
  unicode_name?: string;
  status: string;
  expires_at?: string;
  external?: number | boolean;
  registrant?: { name?: string | null } | null;
}

/** How many names a search shows: enough to pick from, the count says how many more match. */
export const shownMatches = 25;

/** A search term as PQL: a Unicode term searches the Unicode names, anything else the names. */
export function searchTerms(term: string): PqlTerm[] {
  const trimmed = term.trim().toLowerCase();
  if (trimmed === '') return [];
  const field = /[^\x20-\x7e]/.test(trimmed) ? 'unicode_name' : 'name';
  return [{ field, operator: 'equals', values: [`*${escapeWildcards(trimmed)}*`] }];
}

export async function findDomains(term: string, signal: AbortSignal): Promise<{ rows: PickedDomain[]; total: number }> {
  const { data, meta } = await getList<PickedDomain>({ resource: 'domains', limit: shownMatches, sort: 'name', pql: searchTerms(term), signal });
  return { rows: data, total: meta.total };
}

async function domainsById(ids: readonly number[], signal: AbortSignal): Promise<PickedDomain[]> {
  if (ids.length === 0) return [];
  const { data } = await getList<PickedDomain>({
    resource: 'domains', limit: ids.length, sort: 'name', pql: [{ field: 'id', operator: 'equals', values: ids.map(String) }], signal,
  });
  // In the order the address gave them.
  const byId = new Map(data.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface PickedDomains {
  picked: PickedDomain[];
  setPicked(next: PickedDomain[]): void;
  /** The address named domains that are being loaded. */
  loading: boolean;
  /** How many ids of the address name no domain of this account. */
  missing: number;
}

/** The selection, started from the address's `ids` and written back to it as it changes. */
export function usePickedDomains(): PickedDomains {
  const [initialIds] = useState(() => (typeof location === 'undefined' ? [] : idsFromSearch(location.search)));
  const handed = useData(initialIds.length > 0 ? `ids:${initialIds.join(',')}` : null, (signal) => domainsById(initialIds, signal), { isEmpty: () => false });
  const [own, setOwn] = useState<PickedDomain[] | null>(null);
  const picked = useMemo(() => own ?? handed.data ?? [], [own, handed.data]);
  const written = useRef(false);

  useEffect(() => {
    // The address follows once the user changes the selection (a handed-over one stays as given until then).
    if (own === null && !written.current) return;
    written.current = true;
    const search = searchWithIds(location.search, picked.map((domain) => domain.id));
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [own, picked]);

  return {
    picked,
    setPicked: setOwn,
    loading: initialIds.length > 0 && own === null && (handed.status === 'loading' || handed.status === 'idle'),
    missing: handed.data ? initialIds.length - handed.data.length : 0,
  };
}
