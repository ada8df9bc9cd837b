/** A case's actions, oldest first (issue 15, the action report): what was done, when, by whom, with its note and, for the opening, the evidence kept. */
import { formatDate, formatDateTime, formatNumber } from '~/lib/formatting/format';
import type { WatchCaseAction } from '~/lib/schemas/watch-insights';
import { evidenceSummary, statusChangeOf } from '~/lib/watch/watch-matches';
import { watchWord } from './watch-words-of';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The evidence kept when the case was opened, in words: technique, similarity, risk, facts, registration. */
function evidenceText(evidence: Readonly<Record<string, unknown>>, language: string, t: Translate): string {
  const summary = evidenceSummary(evidence);
  const parts = [
    summary.technique && `${t('watch:report.columns.technique')}: ${watchWord(t, 'techniques', summary.technique)}`,
    summary.similarity !== undefined && `${t('watch:report.columns.similarity')}: ${formatNumber(summary.similarity, language)}`,
    summary.riskScore !== undefined && `${t('watch:report.columns.risk')}: ${summary.riskBand ? t('watch:report.riskValue', { score: summary.riskScore, band: watchWord(t, 'bands', summary.riskBand) }) : summary.riskScore}`,
    `${t('watch:report.columns.facts')}: ${summary.facts.map((fact) => watchWord(t, 'facts', fact)).join(', ') || t('watch:report.noFacts')}`,
    summary.registrar && `${t('watch:report.columns.registrar')}: ${summary.registrar}`,
    summary.registeredAt && `${t('watch:report.columns.registered')}: ${formatDate(summary.registeredAt, language)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A note as written, but a state change (`open → investigating`) in the reader's words. */
function noteText(note: string, t: Translate): string {
  const change = statusChangeOf(note);
  return change ? `${watchWord(t, 'caseStatus', change.from)} → ${watchWord(t, 'caseStatus', change.to)}` : note;
}

export function CaseTimeline({ actions, language, t }: { actions: readonly WatchCaseAction[]; language: string; t: Translate }) {
  if (actions.length === 0) return <p className="m-0 text-sm text-muted">{t('watch:report.noActions')}</p>;
  return (
    <ol className="m-0 flex list-none flex-col gap-2 border-0 border-l-2 border-solid border-line p-0 pl-3" data-case-timeline>
      {actions.map((action) => (
        <li key={action.id} className="watch-timeline-entry flex flex-col gap-0.5 text-sm" data-case-action={action.action}>
          <p className="m-0">
            <time dateTime={action.at} className="text-muted tabular-nums">{formatDateTime(action.at, language)}</time>
            {' — '}
            <strong className="font-semibold">{watchWord(t, 'caseAction', action.action)}</strong>
            {action.actor_name && <span className="text-muted"> {t('watch:report.by', { name: action.actor_name })}</span>}
          </p>
          {action.note && <p className="m-0 [overflow-wrap:anywhere]">{noteText(action.note, t)}</p>}
          {action.evidence && Object.keys(action.evidence).length > 0 && (
            <p className="m-0 text-xs text-muted [overflow-wrap:anywhere]" data-case-evidence>
              {t('watch:report.evidence')}: {evidenceText(action.evidence, language, t)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
