/**
 * The pulse's kinds with their counts in the period: a checkbox per kind shows or hides it (the
 * choice is saved in the profile, never in the browser), and a count with a list of its own links
 * to that list filtered to the period.
 */
import { useId } from 'react';
import { figureHref } from '~/lib/dashboard/dashboard-links';
import type { PulseKind, PulseKindCount } from '~/lib/dashboard/dashboard-types';
import { formatNumber } from '~/lib/formatting/format';
import { useDashboardPages } from './dashboard-pages-context';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface PulseKindTogglesProps {
  kinds: readonly PulseKindCount[];
  shown: readonly PulseKind[];
  saving: boolean;
  problem?: string;
  may: (permission: string) => boolean;
  onToggle: (kind: PulseKind, on: boolean) => void;
  language: string;
  t: Translate;
}

export function PulseKindToggles({ kinds, shown, saving, problem, may, onToggle, language, t }: PulseKindTogglesProps) {
  const id = useId();
  const pages = useDashboardPages();
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0" aria-describedby={`${id}-hint`} aria-busy={saving || undefined} data-pulse-kinds>
      <legend className="mb-1 p-0 text-lg font-semibold">{t('home:pulse.kindsLegend')}</legend>
      <p id={`${id}-hint`} className="m-0 text-sm text-muted">{t('home:pulse.kindsHint')}</p>
      <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-2 p-0">
        {kinds.map((entry) => {
          const list = entry.resource ? pages.lists[entry.resource] : undefined;
          const href = entry.resource && list?.filters && may(list.permission) ? figureHref(pages, entry.resource, entry.pql) : undefined;
          const label = t(`home:kinds.${entry.kind}`);
          return (
            <li key={entry.kind} className="card flex min-w-0 items-center justify-between gap-2 px-3 py-2" data-kind={entry.kind} data-count={entry.count}>
              <label className="flex min-w-0 items-center gap-2">
                <input type="checkbox" className="focus-ring" checked={shown.includes(entry.kind)} onChange={(event) => onToggle(entry.kind, event.target.checked)} />
                <span className="min-w-0 break-words">{label}</span>
              </label>
              {href ? (
                <a href={href} className="focus-ring text-lg font-semibold tabular-nums" aria-label={t('home:pulse.openList', { kind: label, number: formatNumber(entry.count, language) })}>
                  {formatNumber(entry.count, language)}
                </a>
              ) : (
                <span className="text-lg font-semibold tabular-nums">{formatNumber(entry.count, language)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {problem && <p role="alert" className="m-0 text-sm text-red-d1 dark:text-red-l2">{problem}</p>}
    </fieldset>
  );
}
