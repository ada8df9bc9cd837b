import { formatDateTime } from '~/lib/formatting/format';
import type { WatchReportAnswer } from '~/lib/schemas/watch-insights';
import type { WatchReportKind } from '~/lib/watch/watch-links';
import { watchHref } from '~/lib/watch/watch-links';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** A report's head (issue 15, "the three report pages"): its title, the watch, the account and when it was made, so a printed page says what it is. */
export function ReportHeader({ kind, answer, language, t }: { kind: WatchReportKind; answer: WatchReportAnswer; language: string; t: Translate }) {
  const { watch } = answer;
  const facts: [string, string, string][] = [
    ['watch', t('watch:report.watch'), watch.name],
    ['account', t('watch:report.account'), answer.account.name],
    ['brand', t('watch:report.brand'), watch.brand],
    ...(watch.owner_name ? [['owner', t('watch:report.owner'), watch.owner_name] as [string, string, string]] : []),
    ['generated', t('watch:report.generated'), formatDateTime(answer.generated_at, language)],
  ];
  return (
    <header className="watch-report-header flex flex-col gap-2 border-0 border-b border-solid border-line pb-3" data-report-header>
      <h1 className="m-0 text-2xl">
        {t(`watch:reports.${kind}`)}: <a href={watchHref(watch.id)} className="text-inherit">{watch.name}</a>
      </h1>
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]">
        {facts.map(([id, label, value]) => (
          <div key={id} className="contents" data-report-fact={id}>
            <dt className="text-muted">{label}</dt>
            <dd className="m-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
