/**
 * `/` (DESIGN.md section 14): the home page by role. Figure cards (domains and certificates
 * expiring, approvals waiting, orders in progress, jobs running — those the reader may view),
 * each linking to its filtered list; a quick search by domain name; for staff in their own
 * account, the accounts needing attention; for whoever may view watches (brand viewers), the
 * watch figures; then the last changes. A prospect viewer is sent to intelligence before this
 * loads (src/lib/sign-in/session-guard.ts).
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { loadHome } from '~/lib/dashboard/dashboard-api';
import type { DashboardPages } from '~/lib/dashboard/dashboard-pages';
import type { HomeData, HomeFigure } from '~/lib/dashboard/dashboard-types';
import { can } from '~/lib/permissions/can';
import { brandViewerAbility, staffAbility, viewAbility } from '~/lib/permissions/permission-names';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { AttentionAccounts } from './AttentionAccounts';
import { DashboardPagesContext } from './dashboard-pages-context';
import { FigureCards } from './FigureCards';
import { QuickSearch } from './QuickSearch';
import { RecentChanges } from './RecentChanges';
import './home-words';

const nothingAtAll = (data: HomeData) => data.figures.length === 0 && data.recent_changes.length === 0 && !data.attention && !data.watch;

export default function HomeScreen({ pages }: { pages: DashboardPages }) {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const may = (permission: string) => can(user, view, permission);
  const home = useData(user ? `home:${user.id}` : null, loadHome, { isEmpty: nothingAtAll });
  const figuresId = useId();
  const watchId = useId();
  const domains = pages.lists.domains;
  // The portal view may hide a permission the user holds: what it hides, the home page hides too.
  const shown = (figures: readonly HomeFigure[] | undefined) => (figures ?? []).filter((figure) => may(pages.lists[figure.resource]?.permission ?? ''));

  return (
    <DashboardPagesContext.Provider value={pages}>
      <div className="flex min-w-0 flex-col gap-6" data-home>
        {domains && may(domains.permission) && <QuickSearch domainsList={domains.href} t={t} />}
        <DataView data={home} loadingLabel={t('home:home.loading')} failedTitle={t('home:home.failed')}
          empty={<EmptyState icon="i-lucide-layout-dashboard">{t('home:home.nothing')}</EmptyState>}>
          {(data) => (
            <>
              <section className="flex min-w-0 flex-col gap-3" aria-labelledby={figuresId} data-figures>
                <h2 id={figuresId} className="m-0 text-xl">{t('home:home.figuresHeading')}</h2>
                {shown(data.figures).length > 0
                  ? <FigureCards figures={shown(data.figures)} may={may} language={language} t={t} />
                  : <EmptyState icon="i-lucide-layout-dashboard">{t('home:home.noFigures')}</EmptyState>}
              </section>
              {data.attention && may(staffAbility) && <AttentionAccounts accounts={data.attention} ownGroup={user?.group_id} t={t} />}
              {data.watch && may(viewAbility('watch')) && (
                <section className="flex min-w-0 flex-col gap-3" aria-labelledby={watchId} data-watch-figures>
                  <h2 id={watchId} className="m-0 text-xl">{t('home:home.watchHeading')}</h2>
                  <FigureCards figures={shown(data.watch)} may={may} language={language} t={t} />
                  <p className="m-0 flex flex-wrap gap-4 text-sm">
                    {(may(brandViewerAbility) || may(staffAbility)) && <a href="/brand-protection" data-home-link="brand-protection">{t('home:home.brandProtection')}</a>}
                    <a href="/watch/overview" data-home-link="watch-overview">{t('home:home.watchOverview')}</a>
                  </p>
                </section>
              )}
              <RecentChanges changes={data.recent_changes} language={language} t={t} />
            </>
          )}
        </DataView>
      </div>
    </DashboardPagesContext.Provider>
  );
}
