/** Step 3: waits for one of the places in flight; `priority: 'high'` (the fetch option) goes to the front. */
import type { ConfiguredMiddleware } from 'wretch';
import type { RequestQueue } from '../request-queue.ts';

export function requestQueueStep(queue: RequestQueue): ConfiguredMiddleware {
  return (next) => (url, options) =>
    queue.run((signal) => next(url, { ...options, signal }), { priority: options.priority === 'high', signal: options.signal });
}
