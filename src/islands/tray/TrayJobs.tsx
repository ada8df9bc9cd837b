/**
 * "Your jobs" below the tray (DESIGN.md section 13, bulk jobs): the signed-in user's jobs in
 * this account, newest first — what each did to how many records, its state, how far it got,
 * when it started — each opening its page.
 */
import { useId } from 'react';
import { formatDateTime, formatNumber } from '~/lib/formatting/format';
import type { StatusTone } from '~/lib/resources/status-tones';
import { finishedCount, progressPercent } from '~/lib/tray/job-progress';
import type { Job, JobState } from '~/lib/tray/job-types';
import { jobStateText, jobTitle, type Translate } from '~/lib/tray/job-words';
import { jobsApi } from '~/lib/tray/jobs-api';
import { jobHref } from '~/lib/tray/tray-links';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { useData } from '../kit/use-data';
import { StatusBadge } from '../kit/values/StatusBadge';

export const jobStateTones: Readonly<Record<JobState, StatusTone>> = { running: 'amber', waiting: 'amber', done: 'green', cancelled: 'grey' };

/** A job's state tone: a finished job with failures reads red. */
export function jobTone(job: Pick<Job, 'state' | 'failed_count'>): StatusTone {
  if (job.state === 'done' && job.failed_count > 0) return 'red';
  return jobStateTones[job.state] ?? 'grey';
}

export function TrayJobs({ userId, language, t }: { userId: string; language: string; t: Translate }) {
  const id = useId();
  const jobs = useData(`own-jobs:${userId}`, (signal) => jobsApi.ownJobs(userId, signal));
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-tray-jobs>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('tray:jobs.heading')}</h2>
      <DataView data={jobs} loadingLabel={t('tray:jobs.loading')} failedTitle={t('tray:jobs.failed')}
        empty={<EmptyState icon="i-lucide-list-checks">{t('tray:jobs.none')}</EmptyState>}>
        {({ data }) => (
          <ul className="card m-0 flex list-none flex-col p-0">
            {data.map((job) => (
              <li key={job.id} className="flex min-w-0 flex-col gap-1 border-0 border-t border-solid border-line px-4 py-3 first:border-t-0" data-job-row={job.id} data-state={job.state}>
                <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                  <a href={jobHref(job.id)} className="focus-ring min-w-0 font-medium break-words">{jobTitle(t, job)}</a>
                  <StatusBadge tone={jobTone(job)}>{jobStateText(t, job.state)}</StatusBadge>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                  <span className="tabular-nums">{t('tray:jobs.finished', { count: job.item_count, finished: formatNumber(finishedCount(job), language) })}</span>
                  <span>{job.started_at ? t('tray:jobs.started', { time: formatDateTime(job.started_at, language) }) : t('tray:jobs.notStarted')}</span>
                </div>
                <span className="block h-1 overflow-hidden rounded-full bg-line" aria-hidden="true">
                  <span className="block h-full bg-primary" style={{ width: `${progressPercent(job)}%` }} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}
