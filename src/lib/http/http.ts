/** The page's one HTTP client, on the real stores; leaving the page cancels everything still in flight or waiting. */
import { $runtimeConfig, loadRuntimeConfig } from '../config-store/runtime-config-store.ts';
import { raiseAppError } from '../errors/app-error.ts';
import { $locale, t } from '../i18n/locale-store.ts';
import { showSnackbar } from '../notifications/snackbar-store.ts';
import { $environmentName } from '../session/environment-store.ts';
import { $tokens } from '../session/tokens-store.ts';
import { $user, syncPermissions } from '../session/user-store.ts';
import { createHttpClient } from './http-client.ts';
import { httpHandlers } from './http-handlers.ts';

export const http = createHttpClient({
  fetch: (url, init) => fetch(url, init),
  configured: loadRuntimeConfig,
  apiBase: () => $runtimeConfig.get().apiBase,
  userinfoEndpoint: () => $runtimeConfig.get().sso.userinfoEndpoint,
  tokens: $tokens,
  user: $user,
  syncPermissions,
  environmentName: $environmentName,
  raiseAppError,
  showSnackbar,
  translate: t,
  language: () => $locale.get(),
  currentPath: () => globalThis.location?.pathname ?? '/',
  handlers: httpHandlers,
});

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => http.abortAll());
