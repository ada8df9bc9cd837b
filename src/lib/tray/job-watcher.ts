/**
 * The snackbar's job watcher (spec section 3, the snackbar's `loading`, `progress` and
 * `deepLink`; DESIGN.md section 13, bulk jobs): while the user has unfinished jobs it asks for
 * them (one request for all, at most once a second, visible tab only), shows the first one's
 * progress with a link to its page, and when one has settled says how it ended and forgets it.
 *
 * It never talks over another message: it speaks only when the snackbar is empty or its own.
 * A progress message the user closed stays closed for that job (its end is still said). The
 * job the page itself shows (`/tray?job=<id>`) is left to that page.
 * Framework-free: the storage list, the request, the snackbar, the words and the clock are injected.
 */
import type { SnackbarColor } from '../notifications/snackbar-store.ts';
import { jobActivity, runningPollDelay } from './job-progress.ts';
import type { Job } from './job-types.ts';
import type { JobWatchList } from './job-watch-key.ts';
import { backoffDelay, createPollLoop, type PollEnvironment, type PollLoop } from './poll-loop.ts';

/** What the watcher shows: the snackbar store's input (content, colour, link, loading, progress, timeout). */
export interface WatchMessage {
  content: string;
  color?: SnackbarColor;
  deepLink?: string;
  deepLinkText?: string;
  timeout?: number;
  loading?: boolean;
  progress?: number;
}

export interface WatcherSnackbar {
  /** The message on show, by its id. */
  current(): { id: number } | null;
  show(message: WatchMessage): { id: number };
  update(changes: Partial<WatchMessage>): void;
  /** Calls `listener` after every change of the message on show; answers the unsubscribe. */
  listen(listener: (message: { id: number } | null) => void): () => void;
}

export interface WatcherWords {
  /** The progress message of a running job; null while its words are still loading. */
  progress(job: Job): WatchMessage | null;
  /** The message saying how a settled job ended; null while its words are still loading. */
  final(job: Job): WatchMessage | null;
}

export interface JobWatcherDependencies {
  list: JobWatchList;
  /** The jobs of these ids that exist in the account (a job gone is simply not answered). */
  fetchJobs(ids: readonly number[], signal: AbortSignal): Promise<Job[]>;
  snackbar: WatcherSnackbar;
  words: WatcherWords;
  /** The job the page shows itself, if any. */
  shownJob(): number | undefined;
  environment: PollEnvironment;
  /** Whether a failed request should stop the watcher for this page (a refusal) rather than be asked again. */
  isFinalFailure?(error: unknown): boolean;
  /** How long an end message stays before another message may replace it. */
  finalHold?: number;
}

export const defaultFinalHold = 6000;

export interface JobWatcher {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

export function createJobWatcher(dependencies: JobWatcherDependencies): JobWatcher {
  const { list, snackbar, words, environment } = dependencies;
  const hold = dependencies.finalHold ?? defaultFinalHold;
  /** Our message on show: its id, and whose progress it is (none for an end message). */
  let own: { id: number; progressOf?: number } | undefined;
  let lastSeen: number | undefined;
  let holdUntil = Number.NEGATIVE_INFINITY;
  const closed = new Set<number>();
  let unlisten: (() => void) | undefined;

  const maySpeak = () => {
    const current = snackbar.current();
    return current === null || current.id === own?.id;
  };

  const say = (message: WatchMessage, progressOf?: number) => {
    const current = snackbar.current();
    if (progressOf !== undefined && own?.progressOf !== undefined && current?.id === own.id) {
      snackbar.update(message);
      own = { id: own.id, progressOf };
    } else {
      own = { id: snackbar.show(message).id, ...(progressOf === undefined ? {} : { progressOf }) };
    }
    lastSeen = own.id;
  };

  async function tick(signal: AbortSignal): Promise<number | null> {
    const ids = list.read();
    if (ids.length === 0) return null;
    const jobs = await dependencies.fetchJobs(ids, signal);
    const byId = new Map(jobs.map((job) => [job.id, job]));
    for (const id of ids) if (!byId.has(id)) list.remove(id);
    const shown = dependencies.shownJob();
    const running: Job[] = [];
    const settled: Job[] = [];
    for (const id of ids) {
      const job = byId.get(id);
      if (!job) continue;
      const activity = jobActivity(job);
      if (id === shown) {
        // The page shows this one itself, and forgets it once it has settled.
        if (activity !== 'running') list.remove(id);
        continue;
      }
      (activity === 'running' ? running : settled).push(job);
    }

    if (environment.now() >= holdUntil && maySpeak()) {
      const ended = settled[0];
      const moving = running.find((job) => !closed.has(job.id));
      if (ended) {
        const message = words.final(ended);
        if (message) {
          say(message);
          holdUntil = environment.now() + hold;
          list.remove(ended.id);
        }
      } else if (moving) {
        const message = words.progress(moving);
        if (message) say(message, moving.id);
      }
    }

    // Asked again while something runs, or an end is still to be said; otherwise done.
    if (running.length > 0 || settled.length > 0) return runningPollDelay;
    release();
    return null;
  }

  const release = () => {
    unlisten?.();
    unlisten = undefined;
  };

  const loop: PollLoop = createPollLoop({
    run: tick,
    retryAfter(error, failures) {
      if (!dependencies.isFinalFailure?.(error)) return backoffDelay(failures);
      release();
      return null;
    },
  }, environment);

  return {
    start() {
      if (loop.running) return;
      unlisten = snackbar.listen((message) => {
        // Our progress message gone with nothing in its place: the user closed it.
        if (message === null && own !== undefined && lastSeen === own.id && own.progressOf !== undefined) closed.add(own.progressOf);
        lastSeen = message?.id;
      });
      loop.start();
    },
    stop() {
      loop.stop();
      release();
    },
    get running() {
      return loop.running;
    },
  };
}
