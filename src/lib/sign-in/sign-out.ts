/**
 * Logout (spec section 4): resets every store, clears the stored user and tokens, tells the API,
 * then leaves through the provider's logout when the session came from single sign-on, else to /logout.
 */
import { $runtimeConfig } from '../config-store/runtime-config-store.ts';
import { clearAppError } from '../errors/app-error.ts';
import { http } from '../http/http.ts';
import { hideSnackbar } from '../notifications/snackbar-store.ts';
import { $portalView } from '../session/portal-view-store.ts';
import { $loginState } from '../session/login-state.ts';
import { $tokens } from '../session/tokens-store.ts';
import { setUser } from '../session/user-store.ts';

const resetters: (() => void)[] = [];

/** Stores owned elsewhere (lists, tray, context) register how they reset on logout. */
export function onSignOut(reset: () => void): void {
  resetters.push(reset);
}

export function logoutDestination(tokens: { ssoToken?: string; applicationId?: string } | null, origin: string): string {
  const { sso } = $runtimeConfig.get();
  if (!tokens?.ssoToken || !tokens.applicationId) return '/logout';
  const url = new URL(sso.endSessionEndpoint);
  url.searchParams.set('client_id', sso.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${origin}/logout`);
  return url.href;
}

export async function signOut(): Promise<void> {
  const tokens = $tokens.get();
  if (tokens) await http.post('logout', {}, { priority: true }).catch(() => undefined);
  for (const reset of resetters) reset();
  $portalView.set({ hidden: [], highlight: {} });
  clearAppError();
  hideSnackbar();
  $tokens.set(null);
  setUser(null);
  $loginState.set('logged-out');
  location.assign(logoutDestination(tokens, location.origin));
}
