/**
 * The renewals forecast's drop candidates (DESIGN.md section 14): how many domains meet every
 * marked criterion, the first of them (soonest to expire, each leading to its page, with what
 * renewing it would cost), and — for a user who may manage the tray — "Send N to the tray",
 * which adds them a thousand at a time (the tray's limit per call) and then leads to the tray.
 * Loaded only when a criterion is marked (the report pages' JS budget).
 */
import { useId, useState } from 'react';
import { formatDate, formatNumber } from '~/lib/formatting/format';
import { moneyText } from '~/lib/reports/report-values';
import { ChunkFailure, sendInChunks } from '~/lib/reports/send-in-chunks';
import { fillRoutePattern } from '~/lib/routes/route-pattern';
import type { DropCandidates as Candidates } from '~/lib/schemas/report';
import { addToTray } from '~/lib/tray/tray-store';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface DropCandidatesProps {
  candidates: Candidates;
  /** A domain's page pattern (`/domains/{id}`). */
  domainRecord: string | undefined;
  canSend: boolean;
  language: string;
  t: Translate;
}

type Sending =
  | { state: 'idle' }
  | { state: 'sending'; done: number; total: number }
  | { state: 'sent'; added: number; already: number }
  | { state: 'failed'; added: number; reason: string };

export default function DropCandidates({ candidates, domainRecord, canSend, language, t }: DropCandidatesProps) {
  const id = useId();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const { count, ids, rows } = candidates;

  const send = async () => {
    setSending({ state: 'sending', done: 0, total: ids.length });
    try {
      const { added, already } = await sendInChunks(ids, (chunk) => addToTray('domains', chunk), (done) => setSending({ state: 'sending', done, total: ids.length }));
      setSending({ state: 'sent', added, already });
    } catch (error) {
      setSending({ state: 'failed', added: error instanceof ChunkFailure ? error.added : 0, reason: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-heading`} data-drop-candidates>
      <h2 id={`${id}-heading`} className="m-0 text-base font-semibold">{t('reports:drop.heading')}</h2>
      <p className="m-0 font-medium" data-drop-count={count}>{count === 0 ? t('reports:drop.none') : t('reports:drop.count', { count, number: formatNumber(count, language) })}</p>
      {rows.length > 0 && (
        <>
          <p className="m-0 text-sm text-muted">{t('reports:drop.firstRows', { count: rows.length })}</p>
          <div className="max-h-96 min-w-0 overflow-auto rounded-md border border-solid border-line" tabIndex={0} role="region" aria-label={t('reports:drop.caption')}>
            <table className="w-full border-collapse text-sm" data-drop-table>
              <caption className="sr-only">{t('reports:drop.caption')}</caption>
              <thead className="sticky top-0 bg-surface">
                <tr>
                  <th scope="col" className="border-0 border-b border-solid border-line px-3 py-1.5 text-left font-medium">{t('reports:drop.columns.name')}</th>
                  <th scope="col" className="border-0 border-b border-solid border-line px-3 py-1.5 text-left font-medium">{t('reports:drop.columns.expires')}</th>
                  <th scope="col" className="border-0 border-b border-solid border-line px-3 py-1.5 text-right font-medium">{t('reports:drop.columns.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const href = domainRecord ? fillRoutePattern(domainRecord, { id: row.id }) : undefined;
                  return (
                    <tr key={row.id} data-drop-row={row.name}>
                      <th scope="row" className="border-0 border-b border-solid border-line px-3 py-1.5 text-left font-normal [overflow-wrap:anywhere]">
                        {href ? <a href={href} className="focus-ring">{row.name}</a> : row.name}
                      </th>
                      <td className="border-0 border-b border-solid border-line px-3 py-1.5 whitespace-nowrap">{formatDate(row.expires_at, language)}</td>
                      <td className="border-0 border-b border-solid border-line px-3 py-1.5 text-right tabular-nums whitespace-nowrap">{moneyText(row.amount, row.currency, language)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {ids.length > 0 && (canSend ? (
        <div className="flex flex-col items-start gap-2">
          {ids.length < count && <p className="m-0 text-sm text-muted">{t('reports:drop.capped', { count: ids.length })}</p>}
          <button type="button" className="btn-primary" disabled={sending.state === 'sending'} aria-busy={sending.state === 'sending' || undefined}
            onClick={() => void send()} data-drop-send>
            <span className={sending.state === 'sending' ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-portal-bulk-tray-full'} aria-hidden="true" />
            {t('reports:drop.send', { count: ids.length, number: formatNumber(ids.length, language) })}
          </button>
          <div aria-live="polite" className="flex flex-col gap-1 text-sm" data-drop-sent={sending.state}>
            {sending.state === 'sending' && <p className="m-0">{t('reports:drop.sending', { done: formatNumber(sending.done, language), total: formatNumber(sending.total, language) })}</p>}
            {sending.state === 'sent' && (
              <p className="m-0">
                {t('reports:drop.sent', { count: sending.added })}
                {sending.already > 0 && <> {t('reports:drop.already', { count: sending.already })}</>}
                {' '}<a href="/tray" className="focus-ring" data-drop-open-tray>{t('reports:drop.openTray')}</a>
              </p>
            )}
            {sending.state === 'failed' && (
              <p role="alert" className="m-0 text-red-d1 dark:text-red">
                {t('reports:drop.failed', { reason: sending.reason })}
                {sending.added > 0 && <> {t('reports:drop.sent', { count: sending.added })} <a href="/tray" className="focus-ring">{t('reports:drop.openTray')}</a></>}
              </p>
            )}
          </div>
        </div>
      ) : <p className="m-0 text-sm text-muted">{t('reports:drop.readOnly')}</p>)}
    </section>
  );
}
