/**
 * Wires the context parameter into the page: links get it just before they are followed (click,
 * middle click, context menu, keyboard) unless they choose the account themselves
 * (`data-sets-context`); and after the context changed, the first 404 sends the user home in
 * the new context instead of showing the error screen.
 */
import { setHttpHandlers } from '../http/http-handlers.ts';
import { contextChanged, contextParameter, withContext } from '../session/context-parameter.ts';

const pendingHomeKey = 'context_changed';

export function currentContextParameter(): string | null {
  return new URLSearchParams(location.search).get(contextParameter);
}

export function carryContext(): void {
  const context = currentContextParameter();
  const stamp = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.hasAttribute('download') || anchor.hasAttribute('data-sets-context')) return;
    const next = withContext(anchor.getAttribute('href')!, context, location.origin);
    if (next) anchor.setAttribute('href', next);
  };
  for (const type of ['click', 'auxclick', 'contextmenu', 'keydown']) document.addEventListener(type, stamp, true);

  if (contextChanged(context, sessionStorage)) sessionStorage.setItem(pendingHomeKey, '1');
  setHttpHandlers({
    onNotFound: () => {
      if (!sessionStorage.getItem(pendingHomeKey)) return false;
      sessionStorage.removeItem(pendingHomeKey);
      location.assign(withContext('/', context, location.origin) ?? '/');
      return true;
    },
  });
}
