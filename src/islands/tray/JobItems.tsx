/**
 * A job's records (DESIGN.md section 13, bulk jobs: per-item state): chips of the states with
 * their counts to filter by, then each record in run order with its state, the reason it failed,
 * was skipped or waits (with the approval request), its cost, and a link to the record. The page
 * is asked again only when what it shows may have changed (itemsSignature), keeping the rows
 * shown meanwhile: a long job's first page, once final, is not read again every second.
 */
import { useEffect, useId, useState } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import type { StatusTone } from '~/lib/resources/status-tones';
import { itemsSignature, stateCount } from '~/lib/tray/job-progress';
import { jobItemStates, type Job, type JobItemState } from '~/lib/tray/job-types';
import { itemStateText, type Translate } from '~/lib/tray/job-words';
import { jobsApi } from '~/lib/tray/jobs-api';
import { approvalRequestHref, recordHref } from '~/lib/tray/tray-links';
import { EmptyState } from '../kit/EmptyState';
import { ErrorState } from '../kit/ErrorState';
import { LoadingState } from '../kit/LoadingState';
import { useData } from '../kit/use-data';
import { StatusBadge } from '../kit/values/StatusBadge';
import { moneyText } from './dialog-words';
import { useTrayPages } from './tray-pages-context';

export const itemsPerPage = 50;

export const itemStateTones: Readonly<Record<JobItemState, StatusTone>> = {
  queued: 'blue', running: 'amber', waiting: 'amber', done: 'green', failed: 'red', skipped: 'grey', cancelled: 'grey',
};

export function JobItems({ job, language, t }: { job: Job; language: string; t: Translate }) {
  const id = useId();
  const trayPages = useTrayPages();
  const [state, setState] = useState<JobItemState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<JobItemState[] | undefined>(undefined);
  const key = `job-items:${job.id}:${state ?? 'all'}:${page}:${itemsSignature(job, state, shown)}`;
  const items = useData(key, (signal) => jobsApi.jobItems(job.id, { state, page, limit: itemsPerPage }, signal));
  const loadedRows = items.data?.data;
  useEffect(() => setShown(loadedRows?.map((item) => item.state)), [loadedRows]);
  const shownTotal = state ? stateCount(job, state) : job.item_count;
  const pages = Math.max(1, Math.ceil((items.data?.meta.total ?? shownTotal) / itemsPerPage));
  const turn = (next: number) => {
    setPage(next);
    setShown(undefined);
  };
  const choose = (next: JobItemState | undefined) => {
    setState(next);
    turn(1);
  };
  const rows = items.data?.data ?? [];

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-job-items>
      <h2 id={`${id}-heading`} className="m-0 text-lg">{t('tray:job.itemsHeading')}</h2>
      <div role="group" aria-label={t('tray:job.filterLabel')} className="flex flex-wrap gap-1" data-job-item-filters>
        <button type="button" className={`btn-outline px-2 py-1 text-xs ${state === undefined ? 'border-primary font-semibold' : ''}`} aria-pressed={state === undefined}
          onClick={() => choose(undefined)} data-job-filter="all">
          {t('tray:job.filterAll', { count: formatNumber(job.item_count, language) })}
        </button>
        {jobItemStates.filter((each) => stateCount(job, each) > 0 || each === state).map((each) => (
          <button key={each} type="button" className={`btn-outline px-2 py-1 text-xs ${state === each ? 'border-primary font-semibold' : ''}`} aria-pressed={state === each}
            onClick={() => choose(each)} data-job-filter={each}>
            {t('tray:job.filterState', { state: itemStateText(t, each), count: formatNumber(stateCount(job, each), language) })}
          </button>
        ))}
      </div>

      {items.status === 'error' && <ErrorState failure={items.failure} retry={items.retry} title={t('tray:job.itemsFailed')} compact />}
      {items.status === 'empty' && <EmptyState compact>{t('tray:job.noItems')}</EmptyState>}
      {rows.length === 0 && (items.status === 'loading' || items.status === 'idle') && <LoadingState label={t('tray:job.itemsLoading')} />}
      {rows.length > 0 && items.status !== 'empty' && (
        <div className="card overflow-x-auto" aria-busy={items.status === 'loading'}>
          <table className="w-full border-collapse text-sm" data-job-items-table>
            <caption className="sr-only">{t('tray:job.itemsHeading')}</caption>
            <thead className="bg-background">
              <tr>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">{t('tray:job.columns.position')}</th>
                <th scope="col" className="w-1/3 px-3 py-2 text-left font-semibold">{t('tray:job.columns.record')}</th>
                <th scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap">{t('tray:job.columns.state')}</th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">{t('tray:job.columns.reason')}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">{t('tray:job.columns.cost')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => {
                const href = recordHref(trayPages, job.resource, item.resource_id);
                return (
                  <tr key={item.id} className="border-0 border-t border-solid border-line align-top" data-job-item={item.label} data-state={item.state}>
                    <td className="px-3 py-2 text-right tabular-nums text-muted">{item.position}</td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">{href ? <a href={href} className="focus-ring">{item.label}</a> : item.label}</td>
                    <td className="px-3 py-2"><StatusBadge tone={itemStateTones[item.state] ?? 'grey'}>{itemStateText(t, item.state)}</StatusBadge></td>
                    <td className="px-3 py-2">
                      {item.reason && <span className={item.state === 'failed' ? 'text-red-d1 dark:text-red' : ''} data-job-item-reason={item.reason_key ?? ''}>{item.reason}</span>}
                      {item.approval_request_id !== null && item.approval_request_id !== undefined && (
                        <a href={approvalRequestHref(item.approval_request_id)} className="focus-ring ml-1 whitespace-nowrap" data-job-item-approval>{t('tray:job.seeRequest')}</a>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      {item.cost_amount !== null && item.cost_amount !== undefined && item.cost_currency ? moneyText({ amount: item.cost_amount, currency: item.cost_currency }, language) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="flex flex-wrap items-center gap-2 text-sm" aria-label={t('tray:job.itemsHeading')}>
          <button type="button" className="btn-outline px-2 py-1" disabled={page <= 1} onClick={() => turn(page - 1)} data-job-items-previous>
            <span className="i-lucide-chevron-left" aria-hidden="true" />
            {t('tray:job.previous')}
          </button>
          <span aria-live="polite">{t('tray:job.page', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}</span>
          <button type="button" className="btn-outline px-2 py-1" disabled={page >= pages} onClick={() => turn(page + 1)} data-job-items-next>
            {t('tray:job.next')}
            <span className="i-lucide-chevron-right" aria-hidden="true" />
          </button>
        </nav>
      )}
    </section>
  );
}
