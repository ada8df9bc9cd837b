/**
 * `/invoicing` (DESIGN.md section 14): spend per month and currency for the last 12 months (chart
 * and table), the account's billing and pricing entities, and the latest transactions, each
 * linking to its page. Staff in their own account see every account's spend and transactions.
 */
import { useStore } from '@nanostores/react';
import { loadSpend } from '~/lib/dashboard/dashboard-api';
import type { DashboardPages } from '~/lib/dashboard/dashboard-pages';
import { currentContext } from '~/lib/data';
import { isStaffInAllAccounts } from '~/lib/permissions/can';
import { $user } from '~/lib/session/user-store';
import { DataView } from '../kit/DataView';
import { useData } from '../kit/use-data';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { DashboardPagesContext } from '../home/dashboard-pages-context';
import '../home/home-words';
import { EntityCards } from './EntityCards';
import { LatestTransactions } from './LatestTransactions';
import { SpendChart } from './SpendChart';

export const spendMonths = 12;

const never = () => false;

export default function InvoicingOverview({ pages }: { pages: DashboardPages }) {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const spend = useData(user ? `spend:${user.id}:${spendMonths}` : null, (signal) => loadSpend(spendMonths, signal), { isEmpty: never });
  return (
    <DashboardPagesContext.Provider value={pages}>
      <div className="flex min-w-0 flex-col gap-6" data-invoicing-overview>
        <DataView data={spend} loadingLabel={t('home:invoicing.loading')} failedTitle={t('home:invoicing.failed')}>
          {(data) => (
            <>
              <SpendChart spend={data} language={language} t={t} />
              <EntityCards billing={data.billing_entities} pricing={data.pricing_entity} t={t} />
              <LatestTransactions transactions={data.latest_transactions} listHref={pages.lists.transactions?.href ?? '/invoicing/transactions'} recordPattern={pages.records.transactions ?? '/invoicing/transactions/{id}'}
                showAccount={isStaffInAllAccounts(user, currentContext())} language={language} t={t} />
            </>
          )}
        </DataView>
      </div>
    </DashboardPagesContext.Provider>
  );
}
