/**
 * Deleting domains (`/domains/delete`; issue 12, item 5): choose them (or arrive with them
 * chosen), give a reason, see first what each deletion means (its redemption period, a refund
 * or none), then ask. Deletion is a material change: each domain waits for the account's
 * approver (DESIGN.md section 13), and the results say so per domain.
 */
import { useEffect, useId, useState } from 'react';
import { formatDateTime, formatNumber } from '~/lib/formatting/format';
import { DataView } from '../../kit/DataView';
import { FormAlert } from '../../kit/form/FormAlert';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { moneyText, reasonText, reportFailure, type Translate } from '../actions/domain-values';
import { askDeletion, refusalValues, type DeletionRow, type Money } from './bulk-api';
import { DomainPicker } from './DomainPicker';
import { usePickedDomains } from './picked-domains';
import '../actions/domain-actions-words';

const checkDelay = 400;
const maxReasonLength = 500;

/** The refunds of the deletions that may go ahead, per currency. */
function refundTotals(rows: readonly DeletionRow[]): Money[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.outcome === 'approval' && row.refund) totals.set(row.refund.currency, (totals.get(row.refund.currency) ?? 0) + row.refund.amount);
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

interface TableProps {
  t: Translate;
  language: string;
  done: boolean;
  /** The chosen domains' states, for a refusal that names the state. */
  statuses: ReadonlyMap<number, string>;
}

