/**
 * A job's progress bar (DESIGN.md section 13, bulk jobs): determinate, the finished items
 * (done, failed, skipped, cancelled) of all of them, with the progressbar role and its values
 * so screen readers hear "28 of 30 finished".
 */
import { formatNumber } from '~/lib/formatting/format';
import { finishedCount, progressPercent } from '~/lib/tray/job-progress';
import type { JobCounts } from '~/lib/tray/job-types';
import type { Translate } from '~/lib/tray/job-words';

export function JobProgress({ job, language, t, idPrefix }: { job: JobCounts; language: string; t: Translate; idPrefix: string }) {
  const finished = finishedCount(job);
  const percent = progressPercent(job);
  const text = t('tray:job.progress', { count: job.item_count, finished: formatNumber(finished, language) });
  return (
    <div className="flex flex-col gap-1" data-job-progress={percent}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={`${idPrefix}-progress-label`} className="font-medium">{t('tray:job.progressLabel')}</span>
        <span className="tabular-nums" data-job-progress-text>{text} · {t('tray:job.percent', { percent: formatNumber(percent, language) })}</span>
      </div>
      <div role="progressbar" aria-labelledby={`${idPrefix}-progress-label`} aria-valuemin={0} aria-valuemax={job.item_count} aria-valuenow={finished} aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full border border-solid border-line bg-background">
        <div className="h-full bg-primary transition-all duration-300 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
