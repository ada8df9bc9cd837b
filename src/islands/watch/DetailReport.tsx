/** The detail report's body: every counted match with its technique, similarity, risk, facts, registration and state or case; then the names found but not counted. */
import { useId } from 'react';
import { formatDate, formatNumber } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import { statusTone } from '~/lib/resources/status-tones';
import type { WatchMatch, WatchReportAnswer } from '~/lib/schemas/watch-insights';
import { watchCasesHref } from '~/lib/watch/watch-links';
import { matchFacts } from '~/lib/watch/watch-matches';
import { downloadText } from '../kit/download-text';
import { EmptyState } from '../kit/EmptyState';
import { StatusBadge } from '../kit/values/StatusBadge';
import { RiskBadge } from './RiskBadge';
import { watchFileName } from './watch-file-name';
import { watchWord } from './watch-words-of';
import { WatchTable, type WatchTableColumn } from './WatchTable';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function DetailReport({ answer, language, t }: { answer: WatchReportAnswer; language: string; t: Translate }) {
  const matchesId = useId();
  const excludedId = useId();
  const { watch } = answer;
  const columns: WatchTableColumn<WatchMatch>[] = [
    { key: 'name', label: t('watch:report.columns.name'), cell: (match) => match.name },
    { key: 'technique', label: t('watch:report.columns.technique'), cell: (match) => watchWord(t, 'techniques', match.technique) },
    { key: 'similarity', label: t('watch:report.columns.similarity'), numeric: true, cell: (match) => formatNumber(match.similarity, language) },
    { key: 'risk', label: t('watch:report.columns.risk'), cell: (match) => <RiskBadge score={match.risk_score} band={match.risk_band} t={t} /> },
    {
      key: 'facts', label: t('watch:report.columns.facts'),
      cell: (match) => matchFacts(match).map((fact) => watchWord(t, 'facts', fact)).join(', ') || t('watch:report.noFacts'),
    },
    { key: 'registrar', label: t('watch:report.columns.registrar'), cell: (match) => match.registrar_name ?? '—' },
    { key: 'registered', label: t('watch:report.columns.registered'), cell: (match) => (match.registered_at ? formatDate(match.registered_at, language) : '—') },
    {
      key: 'status', label: t('watch:report.columns.status'),
      cell: (match) => match.case_reference
        ? <a href={watchCasesHref(watch.id, match.case_reference)} data-case-reference>{match.case_reference}</a>
        : <StatusBadge tone={statusTone(match.status)}>{watchWord(t, 'matchStatus', match.status)}</StatusBadge>,
    },
  ];
  return (
    <>
      <section className="watch-section flex min-w-0 flex-col gap-3" aria-labelledby={matchesId} data-watch-section="matches">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={matchesId} className="m-0 text-lg font-semibold">{t('watch:report.matchesHeading')} ({formatNumber(answer.matches.length, language)})</h2>
          {answer.matches.length > 0 && (
            <button type="button" className="btn-outline px-3 py-1 text-xs print:hidden" aria-label={t('watch:report.downloadLabel', { title: t('watch:report.matchesHeading') })}
              onClick={() => void import('./watch-csv').then(({ matchesCsv }) => downloadText(matchesCsv(answer.matches), watchFileName(watch.id, 'matches', answer.generated_at)))} data-watch-csv>
              <span className="i-lucide-download" aria-hidden="true" />
              {t('watch:report.download')}
            </button>
          )}
        </div>
        {answer.matches.length === 0
          ? <EmptyState>{t('watch:report.noMatches')}</EmptyState>
          : <WatchTable id="matches" caption={t('watch:report.matchesCaption')} columns={columns} rows={answer.matches} rowKey={(match) => match.id} />}
      </section>
      <section className="watch-section flex min-w-0 flex-col gap-2" aria-labelledby={excludedId} data-watch-section="excluded">
        <h2 id={excludedId} className="m-0 text-lg font-semibold">{t('watch:report.excludedHeading')} ({formatNumber(answer.excluded.length, language)})</h2>
        <p className="m-0 text-sm text-muted">{t('watch:report.excludedText')}</p>
        {answer.excluded.length === 0 ? (
          <EmptyState compact>{t('watch:report.noExcluded')}</EmptyState>
        ) : (
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0" data-watch-excluded>
            {answer.excluded.map((entry) => (
              <li key={entry.name} className="rounded-md border border-solid border-line px-2 py-0.5 text-sm [overflow-wrap:anywhere]" data-excluded-name={entry.name}>
                {entry.name} <span className="text-muted">({knownText(t, `watch:report.excludedReason.${entry.reason}`) ?? entry.reason})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
