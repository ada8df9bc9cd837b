import { useEffect } from 'react';

function leavesPage(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const to = new URL(link.href, location.href);
  const samePage = to.origin === location.origin && to.pathname === location.pathname && to.search === location.search;
  return samePage ? undefined : link;
}

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own
 * prompt) and following a link in the page (a confirmation with `message`).
 */
export function useUnsavedGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    let confirmed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (confirmed) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!leavesPage(event)) return;
      if (window.confirm(message)) {
        confirmed = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, message]);
}
