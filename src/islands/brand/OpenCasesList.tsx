/** Brand protection's latest open cases (issue 15, item 4): each with its state, severity, domain and when it was opened, linking to its watch's cases. */
import { useId } from 'react';
import { formatDate } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import type { WatchCaseEntry } from '~/lib/schemas/watch-insights';
import { watchCasesHref } from '~/lib/watch/watch-links';
import { EmptyState } from '../kit/EmptyState';
import { StatusBadge } from '../kit/values/StatusBadge';
import { watchWord } from '../watch/watch-words-of';
import { WatchTable, type WatchTableColumn } from '../watch/WatchTable';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function OpenCasesList({ cases, language, t }: { cases: readonly WatchCaseEntry[]; language: string; t: Translate }) {
  const id = useId();
  const columns: WatchTableColumn<WatchCaseEntry>[] = [
    { key: 'case', label: t('watch:report.columns.case'), cell: (entry) => <a href={watchCasesHref(entry.watch_id, entry.reference)} data-case-reference={entry.reference}>{entry.reference}</a> },
    { key: 'title', label: t('watch:openCase.caseTitle'), cell: (entry) => entry.title },
    { key: 'status', label: t('watch:report.columns.status'), cell: (entry) => <StatusBadge tone={statusTone(entry.status)}>{watchWord(t, 'caseStatus', entry.status)}</StatusBadge> },
    { key: 'severity', label: t('watch:report.columns.severity'), cell: (entry) => watchWord(t, 'severity', entry.severity) },
    { key: 'opened', label: t('watch:brand.columns.opened'), cell: (entry) => formatDate(entry.opened_at, language) },
  ];
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={id} data-brand-section="open-cases">
      <h2 id={id} className="m-0 text-xl">{t('watch:brand.openCasesHeading')}</h2>
      {cases.length === 0
        ? <EmptyState compact>{t('watch:brand.noOpenCases')}</EmptyState>
        : <WatchTable id="open-cases" caption={t('watch:brand.openCasesHeading')} columns={columns} rows={cases} rowKey={(entry) => entry.id} />}
    </section>
  );
}
