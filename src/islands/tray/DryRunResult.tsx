/**
 * What a job would do, before it does it (DESIGN.md section 13, bulk jobs: a dry run first):
 * how many records go ahead, the total per currency, for DNS the plan of every zone with its
 * warnings (each to be acknowledged), and every record with its outcome — going ahead with its
 * cost, or the reason it cannot. Long lists show a hundred rows at a time.
 */
import { useState } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import type { DryRun, DryRunItem } from '~/lib/tray/job-types';
import type { Translate } from '~/lib/tray/job-words';
import { recordHref } from '~/lib/tray/tray-links';
import { StatusBadge } from '../kit/values/StatusBadge';
import { moneyText, totalsText } from './dialog-words';
import { useTrayPages } from './tray-pages-context';

export const rowsShownAtOnce = 100;

type Shown = 'all' | 'eligible' | 'ineligible';

/** A warning's identity among all zones' warnings. */
export const warningKey = (group: string, code: string) => `${group}:${code}`;

interface DryRunResultProps {
  dryRun: DryRun;
  resource: string;
  language: string;
  t: Translate;
  acknowledged: ReadonlySet<string>;
  onAcknowledge(key: string, on: boolean): void;
  disabled: boolean;
  idPrefix: string;
}

function OutcomeCell({ item, t }: { item: DryRunItem; t: Translate }) {
  if (item.eligible) {
    return (
      <span className="flex flex-col gap-0.5">
        <span><StatusBadge tone="green"><span className="i-lucide-check mr-1 text-xs" aria-hidden="true" />{t('tray:dialog.eligible')}</StatusBadge></span>
        {item.note && <span className="text-xs text-muted">{item.note}</span>}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span><StatusBadge tone="red">{t('tray:dialog.ineligible')}</StatusBadge></span>
      <span className="text-red-d1 dark:text-red" data-dry-run-reason={item.reason_key}>{item.reason ?? item.reason_key ?? ''}</span>
    </span>
  );
}

export function DryRunResult({ dryRun, resource, language, t, acknowledged, onAcknowledge, disabled, idPrefix }: DryRunResultProps) {
  const pages = useTrayPages();
  const [shown, setShown] = useState<Shown>('all');
  const [limit, setLimit] = useState(rowsShownAtOnce);
  const total = dryRun.items.length;
  const rows = shown === 'all' ? dryRun.items : dryRun.items.filter((item) => item.eligible === (shown === 'eligible'));
  const visible = rows.slice(0, limit);
  const charged = dryRun.costs.filter((cost) => cost.amount !== 0);
  const groups = dryRun.groups ?? [];
  const counts: Record<Shown, number> = { all: total, eligible: dryRun.eligible_count, ineligible: dryRun.ineligible_count };

  return (
    <div className="flex min-w-0 flex-col gap-3" data-dry-run>
      <p id={`${idPrefix}-summary`} tabIndex={-1} className="m-0 font-medium outline-none" aria-live="polite" data-dry-run-summary>
        {t('tray:dialog.summary', { count: total, eligible: formatNumber(dryRun.eligible_count, language), ineligible: formatNumber(dryRun.ineligible_count, language) })}
        {' '}
        {dryRun.eligible_count === 0 ? t('tray:dialog.nothingEligible') : charged.length > 0 ? t('tray:dialog.total', { amount: totalsText(charged, language) }) : t('tray:dialog.noCharge')}
      </p>

      {groups.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby={`${idPrefix}-zones`} data-dry-run-zones>
          <h3 id={`${idPrefix}-zones`} className="m-0 text-sm font-semibold">{t('tray:dialog.zonesHeading')}</h3>
          <ul className="m-0 flex max-h-48 list-none flex-col gap-2 overflow-auto p-0">
            {groups.map((group) => (
              <li key={group.key} className="rounded-md border border-solid border-line px-3 py-2" data-dry-run-zone={group.label}>
                <p className="m-0 font-mono break-all">{group.label}</p>
                <p className="m-0 text-xs text-muted">
                  {t('tray:dialog.zonePlan', {
                    create: formatNumber(group.counts.create, language), modify: formatNumber(group.counts.modify, language), delete: formatNumber(group.counts.delete, language),
                  })}
                </p>
                {group.warnings.map((warning) => {
                  const key = warningKey(group.key, warning.code);
                  return (
                    <div key={key} className="mt-1 flex flex-col gap-1 rounded bg-amber-l5 px-2 py-1 text-amber-d3 dark:bg-amber-d4 dark:text-amber-l4" data-dry-run-warning={warning.code}>
                      <p className="m-0 flex items-start gap-1">
                        <span className="i-lucide-triangle-alert mt-0.5 shrink-0" aria-hidden="true" />
                        <span id={`${idPrefix}-${key}`}>{warning.message}</span>
                      </p>
                      <label className="inline-flex cursor-pointer items-center gap-2 font-medium">
                        <input type="checkbox" className="focus-ring" checked={acknowledged.has(key)} disabled={disabled} aria-describedby={`${idPrefix}-${key}`}
                          onChange={(event) => onAcknowledge(key, event.target.checked)} />
                        {t('tray:dialog.understand')}
                      </label>
                    </div>
                  );
                })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {total > 0 && (
        <>
          {dryRun.ineligible_count > 0 && dryRun.eligible_count > 0 && (
            <div role="group" aria-label={t('tray:dialog.show.label')} className="flex flex-wrap gap-1">
              {(['all', 'eligible', 'ineligible'] as const).map((choice) => (
                <button key={choice} type="button" className={`btn-outline px-2 py-1 text-xs ${shown === choice ? 'border-primary font-semibold' : ''}`} aria-pressed={shown === choice}
                  onClick={() => { setShown(choice); setLimit(rowsShownAtOnce); }} data-dry-run-show={choice}>
                  {t(`tray:dialog.show.${choice}`, { count: formatNumber(counts[choice], language) })}
                </button>
              ))}
            </div>
          )}
          <div className="max-h-[45vh] overflow-auto rounded-md border border-solid border-line">
            <table className="w-full border-collapse text-sm" data-dry-run-table>
              <thead className="sticky top-0 bg-surface">
                <tr className="text-left text-muted">
                  <th scope="col" className="w-2/5 px-2 py-1 font-medium">{t('tray:dialog.columns.record')}</th>
                  <th scope="col" className="px-2 py-1 font-medium">{t('tray:dialog.columns.outcome')}</th>
                  <th scope="col" className="px-2 py-1 text-right font-medium">{t('tray:dialog.columns.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((item) => {
                  const href = recordHref(pages, resource, item.id);
                  return (
                    <tr key={item.id} className="border-0 border-t border-solid border-line align-top" data-dry-run-row={item.label} data-eligible={item.eligible}>
                      <td className="px-2 py-1.5 [overflow-wrap:anywhere]">{href ? <a href={href} className="focus-ring">{item.label}</a> : item.label}</td>
                      <td className="px-2 py-1.5"><OutcomeCell item={item} t={t} /></td>
                      <td className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap">{item.eligible && item.cost ? moneyText(item.cost, language) : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {rows.length > visible.length && (
            <div>
              <button type="button" className="btn-outline px-2 py-1 text-xs" onClick={() => setLimit((current) => current + rowsShownAtOnce)} data-dry-run-more>
                {t('tray:dialog.showMore', { count: Math.min(rowsShownAtOnce, rows.length - visible.length) })}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
