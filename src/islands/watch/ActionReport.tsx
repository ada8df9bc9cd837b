/** The action report's body: each case with its state, severity, action and assignee, then its actions over time. */
import { useId, type ReactNode } from 'react';
import { formatDate, formatNumber } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import type { WatchCaseEntry, WatchReportAnswer } from '~/lib/schemas/watch-insights';
import { watchCasesHref } from '~/lib/watch/watch-links';
import { EmptyState } from '../kit/EmptyState';
import { StatusBadge } from '../kit/values/StatusBadge';
import { CaseTimeline } from './CaseTimeline';
import { watchWord } from './watch-words-of';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const severityTones: Readonly<Record<string, 'red' | 'amber' | 'grey' | 'blue'>> = { critical: 'red', high: 'red', medium: 'amber', low: 'grey' };

function CaseEntry({ entry, language, t }: { entry: WatchCaseEntry; language: string; t: Translate }) {
  const id = useId();
  const facts: [string, string, ReactNode][] = [
    ['status', t('watch:report.columns.status'), <StatusBadge tone={statusTone(entry.status)}>{watchWord(t, 'caseStatus', entry.status)}</StatusBadge>],
    ['severity', t('watch:report.columns.severity'), <StatusBadge tone={severityTones[entry.severity] ?? 'grey'}>{watchWord(t, 'severity', entry.severity)}</StatusBadge>],
    ['action', t('watch:report.columns.action'), watchWord(t, 'caseAction', entry.action)],
    ['assignee', t('watch:report.columns.assignee'), entry.assignee_name ?? t('watch:report.unassigned')],
    ['domain', t('watch:report.columns.domain'), entry.domain_name ?? '—'],
  ];
  return (
    <section className="card watch-case flex min-w-0 flex-col gap-3 p-4" aria-labelledby={id} data-watch-case={entry.reference}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={id} className="m-0 text-base font-semibold [overflow-wrap:anywhere]">
          <a href={watchCasesHref(entry.watch_id, entry.reference)}>{entry.reference}</a> {entry.title}
        </h3>
        <p className="m-0 text-sm text-muted">
          {t('watch:report.opened', { date: formatDate(entry.opened_at, language) })}
          {entry.closed_at && ` · ${t('watch:report.closed', { date: formatDate(entry.closed_at, language) })}`}
        </p>
      </div>
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]">
        {facts.map(([key, label, value]) => (
          <div key={key} className="contents" data-case-fact={key}>
            <dt className="text-muted">{label}</dt>
            <dd className="m-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1">
        <h4 className="m-0 text-sm font-semibold">{t('watch:report.timeline')}</h4>
        <CaseTimeline actions={entry.actions} language={language} t={t} />
      </div>
    </section>
  );
}

export function ActionReport({ answer, language, t }: { answer: WatchReportAnswer; language: string; t: Translate }) {
  const id = useId();
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={id} data-watch-section="cases">
      <h2 id={id} className="m-0 text-lg font-semibold">{t('watch:report.casesListHeading')} ({formatNumber(answer.cases.length, language)})</h2>
      {answer.cases.length === 0
        ? <EmptyState>{t('watch:report.noCases')}</EmptyState>
        : answer.cases.map((entry) => <CaseEntry key={entry.id} entry={entry} language={language} t={t} />)}
    </section>
  );
}
