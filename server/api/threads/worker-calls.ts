/**
 * Calls to one worker thread (issue 32, heavy work off the request thread): started with the
 * first call and kept, unref'd, for the next; each call posted with an id and its reply matched
 * back. A worker that errs or stops fails the calls it holds, and the next call starts another.
 * The worker's side is `serveWorkerCalls`.
 */
import { parentPort, Worker } from 'node:worker_threads';

export interface WorkerCalls<Job, Answer> {
  call(job: Job): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * `answerOf` reads a reply (what the worker's `handle` made of the job) as the answer, or throws
 * what the call fails with; a reply `{ failure }` fails it as this worker's failure.
 */
export function createWorkerCalls<Job, Reply, Answer>(
  script: URL,
  name: string,
  answerOf: (reply: Reply) => Answer,
  workerData?: unknown,
): WorkerCalls<Job, Answer> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const each of pending.values()) each.reject(error);
    pending.clear();
    worker = null;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(script, { workerData });
    thread.unref();
    thread.on('message', (reply: Reply & { id: number; failure?: string }) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if (reply.failure !== undefined) return waiting.reject(new Error(`The ${name} worker failed: ${reply.failure}`));
      try {
        waiting.resolve(answerOf(reply));
      } catch (error) {
        waiting.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`The ${name} worker stopped (exit code ${code}).`));
    });
    worker = thread;
    return thread;
  };

  return {
    call(job) {
      const id = nextId++;
      return new Promise<Answer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, job });
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}

/** In the worker: answers each call with what `handle` makes of its job, or with the failure it threw. */
export function serveWorkerCalls<Job>(handle: (job: Job) => object): void {
  parentPort?.on('message', ({ id, job }: { id: number; job: Job }) => {
    try {
      parentPort?.postMessage({ id, ...handle(job) });
    } catch (error) {
      parentPort?.postMessage({ id, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  });
}
