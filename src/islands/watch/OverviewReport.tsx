/** The overview report's body: key figures, the 12-week trend, matches by technique and by risk, cases by state (each chart with its table). */
import { statusTone } from '~/lib/resources/status-tones';
import { lookalikeTechniques, riskBands, watchCaseStatuses, type WatchReportAnswer } from '~/lib/schemas/watch-insights';
import { countsByMost, countsInOrder, countTotal, weekLabel } from '~/lib/watch/watch-figures';
import { StatusBadge } from '../kit/values/StatusBadge';
import { CountSection } from './CountSection';
import { FigureList } from './FigureList';
import { bandTone } from './RiskBadge';
import { watchWord } from './watch-words-of';
import { watchFileName } from './watch-file-name';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function OverviewReport({ answer, language, t }: { answer: WatchReportAnswer; language: string; t: Translate }) {
  const { watch } = answer;
  const file = (part: string) => watchFileName(watch.id, part, answer.generated_at);
  const figures = [
    { id: 'matches', label: t('watch:overview.totals.matches'), value: watch.matches },
    { id: 'new_this_week', label: t('watch:overview.totals.new_this_week'), value: watch.new_this_week },
    { id: 'high_risk', label: t('watch:overview.totals.high_risk'), value: watch.high_risk },
    { id: 'open_cases', label: t('watch:overview.totals.open_cases'), value: watch.open_cases },
    { id: 'cases', label: t('watch:report.casesListHeading'), value: countTotal(answer.cases_by_status) },
  ];
  const trend = watch.trend.map((point) => ({ key: point.week, label: weekLabel(point.week, language), value: point.matches }));
  const techniques = countsByMost(answer.techniques, lookalikeTechniques).map((entry) => ({ key: entry.key, label: t(`watch:techniques.${entry.key}`), value: entry.count }));
  const bands = countsInOrder(answer.risk_bands, riskBands).map((entry) => ({ key: entry.key, label: t(`watch:bands.${entry.key}`), value: entry.count, tone: bandTone(entry.key) }));
  const cases = countsInOrder(answer.cases_by_status, watchCaseStatuses).map((entry) => ({ key: entry.key, label: watchWord(t, 'caseStatus', entry.key), value: entry.count, tone: statusTone(entry.key) }));
  return (
    <>
      <FigureList heading={t('watch:report.figuresHeading')} figures={figures} language={language} />
      {watch.terms.length > 0 && (
        <p className="m-0 text-sm" data-watch-terms>
          <span className="text-muted">{t('watch:report.terms')}: </span>
          {watch.terms.map((term) => `${term.term} (${watchWord(t, 'matchType', term.match_type)})`).join(', ')}
        </p>
      )}
      <CountSection id="trend" title={t('watch:report.trendHeading')} keyLabel={t('watch:overview.week')} rows={trend} chart="bar" fileName={file('trend')} language={language} t={t} />
      <CountSection id="techniques" title={t('watch:report.techniquesHeading')} keyLabel={t('watch:report.columns.technique')} rows={techniques} chart="bar" fileName={file('techniques')} language={language} t={t} />
      <CountSection id="risk_bands" title={t('watch:report.bandsHeading')} keyLabel={t('watch:report.columns.risk')} rows={bands} chart="donut" fileName={file('risk')} language={language} t={t}
        keyCell={(row) => <StatusBadge tone={bandTone(row.key)}>{row.label}</StatusBadge>} />
      <CountSection id="cases_by_status" title={t('watch:report.casesHeading')} keyLabel={t('watch:report.columns.status')} rows={cases} chart="donut" fileName={file('cases')} language={language} t={t}
        keyCell={(row) => <StatusBadge tone={statusTone(row.key)}>{row.label}</StatusBadge>} />
    </>
  );
}
