/** A poll environment on vitest's fake timers, with a document whose visibility a test changes. */
import type { PollEnvironment } from '~/lib/tray/poll-loop';

export function fakePollEnvironment() {
  let visible = true;
  const listeners = new Set<() => void>();
  const environment: PollEnvironment = {
    now: () => Date.now(),
    setTimer: (work, delay) => setTimeout(work, delay),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout> | undefined),
    isVisible: () => visible,
    onVisible(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    environment,
    listeners,
    hide() {
      visible = false;
    },
    show() {
      visible = true;
      for (const listener of [...listeners]) listener();
    },
  };
}
