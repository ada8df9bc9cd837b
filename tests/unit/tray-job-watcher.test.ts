/**
 * The snackbar's job watcher (spec section 3: loading, progress, deepLink; DESIGN.md section 13,
 * bulk jobs): the unfinished jobs kept per user and account, one request a second for all of
 * them while the tab is visible, the progress line, the end line in its colour, and forgetting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/lib/data/errors';
import { $snackbar, hideSnackbar, showSnackbar, updateSnackbar } from '~/lib/notifications/snackbar-store';
import { progressPercent } from '~/lib/tray/job-progress';
import type { Job } from '~/lib/tray/job-types';
import { createJobWatchList, decodeJobIds, jobWatchKey, maxWatchedJobs, type JobWatchStorage } from '~/lib/tray/job-watch-key';
import { createJobWatcher, type JobWatcherDependencies } from '~/lib/tray/job-watcher';
import { finalColor, finalText, progressText } from '~/lib/tray/job-words';
import { jobHref } from '~/lib/tray/tray-links';
import { fakePollEnvironment } from './support/poll-clock';
import { translatorFor } from './support/translators';

const en = await translatorFor('en');

function memoryStorage(): JobWatchStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function job(id: number, values: Partial<Job> = {}): Job {
  return {
    id, user_id: 7, username: 'ana', action: 'renew', resource: 'domains', options: {}, state: 'running', retry_of: null, retryable_count: 0, costs: [],
    item_count: 30, queued_count: 30, running_count: 0, waiting_count: 0, done_count: 0, failed_count: 0, skipped_count: 0, cancelled_count: 0,
    started_at: '2026-05-01 10:00:00', finished_at: null, created_at: '2026-05-01 10:00:00', ...values,
  };
}

describe('the watched jobs in localStorage', () => {
  it('has one key per user and account', () => {
    expect(jobWatchKey('7', 'c0ffee')).toBe('tray-jobs:7:c0ffee');
    expect(jobWatchKey('7', 'other')).not.toBe(jobWatchKey('7', 'c0ffee'));
  });

  it('reads only positive whole ids, each once, and at most the last twenty', () => {
    expect(decodeJobIds('[3, 3, "4", -1, 2.5, 9]')).toEqual([3, 9]);
    expect(decodeJobIds('{"a":1}')).toEqual([]);
    expect(decodeJobIds('nonsense')).toEqual([]);
    expect(decodeJobIds(null)).toEqual([]);
    expect(decodeJobIds(JSON.stringify(Array.from({ length: 30 }, (_, index) => index + 1)))).toHaveLength(maxWatchedJobs);
  });

  it('adds and forgets ids under the current key, removing the key when none is left', () => {
    const storage = memoryStorage();
    let key: string | undefined = jobWatchKey('7', 'a');
    const list = createJobWatchList(() => storage, () => key);
    list.add(4);
    list.add(5);
    list.add(4);
    expect(storage.data.get('tray-jobs:7:a')).toBe('[4,5]');
    key = jobWatchKey('7', 'b');
    expect(list.read()).toEqual([]);
    key = jobWatchKey('7', 'a');
    list.remove(4);
    list.remove(5);
    expect(storage.data.has('tray-jobs:7:a')).toBe(false);
    key = undefined;
    list.add(9);
    expect(storage.data.size).toBe(0);
  });

  it('lives with refused storage', () => {
    const refusing: JobWatchStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const list = createJobWatchList(() => refusing, () => 'k');
    expect(() => list.add(1)).not.toThrow();
    expect(list.read()).toEqual([]);
  });
});

describe('the watcher', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let jobs: Map<number, Job>;
  let asked: { at: number; ids: readonly number[] }[];
  let page: ReturnType<typeof fakePollEnvironment>;
  let shown: number | undefined;

  const list = () => createJobWatchList(() => storage, () => 'tray-jobs:7:a');
  const watcher = (extra: Partial<JobWatcherDependencies> = {}) => createJobWatcher({
    list: list(),
    fetchJobs: async (ids) => {
      asked.push({ at: Date.now(), ids: [...ids] });
      return ids.flatMap((id) => jobs.get(id) ?? []);
    },
    snackbar: { current: () => $snackbar.get(), show: showSnackbar, update: updateSnackbar, listen: (listener) => $snackbar.listen(listener) },
    words: {
      progress: (each) => ({ content: progressText(en, each), loading: true, progress: progressPercent(each), timeout: 0, deepLink: jobHref(each.id), deepLinkText: 'Open' }),
      final: (each) => ({ content: finalText(en, each), color: finalColor(each), timeout: 6000, deepLink: jobHref(each.id), deepLinkText: 'Open' }),
    },
    shownJob: () => shown,
    environment: page.environment,
    ...extra,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    storage = memoryStorage();
    jobs = new Map();
    asked = [];
    page = fakePollEnvironment();
    shown = undefined;
    hideSnackbar();
  });
  afterEach(() => {
    hideSnackbar();
    vi.useRealTimers();
  });

  it('shows a running job\'s progress with a link to it, updating the same message once a second', async () => {
    list().add(12);
    jobs.set(12, job(12, { queued_count: 18, done_count: 12 }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = $snackbar.get()!;
    expect(first).toMatchObject({ content: 'Renewing 12 of 30 domains', loading: true, progress: 40, timeout: 0, deepLink: '/tray?job=12', deepLinkText: 'Open' });
    jobs.set(12, job(12, { queued_count: 15, done_count: 14, skipped_count: 1 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect($snackbar.get()).toMatchObject({ id: first.id, content: 'Renewing 15 of 30 domains', progress: 50 });
    expect(asked.map((entry) => entry.at)).toEqual([0, 1000]);
    running.stop();
  });

  it('says how a job ended, green when nothing failed, then forgets it and stops asking', async () => {
    list().add(12);
    jobs.set(12, job(12, { queued_count: 0, state: 'done', done_count: 28, skipped_count: 2 }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect($snackbar.get()).toMatchObject({ content: 'Renewed 28 of 30 domains · 2 skipped', color: 'green', loading: false, deepLink: '/tray?job=12' });
    expect(list().read()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toHaveLength(1);
    expect(running.running).toBe(false);
  });

  it('says an end with failures in red, and a cancelled one in the default colour', () => {
    expect(finalColor(job(1, { state: 'done', failed_count: 1 }))).toBe('red');
    expect(finalColor(job(1, { state: 'cancelled', cancelled_count: 10 }))).toBe('info');
    expect(finalColor(job(1, { state: 'done', done_count: 30 }))).toBe('green');
    expect(finalText(en, job(1, { state: 'done', queued_count: 0, done_count: 25, failed_count: 2, skipped_count: 1, cancelled_count: 2 })))
      .toBe('Renewed 25 of 30 domains · 2 failed · 1 skipped · 2 cancelled');
  });

  it('treats a job left waiting for its approver as settled: says so once and forgets it', async () => {
    list().add(3);
    jobs.set(3, job(3, { action: 'unlock', queued_count: 0, waiting_count: 30, state: 'waiting' }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect($snackbar.get()).toMatchObject({ content: 'Unlocked 0 of 30 domains · 30 waiting for approval', color: 'green' });
    expect(list().read()).toEqual([]);
    running.stop();
  });

  it('asks for all watched jobs in one request, forgets ids the account no longer has, and shows the first running one', async () => {
    for (const id of [1, 2, 3]) list().add(id);
    jobs.set(2, job(2, { action: 'lock', queued_count: 10, done_count: 20 }));
    jobs.set(3, job(3, { queued_count: 5, done_count: 25 }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked[0]!.ids).toEqual([1, 2, 3]);
    expect(list().read()).toEqual([2, 3]);
    expect($snackbar.get()?.content).toBe('Locking 20 of 30 domains');
    running.stop();
  });

  it('leaves the job the page shows to the page, and forgets it once it has settled', async () => {
    list().add(5);
    shown = 5;
    jobs.set(5, job(5, { queued_count: 10 }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect($snackbar.get()).toBeNull();
    expect(running.running).toBe(false);
    jobs.set(5, job(5, { queued_count: 0, done_count: 30, state: 'done' }));
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect($snackbar.get()).toBeNull();
    expect(list().read()).toEqual([]);
  });

  it('never talks over another message; it speaks again once that one has gone', async () => {
    list().add(12);
    jobs.set(12, job(12, { queued_count: 20, done_count: 10 }));
    showSnackbar({ content: 'Saved.', timeout: 2500 });
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect($snackbar.get()?.content).toBe('Saved.');
    await vi.advanceTimersByTimeAsync(1000);
    expect($snackbar.get()?.content).toBe('Renewing 10 of 30 domains');
    running.stop();
  });

  it('keeps a progress message the user closed closed, but still says how the job ended', async () => {
    list().add(12);
    jobs.set(12, job(12, { queued_count: 20, done_count: 10 }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    hideSnackbar();
    jobs.set(12, job(12, { queued_count: 10, done_count: 20 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect($snackbar.get()).toBeNull();
    jobs.set(12, job(12, { queued_count: 0, done_count: 30, state: 'done' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect($snackbar.get()).toMatchObject({ content: 'Renewed 30 of 30 domains', color: 'green' });
    running.stop();
  });

  it('lets an end message stand before showing another job\'s progress', async () => {
    list().add(1);
    list().add(2);
    jobs.set(1, job(1, { queued_count: 0, done_count: 30, state: 'done' }));
    jobs.set(2, job(2, { action: 'lock', queued_count: 20, done_count: 10 }));
    const running = watcher({ finalHold: 4000 });
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect($snackbar.get()?.content).toBe('Renewed 30 of 30 domains');
    await vi.advanceTimersByTimeAsync(3000);
    expect($snackbar.get()?.content).toBe('Renewed 30 of 30 domains');
    await vi.advanceTimersByTimeAsync(1000);
    expect($snackbar.get()?.content).toBe('Locking 10 of 30 domains');
    running.stop();
  });

  it('asks nothing while the tab is hidden', async () => {
    list().add(12);
    jobs.set(12, job(12, { queued_count: 20 }));
    const running = watcher();
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    page.hide();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(1);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((entry) => entry.at)).toEqual([0, 30_000]);
    running.stop();
  });

  it('waits with words that have not loaded yet, without forgetting the job', async () => {
    list().add(12);
    jobs.set(12, job(12, { queued_count: 0, done_count: 30, state: 'done' }));
    let loaded = false;
    const running = watcher({ words: { progress: () => null, final: (each) => (loaded ? { content: finalText(en, each) } : null) } });
    running.start();
    await vi.advanceTimersByTimeAsync(0);
    expect($snackbar.get()).toBeNull();
    expect(list().read()).toEqual([12]);
    loaded = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect($snackbar.get()?.content).toBe('Renewed 30 of 30 domains');
    expect(list().read()).toEqual([]);
    running.stop();
  });

  it('stops for this page on a refusal, keeping the jobs for later', async () => {
    list().add(12);
    const running = watcher({
      fetchJobs: async () => { throw new HttpError(403, 'Forbidden'); },
      isFinalFailure: (error) => error instanceof HttpError && error.status === 403,
    });
    running.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(running.running).toBe(false);
    expect(list().read()).toEqual([12]);
  });
});
