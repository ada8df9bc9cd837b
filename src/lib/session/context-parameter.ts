/**
 * The `context` query parameter travels with every internal navigation except to logout
 * (spec section 2), so staff working inside a customer's account stay in it.
 */
export const contextParameter = 'context';

const leavesContext = (pathname: string) => pathname === '/logout' || pathname.startsWith('/logout/');

/** The internal address with the context added, or undefined when it should stay as it is. */
export function withContext(href: string, context: string | null, origin: string): string | undefined {
  if (!context) return undefined;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || leavesContext(url.pathname) || url.searchParams.has(contextParameter)) return undefined;
  url.searchParams.set(contextParameter, context);
  return url.pathname + url.search + url.hash;
}

/** Records the context seen on this page; true when it differs from the one before in this tab. */
export function contextChanged(current: string | null, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const key = 'last_context';
  const previous = storage.getItem(key);
  storage.setItem(key, current ?? '');
  return previous !== null && previous !== (current ?? '');
}

/** This page's address in another account; the user's own account (for staff: all accounts) drops the parameter. */
export function addressInAccount(href: string, accountId: string, ownGroup: string | undefined): string {
  const url = new URL(href);
  if (accountId === ownGroup) url.searchParams.delete(contextParameter);
  else url.searchParams.set(contextParameter, accountId);
  return url.pathname + url.search + url.hash;
}
