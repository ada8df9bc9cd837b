/**
 * At most `maxInFlight` tasks run at once (spec section 9: 16); the rest wait in order, a
 * priority task ahead of every ordinary one. `abortAll` cancels running and waiting tasks alike.
 */
export interface QueueOptions {
  priority?: boolean;
  /** The caller's own cancel signal. */
  signal?: AbortSignal | null;
}

export interface RequestQueue {
  run<T>(task: (signal: AbortSignal) => Promise<T>, options?: QueueOptions): Promise<T>;
  abortAll(): void;
  readonly inFlight: number;
  readonly waiting: number;
}

interface Entry {
  priority: boolean;
  controller: AbortController;
  start(): void;
}

export function createRequestQueue(maxInFlight: number, abortError: () => Error): RequestQueue {
  const waiting: Entry[] = [];
  const live = new Set<Entry>();
  let inFlight = 0;

  const startNext = () => {
    while (inFlight < maxInFlight && waiting.length > 0) waiting.shift()!.start();
  };

  const enqueue = (entry: Entry) => {
    if (!entry.priority) {
      waiting.push(entry);
      return;
    }
    const firstOrdinary = waiting.findIndex((other) => !other.priority);
    waiting.splice(firstOrdinary === -1 ? waiting.length : firstOrdinary, 0, entry);
  };

  function run<T>(task: (signal: AbortSignal) => Promise<T>, options: QueueOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      let running = false;
      let settled = false;
      const forwardAbort = () => controller.abort();
      const finish = () => {
        if (settled) return false;
        settled = true;
        live.delete(entry);
        signal?.removeEventListener('abort', forwardAbort);
        if (running) {
          inFlight -= 1;
          startNext();
        } else {
          const index = waiting.indexOf(entry);
          if (index !== -1) waiting.splice(index, 1);
        }
        return true;
      };
      const entry: Entry = {
        priority: options.priority === true,
        controller,
        start() {
          running = true;
          inFlight += 1;
          task(controller.signal).then(
            (value) => {
              if (finish()) resolve(value);
            },
            (error: unknown) => {
              if (finish()) reject(error);
            },
          );
        },
      };
      // A cancelled task frees its place at once, whether or not the underlying fetch notices.
      controller.signal.addEventListener('abort', () => {
        if (finish()) reject(abortError());
      }, { once: true });
      signal?.addEventListener('abort', forwardAbort, { once: true });
      live.add(entry);
      if (inFlight < maxInFlight) entry.start();
      else enqueue(entry);
    });
  }

  return {
    run,
    abortAll() {
      // Waiting tasks first, so that freed places do not start tasks that are about to be cancelled.
      for (const entry of [...waiting]) entry.controller.abort();
      for (const entry of [...live]) entry.controller.abort();
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
