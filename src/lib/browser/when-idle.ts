/** Runs work when the browser is idle (after a short delay where requestIdleCallback is missing). */
export function whenIdle(work: () => void, fallbackDelay = 50): void {
  if (window.requestIdleCallback) window.requestIdleCallback(work);
  else setTimeout(work, fallbackDelay);
}