function OutcomeCell({ row, t, language, done, statuses }: TableProps & { row: DeletionRow }) {
  if (row.outcome === 'refused') {
    return (
      <span className="flex flex-col gap-0.5">
        <span><StatusBadge tone="red">{t('domain-actions:delete.refused')}</StatusBadge></span>
        <span className="text-red-d1 dark:text-red" data-refusal>{reasonText(t, row.reason_key, row.reason, refusalValues(row, statuses, t))}</span>
        {row.approval && <a href={`/domains/approval-requests/${row.approval.id}`} className="focus-ring">{t('domain-actions:seeRequest')}</a>}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span><StatusBadge tone="amber">{t(done ? 'domain-actions:delete.waiting' : 'domain-actions:delete.needsApproval')}</StatusBadge></span>
      {done && row.approval && (
        <span>
          {t('domain-actions:delete.waitsUntil', { time: formatDateTime(row.approval.expires_at, language) })}{' '}
          <a href={`/domains/approval-requests/${row.approval.id}`} className="focus-ring">{t('domain-actions:seeRequest')}</a>
        </span>
      )}
    </span>
  );
}

function DeletionTable({ rows, ...shared }: TableProps & { rows: readonly DeletionRow[] }) {
  const { t, language, done } = shared;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-deletion-table={done ? 'results' : 'preview'}>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">{t('domain-actions:columns.domain')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('domain-actions:columns.outcome')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('domain-actions:columns.redemption')}</th>
            <th scope="col" className="py-1 font-medium">{t('domain-actions:columns.refund')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.domain_id} className="border-t border-solid border-line align-top" data-deletion-row={row.name ?? row.domain_id} data-outcome={row.outcome}>
              <td className="py-1.5 pr-3 font-mono break-all">
                {row.name ? <a href={`/domains/${row.domain_id}`} className="focus-ring">{row.name}</a> : `#${row.domain_id}`}
              </td>
              <td className="py-1.5 pr-3"><OutcomeCell row={row} {...shared} /></td>
              <td className="py-1.5 pr-3">
                {row.outcome === 'approval' && typeof row.redemption_days === 'number' ? t('domain-actions:delete.days', { count: row.redemption_days }) : '—'}
              </td>
              <td className="py-1.5">
                {row.outcome !== 'approval' ? '—' : row.refund ? moneyText(row.refund.amount, row.refund.currency, language) : t('domain-actions:delete.noRefund')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function DomainDeletion() {
  const { t, language } = usePortalTranslation();
  const id = useId();
  const selection = usePickedDomains();
  const { picked } = selection;
  const statuses = new Map(picked.map((domain) => [domain.id, domain.status]));
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [asking, setAsking] = useState<'closed' | 'open' | 'busy'>('closed');
  const [failure, setFailure] = useState<string>();
  const [results, setResults] = useState<DeletionRow[] | null>(null);

  // The preview follows the selection, once it has settled for a moment.
  const ids = picked.map((domain) => domain.id);
  const idsKey = ids.join(',');
  const [checkedKey, setCheckedKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setCheckedKey(idsKey), checkDelay);
    return () => clearTimeout(timer);
  }, [idsKey]);
  const preview = useData(checkedKey === '' || results ? null : `deletion:${checkedKey}`,
    (signal) => askDeletion(checkedKey.split(',').map(Number), reason, true, signal));
  const previewRows = preview.status === 'ready' && checkedKey === idsKey ? preview.data : undefined;
  const goAhead = previewRows?.filter((row) => row.outcome === 'approval') ?? [];

  const submit = () => {
    setFailure(undefined);
    if (reason.trim() === '') {
      setReasonMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setAsking('open');
  };
  const confirm = async () => {
    setAsking('busy');
    try {
      setResults(await askDeletion(goAhead.map((row) => row.domain_id), reason.trim(), false));
      setAsking('closed');
    } catch (error) {
      setFailure(reportFailure(error) ?? undefined);
      setAsking('closed');
    }
  };

  if (results) {
    const waiting = results.filter((row) => row.outcome === 'approval').length;
    return (
      <div className="flex min-w-0 flex-col gap-4" data-domain-deletion="done">
        <FormAlert kind={waiting > 0 ? 'success' : 'error'}>
          {t('domain-actions:delete.submitted', { waiting: formatNumber(waiting, language), refused: formatNumber(results.length - waiting, language) })}
        </FormAlert>
        <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="m-0 text-base font-semibold">{t('domain-actions:delete.resultsHeading')}</h2>
          <DeletionTable rows={results} t={t} language={language} statuses={statuses} done />
        </section>
        <div className="flex flex-wrap gap-2">
          <a href="/domains/approval-requests" className="btn-outline no-underline">{t('domain-actions:approvalsLink')}</a>
          <button type="button" className="btn-outline" onClick={() => { setResults(null); selection.setPicked([]); setReason(''); }}>{t('domain-actions:startAgain')}</button>
        </div>
      </div>
    );
  }

  const totals = previewRows ? refundTotals(previewRows) : [];
  return (
    <div className="flex min-w-0 flex-col gap-4" data-domain-deletion>
      <p className="m-0 max-w-3xl">{t('domain-actions:delete.intro')}</p>
      <DomainPicker selection={selection} language={language} t={t} heading={t('domain-actions:delete.pickHeading')} />
      <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-preview`} aria-busy={preview.status === 'loading'}>
        <h2 id={`${id}-preview`} className="m-0 text-base font-semibold">{t('domain-actions:delete.previewHeading')}</h2>
        {picked.length === 0 ? (
          <p className="m-0 text-sm text-muted">{t('domain-actions:delete.chooseFirst')}</p>
        ) : (
          <DataView data={preview} loadingLabel={t('domain-actions:delete.checking')} failedTitle={t('domain-actions:delete.checkFailed')} compact>
            {(rows) => (
              <>
                <p className="m-0 text-sm" aria-live="polite" data-deletion-summary>
                  {t('domain-actions:delete.summary', { approval: formatNumber(goAhead.length, language), refused: formatNumber(rows.length - goAhead.length, language) })}
                  {totals.length > 0 && ` ${t('domain-actions:delete.refundTotal', { amount: totals.map((total) => moneyText(total.amount, total.currency, language)).join(' + ') })}`}
                </p>
                <DeletionTable rows={rows} t={t} language={language} statuses={statuses} done={false} />
              </>
            )}
          </DataView>
        )}
      </section>
      <form className="card flex min-w-0 flex-col gap-3 p-4" noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} aria-labelledby={`${id}-ask`}>
        <h2 id={`${id}-ask`} className="m-0 text-base font-semibold">{t('domain-actions:delete.askHeading')}</h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">{t('domain-actions:delete.reason')} <span aria-hidden="true">*</span></label>
          <textarea id={`${id}-reason`} className="input-box min-h-20 w-full px-3 py-2 text-base aria-[invalid=true]:border-red" value={reason} maxLength={maxReasonLength} required
            aria-invalid={reasonMissing || undefined} aria-describedby={`${id}-reason-hint${reasonMissing ? ` ${id}-reason-error` : ''}`}
            onChange={(event) => { setReason(event.target.value); if (event.target.value.trim() !== '') setReasonMissing(false); }} data-deletion-reason />
          <p id={`${id}-reason-hint`} className="m-0 text-xs text-muted">{t('domain-actions:delete.reasonHint')}</p>
          {reasonMissing && <p id={`${id}-reason-error`} className="m-0 text-sm text-red-d1 dark:text-red">{t('domain-actions:delete.reasonMissing')}</p>}
        </div>
        <p className="m-0 flex items-start gap-2 text-sm">
          <span className="i-portal-material-change mt-0.5 text-amber-d2 dark:text-amber-l2" aria-hidden="true" />
          {t('domain-actions:delete.approvalNote')}
        </p>
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <div>
          <button type="submit" className="btn border-red bg-red text-white hover:bg-red-d1 disabled:opacity-70" disabled={goAhead.length === 0} data-deletion-submit>
            <span className="i-lucide-trash-2" aria-hidden="true" />
            {t('domain-actions:delete.submit', { count: goAhead.length })}
          </button>
        </div>
      </form>
      <ConfirmDialog open={asking !== 'closed'} danger title={t('domain-actions:delete.confirmTitle', { count: goAhead.length })}
        confirmLabel={t('domain-actions:delete.confirm')} busyLabel={t('domain-actions:working')} cancelLabel={t('domain-actions:cancel')}
        busy={asking === 'busy'} onConfirm={() => void confirm()} onClose={() => { if (asking !== 'busy') setAsking('closed'); }}>
        <p className="m-0">{t('domain-actions:delete.confirmText', { count: goAhead.length })}</p>
        <ul className="m-0 max-h-40 overflow-auto pl-5">
          {goAhead.map((row) => <li key={row.domain_id} className="font-mono break-all">{row.name ?? `#${row.domain_id}`}</li>)}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
