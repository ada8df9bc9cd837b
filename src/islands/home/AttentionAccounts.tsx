/**
 * Staff's "accounts needing attention" (all accounts): each account with what needs attention;
 * its name switches the portal to that account's home page, as the account bar switches
 * (the `context` parameter; the link chooses the account itself: `data-sets-context`).
 */
import { useId } from 'react';
import { homeInAccount } from '~/lib/dashboard/dashboard-links';
import type { AttentionAccount } from '~/lib/dashboard/dashboard-types';
import { EmptyState } from '../kit/EmptyState';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function AttentionAccounts({ accounts, ownGroup, t }: { accounts: readonly AttentionAccount[]; ownGroup: string | undefined; t: Translate }) {
  const id = useId();
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-attention>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:attention.heading')}</h2>
      {accounts.length === 0 ? (
        <EmptyState icon="i-lucide-circle-check">{t('home:attention.none')}</EmptyState>
      ) : (
        <ul className="card m-0 flex list-none flex-col p-0">
          {accounts.map((account) => (
            <li key={account.id} className="flex min-w-0 flex-col gap-1 border-0 border-t border-solid border-line px-4 py-3 first:border-t-0" data-attention-account={account.id}>
              <a href={homeInAccount(location.origin, account.id, ownGroup)} data-sets-context className="focus-ring min-w-0 font-medium break-words">
                {account.name}
              </a>
              <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm text-muted">
                {account.reasons.map((reason) => (
                  <li key={reason.id} className="flex items-center gap-1" data-reason={reason.id}>
                    <span className="i-lucide-triangle-alert text-amber-d2 dark:text-amber-l2" aria-hidden="true" />
                    {t(`home:attention.reasons.${reason.id}`, { count: reason.count })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
