/**
 * A report (`/reports/<name>`; DESIGN.md section 14): the filter and options from the address,
 * the API's aggregated answer — key figures at the top, then each section as a chart with its
 * table twin and CSV, rows leading to the filtered list — and for the renewals forecast the drop
 * candidates. One island for every report, driven by its declaration
 * (src/lib/reports/report-declarations.ts) and the page's build-time props (report-pages.ts).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { serverQueryProblem } from '~/islands/resources/list/query-error';
import { useResourceTranslation } from '~/islands/resources/list/use-resource-translation';
import { call } from '~/lib/data';
import { formatDateTime, formatNumber } from '~/lib/formatting/format';
import { can } from '~/lib/permissions/can';
import { manageAbility } from '~/lib/permissions/permission-names';
import { reportQuery } from '~/lib/reports/report-address';
import { orderedSections } from '~/lib/reports/report-sections';
import { sectionList } from '~/lib/reports/report-links';
import type { ReportPage } from '~/lib/reports/report-pages';
import type { ReportAnswer } from '~/lib/schemas/report';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { EmptyState } from '../kit/EmptyState';
import { ErrorState } from '../kit/ErrorState';
import { LoadingState } from '../kit/LoadingState';
import { useData } from '../kit/use-data';
import { KeyFigures } from './KeyFigures';
import { ReportFilters } from './ReportFilters';
import { ReportSectionView } from './ReportSectionView';
import { useReportAddress } from './use-report-address';
import { useReportWords } from './report-words';

// The drop candidates and their tray call load with the first marked criterion.
const DropCandidates = lazy(() => import('./DropCandidates'));

export default function ReportScreen({ page }: { page: ReportPage }) {
  useReportWords(page.words);
  const { t, language } = useResourceTranslation(page.words.resources);
  const { declaration } = page;
  const [address, setAddress] = useReportAddress(declaration);
  const [today] = useState(() => new Date());
  const query = reportQuery(address, declaration, today);
  const key = `${page.report}?${new URLSearchParams(query).toString()}`;
  const data = useData<ReportAnswer>(
    key,
    async (signal) => (await call<{ data: ReportAnswer }>('GET', `reports/${encodeURIComponent(page.report)}`, { query, signal })).data,
    { isEmpty: (answer) => answer.total === 0 && !answer.drop_candidates?.count },
  );
  const user = useStore($user);
  const view = useStore($portalView);
  const may = (permission: string) => can(user, view, permission);
  const serverProblem = data.status === 'error' ? serverQueryProblem(data.failure.error) : undefined;

  const body = (answer: ReportAnswer): ReactNode => (
    <>
      <p className="m-0 text-sm text-muted" data-report-summary>
        {t('reports:summary', { records: t(`reports:covers.${page.report}`, { count: answer.total, number: formatNumber(answer.total, language) }), at: formatDateTime(answer.generated_at, language) })}
      </p>
      <KeyFigures figures={answer.key_figures} language={language} t={t} />
      {orderedSections(answer, declaration).map((section) => (
        <ReportSectionView key={section.id} answer={answer} section={section} report={declaration} list={sectionList(page.lists, page.report, section, may)} language={language} t={t} />
      ))}
      {answer.drop_candidates && address.drop.length > 0 && (
        <Suspense fallback={<LoadingState compact />}>
          <DropCandidates candidates={answer.drop_candidates} domainRecord={page.domainRecord} canSend={may(manageAbility('tray'))} language={language} t={t} />
        </Suspense>
      )}
    </>
  );

  const state = (): ReactNode => {
    switch (data.status) {
      case 'idle':
        return <LoadingState label={t('reports:loading')} />;
      case 'loading':
        // A new filter keeps the report shown, marked busy, until the new numbers come.
        return data.data
          ? <div className="flex min-w-0 flex-col gap-4 opacity-60" aria-busy="true"><LoadingState compact label={t('reports:updating')} />{body(data.data)}</div>
          : <LoadingState label={t('reports:loading')} />;
      case 'error':
        // A refused filter is shown at its place in the filter box.
        return serverProblem ? null : <ErrorState failure={data.failure} retry={data.retry} title={t('reports:failed')} />;
      case 'empty':
        return (
          <EmptyState icon="i-lucide-chart-no-axes-column" data-report-empty
            action={address.pql ? { label: t('reports:empty.clear'), onClick: () => setAddress({ ...address, pql: '' }) } : undefined}>
            {t(address.pql ? 'reports:empty.filtered' : 'reports:empty.nothing')}
          </EmptyState>
        );
      case 'ready':
        return body(data.data);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-report={page.report} data-report-state={data.status}>
      <p className="m-0 max-w-3xl">{t(`reports:reports.${page.report}.description`)}</p>
      <ReportFilters declaration={declaration} filter={page.filter} address={address} onChange={setAddress} serverProblem={serverProblem}
        today={today} language={language} t={t} />
      {state()}
    </div>
  );
}
