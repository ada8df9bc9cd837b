/** One watch on the watch overview: its name (to its page), brand, state, terms, counts, trend and its three report pages. */
import { useId } from 'react';
import { formatDateTime, formatNumber } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import type { WatchSummary } from '~/lib/schemas/watch-insights';
import { watchHref, watchReportHref, watchReportKinds } from '~/lib/watch/watch-links';
import { StatusBadge } from '../kit/values/StatusBadge';
import { watchWord } from './watch-words-of';
import { WeekTrend } from './WeekTrend';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const counts = ['matches', 'new_this_week', 'open_cases', 'high_risk'] as const;

export function WatchCard({ watch, language, t }: { watch: WatchSummary; language: string; t: Translate }) {
  const id = useId();
  return (
    <li className="card flex min-w-0 flex-col gap-3 p-4" data-watch-card={watch.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`${id}-name`} className="m-0 text-base font-semibold [overflow-wrap:anywhere]"><a href={watchHref(watch.id)}>{watch.name}</a></h3>
        <StatusBadge tone={statusTone(watch.status)}>{watchWord(t, 'watchStatus', watch.status)}</StatusBadge>
      </div>
      <p className="m-0 text-sm text-muted">
        {t('watch:overview.brand', { brand: watch.brand })}
        {' · '}
        {watch.last_run_at ? t('watch:overview.lastRun', { date: formatDateTime(watch.last_run_at, language) }) : t('watch:overview.neverRun')}
      </p>
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        <span className="text-muted">{t('watch:overview.terms')}:</span>
        {watch.terms.length === 0 && <span className="text-muted">{t('watch:overview.noTerms')}</span>}
        <ul className="m-0 flex list-none flex-wrap gap-1.5 p-0">
          {watch.terms.map((term) => (
            <li key={`${term.term}-${term.match_type}`} className="rounded-full border border-solid border-line px-2 py-px text-xs" data-watch-term={term.term}>
              {term.term} <span className="text-muted">{watchWord(t, 'matchType', term.match_type)}</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map((count) => (
          <div key={count} className="flex flex-col-reverse" data-watch-count={count}>
            <dt className="text-xs text-muted">{t(`watch:overview.totals.${count}`)}</dt>
            <dd className="m-0 text-xl font-semibold tabular-nums" data-figure-value={watch[count]}>{formatNumber(watch[count], language)}</dd>
          </div>
        ))}
      </dl>
      <WeekTrend trend={watch.trend} language={language} t={t} />
      <nav aria-label={t('watch:overview.reports', { name: watch.name })} className="flex flex-wrap gap-2">
        {watchReportKinds.map((kind) => (
          <a key={kind} href={watchReportHref(watch.id, kind)} className="btn-outline px-3 py-1 text-xs no-underline" data-watch-report-link={kind}>
            <span className="i-lucide-file-text" aria-hidden="true" />
            {t(`watch:reports.${kind}`)}
          </a>
        ))}
      </nav>
    </li>
  );
}
