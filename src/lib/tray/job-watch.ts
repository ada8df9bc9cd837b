/**
 * The job watcher's boot hook (DESIGN.md section 13, bulk jobs; spec section 3, the snackbar's
 * progress): every signed-in page runs it, so it must cost nothing when no job is unfinished —
 * one synchronous localStorage read, no request, no import. Only when the page's user has
 * unfinished jobs in this account does it load the poller, once the page is idle.
 */
import { whenIdle } from '../browser/when-idle.ts';
import { currentContext } from '../data/current-context.ts';
import { $user } from '../session/user-store.ts';
import { createJobWatchList, jobWatchKey, type JobWatchList, type JobWatchStorage } from './job-watch-key.ts';

function browserStorage(): JobWatchStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The page's watched jobs: the signed-in user's, in the account the page acts in. */
export const watchedJobs: JobWatchList = createJobWatchList(browserStorage, () => {
  const user = $user.get();
  const context = currentContext();
  return user && context ? jobWatchKey(String(user.id), context) : undefined;
});

export function watchUnfinishedJobs(): void {
  if (watchedJobs.read().length === 0) return;
  whenIdle(() => {
    import('./job-watch-start.ts').then(({ startJobWatcher }) => startJobWatcher(), (error: unknown) => console.warn('The job watcher could not load.', error));
  });
}
