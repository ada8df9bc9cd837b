/** Reloads the page when a code chunk fails to load (a deploy replaced it), at most once per 10 s per path. */
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload-guard.ts';

export function reloadOnChunkErrors(): void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return false;
    return reloadOnceForChunkError(location.pathname, sessionStorage, () => location.reload());
  };
  window.addEventListener('vite:preloadError', (event) => {
    if (handle((event as Event & { payload?: unknown }).payload ?? 'Unable to preload CSS')) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (handle(event.reason)) event.preventDefault();
  });
}
