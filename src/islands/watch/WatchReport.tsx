/**
 * A watch's report page (issue 15, "the three report pages"; clean layout, for printing and
 * sending): the overview report (figures, trend, techniques, risk, cases), the detail report
 * (every counted match and the names left out) or the action report (each case with its
 * actions). The three read one answer; the watch's id comes from the address.
 */
import { useMemo } from 'react';
import { matchRouteParameters } from '~/lib/routes/route-params';
import type { WatchReportAnswer } from '~/lib/schemas/watch-insights';
import { watchApi } from '~/lib/watch/watch-api';
import type { WatchReportKind } from '~/lib/watch/watch-links';
import { DataView } from '../kit/DataView';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { ActionReport } from './ActionReport';
import { DetailReport } from './DetailReport';
import { OverviewReport } from './OverviewReport';
import { ReportHeader } from './ReportHeader';
import './watch-words';

interface WatchReportProps {
  kind: WatchReportKind;
  /** The route pattern (`/watch/{id}/detail-report`), to read the watch's id from the address. */
  pattern: string;
}

const never = () => false;

export default function WatchReport({ kind, pattern }: WatchReportProps) {
  const { t, language } = usePortalTranslation();
  const watchId = useMemo(() => matchRouteParameters(pattern, location.pathname.replace(/\/+$/, ''))?.id, [pattern]);
  const report = useData<WatchReportAnswer>(watchId ? `watch-report:${watchId}` : null, (signal) => watchApi.report(watchId!, signal), { isEmpty: never });
  return (
    <article className="watch-report flex min-w-0 flex-col gap-6" data-watch-report={kind} data-report-state={report.status}>
      <DataView data={report} loadingLabel={t('watch:report.loading')} failedTitle={t('watch:report.failed')}>
        {(answer) => (
          <>
            <ReportHeader kind={kind} answer={answer} language={language} t={t} />
            {kind === 'overview' && <OverviewReport answer={answer} language={language} t={t} />}
            {kind === 'detail' && <DetailReport answer={answer} language={language} t={t} />}
            {kind === 'action' && <ActionReport answer={answer} language={language} t={t} />}
          </>
        )}
      </DataView>
    </article>
  );
}
