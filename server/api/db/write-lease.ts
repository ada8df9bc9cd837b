/**
 * One writer at a time across threads (issue 32, heavy work off the request thread). SQLite lets
 * one connection write at a time, and a connection that finds the lock taken waits for it
 * synchronously: on the request thread that would hold every user's request. So a worker thread
 * that writes (a large zone publish) holds this lease, and the request thread's writers wait for
 * it without blocking: writing requests before their handler (app.ts), background passes by
 * skipping a turn (`held`), slices of long work between slices (`whenFree`). Reads go on
 * meanwhile: with WAL they see what was committed before the worker's transaction.
 */
export interface WriteLease {
  /** True from the moment a worker asks for the lease until the last holder is done. */
  readonly held: boolean;
  /** Resolves once no worker holds or waits for the lease (at once when none does). */
  whenFree(): Promise<void>;
  /** Runs `work` holding the lease, after the holders before it: a worker's write and nothing of the request thread's. */
  hold<T>(work: () => Promise<T>): Promise<T>;
}

export function createWriteLease(): WriteLease {
  // The holders run one after the other, chained; `waiting` counts those asked for and not done.
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  const done = () => {
    waiting -= 1;
  };
  return {
    get held() {
      return waiting > 0;
    },
    async whenFree() {
      while (waiting > 0) await tail;
    },
    hold(work) {
      waiting += 1;
      const result = tail.then(work);
      tail = result.then(done, done);
      return result;
    },
  };
}
