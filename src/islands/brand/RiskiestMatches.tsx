/**
 * Brand protection's riskiest new matches (issue 15, item 4): each with its watch, technique, risk
 * and the factors that make it, and "Open case" for whoever may report a look-alike; once a case
 * is open the row names it, linking to the watch's cases.
 */
import { useId, useState } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import type { WatchCaseEntry, WatchMatch } from '~/lib/schemas/watch-insights';
import { watchCasesHref, watchHref } from '~/lib/watch/watch-links';
import { scoringFactors } from '~/lib/watch/watch-matches';
import { EmptyState } from '../kit/EmptyState';
import { RiskBadge } from '../watch/RiskBadge';
import { watchWord } from '../watch/watch-words-of';
import { WatchTable, type WatchTableColumn } from '../watch/WatchTable';
import { OpenCaseDialog } from './OpenCaseDialog';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface RiskiestMatchesProps {
  matches: readonly WatchMatch[];
  watchNames: ReadonlyMap<number, string>;
  mayOpenCases: boolean;
  language: string;
  t: Translate;
  onOpened(match: WatchMatch, entry: WatchCaseEntry): void;
  onExisting(match: WatchMatch, caseId: number | undefined, reference: string | undefined): void;
}

export function RiskiestMatches({ matches, watchNames, mayOpenCases, language, t, onOpened, onExisting }: RiskiestMatchesProps) {
  const id = useId();
  const [opening, setOpening] = useState<WatchMatch | undefined>(undefined);
  const columns: WatchTableColumn<WatchMatch>[] = [
    { key: 'name', label: t('watch:report.columns.name'), cell: (match) => <span data-match-name={match.name}>{match.name}</span> },
    { key: 'watch', label: t('watch:brand.columns.watch'), cell: (match) => <a href={watchHref(match.watch_id)}>{watchNames.get(match.watch_id) ?? match.matched_term}</a> },
    { key: 'technique', label: t('watch:report.columns.technique'), cell: (match) => watchWord(t, 'techniques', match.technique) },
    { key: 'risk', label: t('watch:report.columns.risk'), cell: (match) => <RiskBadge score={match.risk_score} band={match.risk_band} t={t} /> },
    {
      key: 'factors', label: t('watch:brand.factorsLabel'),
      cell: (match) => (
        <ul className="m-0 flex list-none flex-wrap gap-x-3 p-0 text-xs" data-risk-factors>
          {scoringFactors(match.risk_factors).map((factor) => (
            <li key={factor.id} className="whitespace-nowrap" data-risk-factor={factor.id}>
              {watchWord(t, 'factors', factor.id)} <span className="tabular-nums text-muted">{t('watch:factors.points', { points: formatNumber(factor.points, language) })}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'case', label: t('watch:report.columns.case'),
      cell: (match) => match.case_reference
        ? <a href={watchCasesHref(match.watch_id, match.case_reference)} data-case-reference={match.case_reference}>{t('watch:brand.caseOpened', { reference: match.case_reference })}</a>
        : mayOpenCases && (
          <button type="button" className="btn-outline whitespace-nowrap px-3 py-1 text-xs" aria-label={t('watch:brand.openCaseLabel', { name: match.name })}
            onClick={() => setOpening(match)} data-open-case={match.id}>
            <span className="i-lucide-folder-plus" aria-hidden="true" />
            {t('watch:brand.openCase')}
          </button>
        ),
    },
  ];
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={id} data-brand-section="riskiest">
      <h2 id={id} className="m-0 text-xl">{t('watch:brand.riskiestHeading')}</h2>
      {matches.length === 0
        ? <EmptyState icon="i-lucide-shield-check">{t('watch:brand.noRiskiest')}</EmptyState>
        : <WatchTable id="riskiest" caption={t('watch:brand.riskiestCaption')} columns={columns} rows={matches} rowKey={(match) => match.id} />}
      {opening && (
        <OpenCaseDialog match={opening} t={t} onClose={() => setOpening(undefined)}
          onOpened={(entry) => {
            const match = opening;
            setOpening(undefined);
            onOpened(match, entry);
            // The button became the case's link: focus goes there rather than to the page's start.
            setTimeout(() => document.querySelector<HTMLElement>(`[data-watch-table="riskiest"] [data-row="${match.id}"] [data-case-reference]`)?.focus(), 0);
          }}
          onExisting={(caseId, reference) => onExisting(opening, caseId, reference)} />
      )}
    </section>
  );
}
