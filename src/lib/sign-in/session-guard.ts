/**
 * The session rules that run on every interactive page (spec section 4). The inline boot script
 * has already sent visitors without a session to /login and signed-in users away from /login.
 */
import { setHttpHandlers } from '../http/http-handlers.ts';
import { brandViewerAbility, prospectViewerAbility, staffAbility } from '../permissions/permission-names.ts';
import { holdsPermission } from '../permissions/can.ts';
import { savePath } from '../session/saved-path.ts';
import { signOut } from './sign-out.ts';
import { closeTab, startTabSession, type TabSessionEnvironment } from '../session/tab-session.ts';
import { hasExpired } from '../session/token-expiry.ts';
import { $tokens } from '../session/tokens-store.ts';
import { $user } from '../session/user-store.ts';

function browserTabEnvironment(): TabSessionEnvironment {
  return {
    now: Date.now,
    readCookie: (name) => {
      const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
      return match ? decodeURIComponent(match[1]!) : undefined;
    },
    writeSessionCookie: (name, value) => {
      document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
    },
    tabStorage: sessionStorage,
    sharedStorage: localStorage,
  };
}

let leaving = false;

/** Once per page: the guard and the expiry hold of a request already on its way both ask for it. */
function leaveForSignIn(): void {
  if (leaving) return;
  leaving = true;
  savePath(location, sessionStorage);
  void signOut();
}

/** A prospect viewer who is neither brand viewer nor staff starts in intelligence. */
export function homeFor(user: { roles: string[]; abilities: string[] } | null): string {
  const only = (name: string) => holdsPermission(user, name);
  return only(prospectViewerAbility) && !only(brandViewerAbility) && !only(staffAbility) ? '/intelligence' : '/';
}

/**
 * The approval page opened from an e-mail (spec section 6: approvals/{id} needs no sign-in)
 * stands apart from any session on the browser: an expired one is not ended there, and nothing
 * sends the approver to sign in. Its own calls need no session (request-rules.ts); any other
 * call held for an expired session just fails, and the next signed-in page ends the session.
 */
export function standsApartFromSession(layout: string | undefined): boolean {
  return layout === 'material-approval';
}

/** Returns false when the page is being left. */
export function guardSession(pathname: string): boolean {
  const apart = standsApartFromSession(document.body.dataset.layout);
  setHttpHandlers(apart ? { onSessionExpired: () => undefined, onRefreshFailed: () => undefined } : { onSessionExpired: leaveForSignIn, onRefreshFailed: () => void signOut() });
  const environment = browserTabEnvironment();
  const tab = startTabSession(environment);
  window.addEventListener('pagehide', () => closeTab(environment));

  const tokens = $tokens.get();
  if (!tokens || apart) return true;
  if (tab.endedPrevious || hasExpired(tokens.expires)) {
    leaveForSignIn();
    return false;
  }
  const home = homeFor($user.get());
  if (pathname === '/' && home !== '/') {
    location.replace(home);
    return false;
  }
  return true;
}
