/**
 * One search's checks (issue "Domain lifecycle", item 1): the names go out in small batches, a
 * few at a time, and each batch's rows show as soon as it answers; a batch that fails can be
 * asked again on its own. A new search, or leaving the page, cancels what is still out.
 */
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '~/lib/data';
import { failureOf, type DataFailure } from '~/lib/data/data-request';
import { checkNames, suggestFor, type AvailabilityRow } from './availability-api';
import type { CheckBatch } from './search-input';

/** Batches in flight at once: the first rows come quickly and the API is not flooded. */
export const batchesInFlight = 3;

export type BatchStatus = 'waiting' | 'checking' | 'done' | 'failed';

export interface BatchState {
  readonly batch: CheckBatch;
  readonly status: BatchStatus;
  readonly rows: readonly AvailabilityRow[];
  readonly failure?: DataFailure;
}

export interface SearchProgress {
  /** Names answered (suggestions count once they are in). */
  readonly checked: number;
  /** Names asked, plus the suggestions answered so far. */
  readonly total: number;
  readonly failedBatches: number;
  /** Words whose suggestions are still on their way. */
  readonly pendingWords: readonly string[];
  readonly running: boolean;
  /** Milliseconds from the search to its last answer, once every batch has answered. */
  readonly elapsed: number | null;
}

function load(batch: CheckBatch, signal: AbortSignal): Promise<AvailabilityRow[]> {
  return batch.kind === 'names' ? checkNames(batch.names, signal) : suggestFor(batch.word, signal);
}

export function searchProgress(batches: readonly BatchState[], elapsed: number | null): SearchProgress {
  let checked = 0;
  let total = 0;
  let failedBatches = 0;
  const pendingWords: string[] = [];
  for (const { batch, status, rows } of batches) {
    if (status === 'failed') failedBatches++;
    if (batch.kind === 'names') {
      total += batch.names.length;
      if (status === 'done') checked += batch.names.length;
    } else if (status === 'done') {
      total += rows.length;
      checked += rows.length;
    } else if (status !== 'failed') pendingWords.push(batch.word);
  }
  const running = batches.some((state) => state.status === 'waiting' || state.status === 'checking');
  return { checked, total, failedBatches, pendingWords, running, elapsed: running ? null : elapsed };
}

export function useAvailability() {
  const [batches, setBatches] = useState<readonly BatchState[]>([]);
  const [elapsed, setElapsed] = useState<number | null>(null);
  /** The states as last set: the one source the queue and the screen both read. */
  const states = useRef<readonly BatchState[]>([]);
  /** The search in progress: its cancel switch, start time and queue. */
  const run = useRef<{ controller: AbortController; started: number; queue: CheckBatch[]; active: number } | null>(null);

  const show = (next: readonly BatchState[]) => {
    states.current = next;
    setBatches(next);
  };
  const update = (key: string, change: Partial<BatchState>) =>
    show(states.current.map((state) => (state.batch.key === key ? { ...state, ...change } : state)));

  const pump = () => {
    const current = run.current;
    if (!current) return;
    while (current.active < batchesInFlight && current.queue.length > 0) {
      const batch = current.queue.shift()!;
      current.active++;
      update(batch.key, { status: 'checking' });
      const { signal } = current.controller;
      load(batch, signal).then(
        (rows) => {
          if (!signal.aborted) update(batch.key, { status: 'done', rows });
        },
        (error: unknown) => {
          if (!signal.aborted && !isAbortError(error)) update(batch.key, { status: 'failed', failure: failureOf(error) });
        },
      ).finally(() => {
        if (run.current !== current) return;
        current.active--;
        if (current.active === 0 && current.queue.length === 0) setElapsed(Math.round(performance.now() - current.started));
        pump();
      });
    }
  };

  const search = (next: readonly CheckBatch[]) => {
    run.current?.controller.abort();
    run.current = { controller: new AbortController(), started: performance.now(), queue: [...next], active: 0 };
    setElapsed(null);
    show(next.map((batch) => ({ batch, status: 'waiting', rows: [] })));
    pump();
  };

  /** Asks the failed batches again (one, or all when no key is given). */
  const retry = (key?: string) => {
    const current = run.current;
    if (!current) return;
    const again = states.current.filter((state) => state.status === 'failed' && (key === undefined || state.batch.key === key));
    if (again.length === 0) return;
    current.queue.push(...again.map((state) => state.batch));
    current.started = performance.now();
    show(states.current.map((state) => (again.includes(state) ? { batch: state.batch, status: 'waiting', rows: [] } : state)));
    setElapsed(null);
    pump();
  };

  const clear = () => {
    run.current?.controller.abort();
    run.current = null;
    show([]);
    setElapsed(null);
  };

  useEffect(() => () => run.current?.controller.abort(), []);

  return { batches, progress: searchProgress(batches, elapsed), search, retry, clear };
}
