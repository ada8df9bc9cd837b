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

/** Returns false when the page is being left. */
export function guardSession(pathname: string): boolean {
  setHttpHandlers({ onSessionExpired: leaveForSignIn, onRefreshFailed: () => void signOut() });
  const environment = browserTabEnvironment();
  const tab = startTabSession(environment);
  window.addEventListener('pagehide', () => closeTab(environment));

  const tokens = $tokens.get();
  if (!tokens) return true;
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
