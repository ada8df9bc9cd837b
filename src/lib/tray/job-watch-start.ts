/**
 * The job watcher on the page (loaded by job-watch.ts only when the user has unfinished jobs):
 * the watcher of job-watcher.ts on the page's data provider, snackbar, words and clock. Needs
 * view-tray; the tray's own job page is left to show its job itself.
 */
import trayWords from '../../content/locales/en/tray.json';
import { HttpError } from '../data/errors.ts';
import { registerNamespace, t } from '../i18n/locale-store.ts';
import { $snackbar, showSnackbar, updateSnackbar } from '../notifications/snackbar-store.ts';
import { can } from '../permissions/can.ts';
import { $portalView } from '../session/portal-view-store.ts';
import { $user } from '../session/user-store.ts';
import { progressPercent } from './job-progress.ts';
import { watchedJobs } from './job-watch.ts';
import { createJobWatcher, defaultFinalHold, type JobWatcher, type WatchMessage } from './job-watcher.ts';
import { finalColor, finalText, progressText } from './job-words.ts';
import { jobsApi } from './jobs-api.ts';
import { browserPollEnvironment } from './poll-loop.ts';
import { jobHref, jobIdFromSearch } from './tray-links.ts';

registerNamespace('tray', trayWords);

let watcher: JobWatcher | undefined;

/** The job the page shows itself: the tray's job page. */
function shownJob(): number | undefined {
  return location.pathname.replace(/\/+$/, '') === '/tray' ? jobIdFromSearch(location.search) : undefined;
}

/** A refusal (the user may no longer see jobs, a bad request) stops the watcher for this page; a network or server failure is asked again later. */
function isFinalFailure(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** A message whose words have not loaded yet (another language on its way) waits for the next request. */
const ready = (message: WatchMessage): WatchMessage | null => (message.content === '' || message.deepLinkText === '' ? null : message);

export function startJobWatcher(): void {
  if (watcher?.running || !can($user.get(), $portalView.get(), 'view-tray', { skipHidden: true })) return;
  watcher = createJobWatcher({
    list: watchedJobs,
    fetchJobs: (ids, signal) => jobsApi.readJobs(ids, signal),
    snackbar: {
      current: () => $snackbar.get(),
      show: (message) => showSnackbar(message),
      update: (changes) => updateSnackbar(changes),
      listen: (listener) => $snackbar.listen(listener),
    },
    words: {
      progress: (job) => ready({
        content: progressText(t, job), loading: true, progress: progressPercent(job), timeout: 0, color: 'info',
        deepLink: jobHref(job.id), deepLinkText: t('tray:watch.open'),
      }),
      final: (job) => ready({
        content: finalText(t, job), loading: false, timeout: defaultFinalHold, color: finalColor(job),
        deepLink: jobHref(job.id), deepLinkText: t('tray:watch.open'),
      }),
    },
    shownJob,
    environment: browserPollEnvironment(),
    isFinalFailure,
  });
  watcher.start();
}
