/**
 * Whether any unfinished bulk job is watched in this browser (DESIGN.md section 13, bulk jobs):
 * the snackbar asks it on every signed-in page before loading the job watcher, so a page with
 * none loads nothing more. The keys are job-watch-key.ts's.
 */
export const jobWatchKeyPrefix = 'tray-jobs:';

export function anyJobWatched(storage: () => Storage = () => localStorage): boolean {
  try {
    return Object.keys(storage()).some((key) => key.startsWith(jobWatchKeyPrefix));
  } catch {
    // Storage refused: nothing is watched.
    return false;
  }
}
