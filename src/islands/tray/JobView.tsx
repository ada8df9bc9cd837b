/**
 * One job (`/tray?job=<id>`; DESIGN.md section 13, bulk jobs): what it does to how many records,
 * who started it and when, its state, a progress bar that follows it live, the cost announced,
 * and its records by state. Cancel while it runs, "Retry the N failed" once it has settled,
 * "Download CSV" at any time. The job is in the address, so a reload shows it again; an
 * unknown job says so, with the way back to the tray.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { HttpError, isAbortError } from '~/lib/data/errors';
import { formatDateTime } from '~/lib/formatting/format';
import { can } from '~/lib/permissions/can';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { jobActivity, parseCosts, retryableCount } from '~/lib/tray/job-progress';
import type { Job } from '~/lib/tray/job-types';
import { watchedJobs } from '~/lib/tray/job-watch';
import { jobStateText, jobTitle, type Translate } from '~/lib/tray/job-words';
import { jobsApi } from '~/lib/tray/jobs-api';
import { manageTray, trayAction } from '~/lib/tray/tray-actions';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { downloadText } from '../kit/download-text';
import { EmptyState } from '../kit/EmptyState';
import { ErrorState } from '../kit/ErrorState';
import { FormAlert } from '../kit/form/FormAlert';
import { LoadingState } from '../kit/LoadingState';
import { useData } from '../kit/use-data';
import { StatusBadge } from '../kit/values/StatusBadge';
import { ActionDialog } from './ActionDialog';
import { totalsText } from './dialog-words';
import { JobItems } from './JobItems';
import { JobProgress } from './JobProgress';
import { jobTone } from './TrayJobs';
import { useJobPolling } from './use-job-polling';

function BackToTray({ t }: { t: Translate }) {
  return (
    <a href="/tray" className="btn-outline self-start no-underline" data-job-back>
      <span className="i-lucide-arrow-left" aria-hidden="true" />
      {t('tray:job.back')}
    </a>
  );
}

type Cancelling = { state: 'asking' | 'busy'; error?: string };

export function JobView({ id, language, t }: { id: number | undefined; language: string; t: Translate }) {
  const headingId = useId();
  const user = useStore($user);
  const view = useStore($portalView);
  const loaded = useData<Job | null>(id === undefined ? null : `job:${id}`, (signal) => jobsApi.readJob(id!, signal), { isEmpty: (job) => job === null });
  const job = loaded.data ?? undefined;
  const { set } = loaded;
  useJobPolling(job, (signal) => jobsApi.readJob(job!.id, signal), set);
  const activity = job ? jobActivity(job) : undefined;
  const [cancelling, setCancelling] = useState<Cancelling>();
  const [notice, setNotice] = useState<string>();
  const [retrying, setRetrying] = useState(false);
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');

  // The snackbar watches the user's own unfinished job from any page, and forgets it once settled.
  const ownJob = job !== undefined && user !== null && String(job.user_id) === String(user.id);
  useEffect(() => {
    if (!job || activity === undefined) return;
    if (activity === 'running' && ownJob) watchedJobs.add(job.id);
    if (activity !== 'running') watchedJobs.remove(job.id);
  }, [job, activity, ownJob]);

  if (id === undefined || loaded.status === 'empty') {
    return (
      <div className="flex min-w-0 flex-col gap-3" data-job-view="unknown">
        <EmptyState icon="i-lucide-search-x">{t('tray:job.unknown')}</EmptyState>
        <BackToTray t={t} />
      </div>
    );
  }
  if (loaded.status === 'error' && !job) {
    return (
      <div className="flex min-w-0 flex-col gap-3">
        <ErrorState failure={loaded.failure} retry={loaded.retry} title={t('tray:job.failed')} />
        <BackToTray t={t} />
      </div>
    );
  }
  if (!job) return <LoadingState label={t('tray:job.loading')} />;

  const may = (permission: string) => can(user, view, permission);
  const action = trayAction(job.resource, job.action);
  const canCancel = may(manageTray) && activity === 'running' && job.state !== 'cancelled';
  const retryable = retryableCount(job);
  const canRetry = may(manageTray) && (!action || may(action.permission)) && activity !== 'running' && retryable > 0;
  const costs = parseCosts(job.costs).filter((cost) => cost.amount !== 0);

  const cancel = async () => {
    setCancelling({ state: 'busy' });
    try {
      set(await jobsApi.cancelJob(job.id));
      setNotice(t('tray:job.cancelled'));
      setCancelling(undefined);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        setNotice(t('tray:job.alreadyFinished'));
        setCancelling(undefined);
        loaded.retry();
        return;
      }
      if (isAbortError(error)) return setCancelling(undefined);
      setCancelling({ state: 'asking', error: error instanceof Error ? error.message : String(error) });
    }
  };

  const downloadCsv = async () => {
    setDownload('busy');
    try {
      downloadText(await jobsApi.itemsCsv(job.id), `job-${job.id}.csv`);
      setDownload('idle');
    } catch (error) {
      setDownload(isAbortError(error) ? 'idle' : 'failed');
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-5" data-job-view={job.id} data-state={job.state}>
      <BackToTray t={t} />
      <section className="card flex min-w-0 flex-col gap-4 p-4" aria-labelledby={headingId}>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h2 id={headingId} className="m-0 min-w-0 text-lg break-words">{jobTitle(t, job)}</h2>
            <StatusBadge tone={jobTone(job)}>{jobStateText(t, job.state)}</StatusBadge>
          </div>
          <p className="m-0 text-sm text-muted">
            {t('tray:job.startedBy', { user: job.username, time: formatDateTime(job.started_at ?? job.created_at, language) })}
            {job.finished_at && <>{' · '}{t('tray:job.finishedAt', { time: formatDateTime(job.finished_at, language) })}</>}
            {job.retry_of !== null && job.retry_of !== undefined && (
              <>{' · '}<a href={`/tray?job=${job.retry_of}`} className="focus-ring">{t('tray:job.retryOf', { id: job.retry_of })}</a></>
            )}
          </p>
        </div>
        <JobProgress job={job} language={language} t={t} idPrefix={headingId} />
        {activity === 'running' && (
          <p className="m-0 flex items-center gap-2 text-sm text-muted" data-job-live>
            <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {t('tray:job.live')}
          </p>
        )}
        {activity === 'waiting' && <p className="m-0 text-sm text-muted" data-job-waiting>{t('tray:job.waitingNote')}</p>}
        <p className="m-0 text-sm" data-job-costs>
          <span className="font-medium">{t('tray:job.costs')}:</span> {costs.length > 0 ? totalsText(costs, language) : t('tray:job.noCost')}
        </p>
        {notice && <FormAlert kind="info">{notice}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          {canCancel && (
            <button type="button" className="btn border-red bg-surface text-red-d1 hover:bg-red-l5 dark:text-red dark:hover:bg-red-d4" aria-haspopup="dialog"
              onClick={() => setCancelling({ state: 'asking' })} data-job-cancel>
              <span className="i-lucide-circle-stop" aria-hidden="true" />
              {t('tray:job.cancel')}
            </button>
          )}
          {canRetry && (
            <button type="button" className="btn-primary" aria-haspopup="dialog" onClick={() => setRetrying(true)} data-job-retry>
              <span className="i-lucide-rotate-cw" aria-hidden="true" />
              {t('tray:job.retry', { count: retryable })}
            </button>
          )}
          <button type="button" className="btn-outline" disabled={download === 'busy'} aria-busy={download === 'busy' || undefined} onClick={() => void downloadCsv()} data-job-download>
            <span className={download === 'busy' ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-download'} aria-hidden="true" />
            {download === 'busy' ? t('tray:job.downloading') : t('tray:job.download')}
          </button>
        </div>
        {download === 'failed' && <FormAlert kind="error">{t('tray:job.downloadFailed')}</FormAlert>}
      </section>

      <JobItems job={job} language={language} t={t} />

      <ConfirmDialog open={cancelling !== undefined} danger busy={cancelling?.state === 'busy'} error={cancelling?.error} title={t('tray:job.cancelTitle')}
        confirmLabel={t('tray:job.cancelConfirm')} busyLabel={t('tray:job.cancelling')} cancelLabel={t('tray:job.keep')}
        onConfirm={() => void cancel()} onClose={() => { if (cancelling?.state !== 'busy') setCancelling(undefined); }}>
        <p className="m-0">{t('tray:job.cancelText')}</p>
      </ConfirmDialog>
      {retrying && <ActionDialog subject={{ kind: 'retry', job }} canSearchContacts={may('view-contacts')} language={language} t={t} onClose={() => setRetrying(false)} />}
    </div>
  );
}
