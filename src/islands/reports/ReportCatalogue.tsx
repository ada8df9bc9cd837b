/**
 * `/reports` (DESIGN.md section 14): a card per report the reader may open, each with what it
 * shows, its headline figure from the API's catalogue (GET /groups/{context}/reports), and the
 * way to it. The cards are there at once; the figures follow.
 */
import { call } from '~/lib/data';
import { knownText } from '~/lib/formatting/known-text';
import type { ReportCatalogue as Catalogue } from '~/lib/reports/report-pages';
import { figureValueText } from '~/lib/reports/report-values';
import type { ReportCatalogueEntry } from '~/lib/schemas/report';
import { EmptyState } from '../kit/EmptyState';
import { ErrorState } from '../kit/ErrorState';
import { LoadingState } from '../kit/LoadingState';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { useReportWords } from './report-words';

export default function ReportCatalogue({ catalogue }: { catalogue: Catalogue }) {
  useReportWords(catalogue.words);
  const { t, language } = usePortalTranslation();
  const data = useData<ReportCatalogueEntry[]>('reports', async (signal) => (await call<{ data: ReportCatalogueEntry[] }>('GET', 'reports', { signal })).data);
  const entries = data.status === 'ready' ? new Map(data.data.map((entry) => [entry.report, entry])) : undefined;
  // Once the API has said which reports are open to the reader, only those show.
  const shown = entries ? catalogue.reports.filter((report) => entries.has(report.name)) : catalogue.reports;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-report-catalogue>
      {(data.status === 'idle' || data.status === 'loading') && <LoadingState compact label={t('reports:catalogue.loading')} />}
      {data.status === 'error' && <ErrorState compact failure={data.failure} retry={data.retry} title={t('reports:catalogue.failed')} />}
      {data.status === 'empty' ? (
        <EmptyState icon="i-lucide-chart-no-axes-column">{t('reports:catalogue.empty')}</EmptyState>
      ) : (
        <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4 p-0">
          {shown.map((report) => {
            const figure = entries?.get(report.name)?.key_figure;
            return (
              <li key={report.name} className="card flex min-w-0 flex-col gap-2 p-4" data-report-card={report.name}>
                <h2 className="m-0 text-base font-semibold">
                  <a href={report.route} className="focus-ring">{t(`reports:reports.${report.name}.title`)}</a>
                </h2>
                <p className="m-0 flex-1 text-sm text-muted">{t(`reports:reports.${report.name}.description`)}</p>
                {figure && (
                  <p className="m-0 flex flex-col" data-report-card-figure={figure.id}>
                    <span className="text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]">{figureValueText(figure, language)}</span>
                    <span className="text-sm text-muted">{knownText(t, `reports:figures.${figure.id}`) ?? figure.id}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
