import { useEffect, useRef } from 'react';
import { pollDelay } from '~/lib/tray/job-progress';
import type { Job } from '~/lib/tray/job-types';
import { browserPollEnvironment, createPollLoop } from '~/lib/tray/poll-loop';

/**
 * Keeps a job current while it runs or waits (DESIGN.md section 13, bulk jobs: progress): asks
 * again once a second while items run, every few seconds while only the approver can move it,
 * only while the tab is visible, and never once it is final; the request in flight is
 * cancelled when the screen goes.
 */
export function useJobPolling(job: Job | null | undefined, read: (signal: AbortSignal) => Promise<Job | null>, take: (job: Job | null) => void): void {
  const latest = useRef({ read, take });
  useEffect(() => {
    latest.current = { read, take };
  });
  const jobId = job?.id;
  const delay = job ? pollDelay(job) : null;
  useEffect(() => {
    if (jobId === undefined || delay === null) return;
    const loop = createPollLoop({
      async run(signal) {
        const next = await latest.current.read(signal);
        if (signal.aborted) return null;
        latest.current.take(next);
        return next ? pollDelay(next) : null;
      },
    }, browserPollEnvironment());
    // The job was just read: the next request waits its turn.
    loop.start(delay);
    return () => loop.stop();
  }, [jobId, delay]);
}
