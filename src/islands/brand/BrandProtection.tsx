/**
 * /brand-protection (issue 15, item 4): the brand viewer's home — the brands watched with their
 * gap analysis, the riskiest new matches (a case opens from a row), cases by state and the
 * latest open cases, each linking to its watch or case.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { can } from '~/lib/permissions/can';
import { brandViewerAbility, manageAbility, viewAbility } from '~/lib/permissions/permission-names';
import { statusTone } from '~/lib/resources/status-tones';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { watchCaseStatuses, type BrandProtectionAnswer } from '~/lib/schemas/watch-insights';
import { brandPageIsEmpty, withExistingCase, withOpenedCase } from '~/lib/watch/brand-protection';
import { watchApi } from '~/lib/watch/watch-api';
import { countsInOrder } from '~/lib/watch/watch-figures';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { StatusBadge } from '../kit/values/StatusBadge';
import { CountSection } from '../watch/CountSection';
import { watchFileName } from '../watch/watch-file-name';
import { watchWord } from '../watch/watch-words-of';
import { BrandTable } from './BrandTable';
import { OpenCasesList } from './OpenCasesList';
import { RiskiestMatches } from './RiskiestMatches';
import '../watch/watch-words';

export default function BrandProtection() {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const page = useData(user ? `brand-protection:${user.id}` : null, watchApi.brandProtection, { isEmpty: brandPageIsEmpty });
  const mayOpenCases = can(user, view, manageAbility('watch')) || can(user, view, brandViewerAbility);
  const mayViewDomains = can(user, view, viewAbility('domains'));
  const answer = page.status === 'ready' ? page.data : undefined;
  const watchNames = useMemo(() => new Map((answer?.brands ?? []).map((brand) => [brand.watch_id, brand.watch_name])), [answer]);

  return (
    <div className="flex min-w-0 flex-col gap-8" data-brand-protection data-state={page.status}>
      <DataView data={page} loadingLabel={t('watch:brand.loading')} failedTitle={t('watch:brand.failed')}
        empty={<EmptyState icon="i-lucide-shield">{t('watch:brand.empty')}</EmptyState>}>
        {(data: BrandProtectionAnswer) => (
          <>
            <BrandTable brands={data.brands} mayViewDomains={mayViewDomains} language={language} t={t} />
            <RiskiestMatches matches={data.riskiest} watchNames={watchNames} mayOpenCases={mayOpenCases} language={language} t={t}
              onOpened={(match, entry) => {
                page.set((current) => withOpenedCase(current ?? data, match.id, entry));
                showSnackbar({ color: successColor, content: t('watch:openCase.opened', { reference: entry.reference }) });
              }}
              onExisting={(match, caseId, reference) => page.set((current) => withExistingCase(current ?? data, match.id, caseId, reference))} />
            <CountSection id="cases_by_status" title={t('watch:brand.casesHeading')} keyLabel={t('watch:report.columns.status')} chart="donut" language={language} t={t}
              rows={countsInOrder(data.cases_by_status, watchCaseStatuses).map((entry) => ({ key: entry.key, label: watchWord(t, 'caseStatus', entry.key), value: entry.count, tone: statusTone(entry.key) }))}
              fileName={watchFileName(data.account.id, 'cases', data.generated_at)}
              keyCell={(row) => <StatusBadge tone={statusTone(row.key)}>{row.label}</StatusBadge>} />
            <OpenCasesList cases={data.open_cases} language={language} t={t} />
          </>
        )}
      </DataView>
    </div>
  );
}
