/**
 * The page's handlers for the HTTP client, set by the modules that own the behaviour: the
 * sign-in module (session expiry, refresh failure) and the account context (404 after a
 * context change). The client reads them at the moment it needs them.
 */
import type { HttpHandlers } from './http-dependencies.ts';

export const httpHandlers: HttpHandlers = {
  onSessionExpired: () => console.warn('The session has expired, and no handler is set to log out.'),
  onRefreshFailed: () => console.warn('The tokens could not be refreshed, and no handler is set to log out.'),
  onNotFound: () => false,
};

export function setHttpHandlers(handlers: Partial<HttpHandlers>): void {
  Object.assign(httpHandlers, handlers);
}
