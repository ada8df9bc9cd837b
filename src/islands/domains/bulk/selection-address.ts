/**
 * A selection of domains carried in the address (`/domains/delete?ids=1,2,3`): how another
 * screen hands its chosen rows to a bulk screen, and how a bulk screen keeps its selection
 * across a reload. Framework-free, so it is tested on its own.
 */

/** The most domains a bulk call takes (the API's `domain_ids` hold 1–100); the rest of a longer list is left out. */
export const maxSelectedDomains = 100;

/**
 * The ids named by `ids` (comma-, space- or semicolon-separated; the parameter may repeat), in
 * the order given, each once; anything that is not a positive whole number is left out.
 */
export function idsFromSearch(search: string, limit = maxSelectedDomains): number[] {
  const parameters = new URLSearchParams(search);
  const seen = new Set<number>();
  for (const value of parameters.getAll('ids')) {
    for (const part of value.split(/[\s,;]+/)) {
      if (!/^\d{1,15}$/.test(part)) continue;
      const id = Number(part);
      if (id > 0 && Number.isSafeInteger(id)) seen.add(id);
      if (seen.size >= limit) return [...seen];
    }
  }
  return [...seen];
}

/** The address's query with `ids` naming `ids` (none: no `ids` at all), every other parameter kept as it was. */
export function searchWithIds(search: string, ids: readonly number[]): string {
  const parameters = new URLSearchParams(search);
  parameters.delete('ids');
  if (ids.length > 0) parameters.set('ids', ids.join(','));
  const text = parameters.toString().replaceAll('%2C', ',');
  return text === '' ? '' : `?${text}`;
}

/** The address of a bulk screen with these domains chosen (`/domains/delete?ids=4,7`). */
export function bulkScreenHref(path: string, ids: readonly number[]): string {
  return `${path}${searchWithIds('', ids)}`;
}
