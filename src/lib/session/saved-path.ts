/**
 * Where to go after signing in: the path (and query) a visitor asked for before being sent to
 * /login, kept in session storage. Repeated query keys come back joined with commas.
 */
export const savedPathKey = 'redirect_path';

export function savePath(location: { pathname: string; search: string }, storage: Pick<Storage, 'setItem'>): void {
  if (location.pathname === '/login' || location.pathname === '/logout' || location.pathname === '/reset') return;
  storage.setItem(savedPathKey, location.pathname + location.search);
}

/** The saved target as an address, query keys joined; `/` when nothing (safe) was saved. */
export function restoredPath(saved: string | null): string {
  if (!saved || !saved.startsWith('/') || saved.startsWith('//')) return '/';
  const url = new URL(saved, 'http://portal.invalid');
  const joined = new Map<string, string[]>();
  for (const [key, value] of url.searchParams) joined.set(key, [...(joined.get(key) ?? []), value]);
  const query = new URLSearchParams([...joined].map(([key, values]) => [key, values.join(',')])).toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export function takeSavedPath(storage: Pick<Storage, 'getItem' | 'removeItem'>): string {
  const target = restoredPath(storage.getItem(savedPathKey));
  storage.removeItem(savedPathKey);
  return target;
}
