/**
 * /watch/overview (issue 15, the watch overview): the account's watches — totals at the top, then
 * a card per watch with its terms, counted matches, new this week, open cases, high risk, its
 * 12-week trend and links to its three report pages.
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $user } from '~/lib/session/user-store';
import type { WatchOverviewAnswer } from '~/lib/schemas/watch-insights';
import { watchApi } from '~/lib/watch/watch-api';
import { watchTotalIds, watchTotals } from '~/lib/watch/watch-figures';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { FigureList } from './FigureList';
import { WatchCard } from './WatchCard';
import './watch-words';

const noWatches = (answer: WatchOverviewAnswer) => answer.watches.length === 0;

export default function WatchOverview() {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const overview = useData(user ? `watch-overview:${user.id}` : null, watchApi.overview, { isEmpty: noWatches });
  const watchesId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-6" data-watch-overview data-state={overview.status}>
      <DataView data={overview} loadingLabel={t('watch:overview.loading')} failedTitle={t('watch:overview.failed')}
        empty={<EmptyState icon="i-lucide-eye">{t('watch:overview.empty')}</EmptyState>}>
        {(answer) => {
          const totals = watchTotals(answer.watches);
          return (
            <>
              <FigureList heading={t('watch:overview.totalsHeading')} language={language}
                figures={watchTotalIds.map((id) => ({ id, label: t(`watch:overview.totals.${id}`), value: totals[id] }))} />
              <section className="flex min-w-0 flex-col gap-3" aria-labelledby={watchesId}>
                <h2 id={watchesId} className="m-0 text-xl">{t('watch:overview.watchesHeading')}</h2>
                <ul className="m-0 grid list-none items-start gap-4 p-0 lg:grid-cols-2">
                  {answer.watches.map((watch) => <WatchCard key={watch.id} watch={watch} language={language} t={t} />)}
                </ul>
              </section>
            </>
          );
        }}
      </DataView>
    </div>
  );
}
