import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getOne, currentContext } from '~/lib/data';
import { $user } from '~/lib/session/user-store';
import { can } from '~/lib/permissions/can';
import { $portalView } from '~/lib/session/portal-view-store';
import { staffAbility } from '~/lib/permissions/permission-names';
import { addressInAccount } from '~/lib/session/context-parameter';
import type { AccountChoice } from '~/lib/accounts/account-search';
import { usePortalTranslation } from '../kit/use-portal-translation';

const AccountSearch = lazy(() => import('./AccountSearch'));

/**
 * Staff see which account they act in, find another by name or reference, and go back to their
 * own (all accounts, spec section 6). Hiding `staff` in the portal view hides the bar, as a
 * customer would see the page.
 */
export default function ClientSelectionBar() {
  const user = useStore($user);
  const view = useStore($portalView);
  const { t } = usePortalTranslation();
  const [current, setCurrent] = useState<AccountChoice | null>(null);
  const inputId = useId();
  const shown = can(user, view, staffAbility);
  const context = currentContext();
  const ownGroup = user?.group_id;
  const inOwn = !context || context === ownGroup;

  useEffect(() => {
    if (!shown || inOwn) return;
    getOne<AccountChoice>({ resource: 'accounts', id: context, fields: ['id', 'name', 'reference'] }).then(setCurrent, () => setCurrent(null));
  }, [shown, context, inOwn]);

  if (!shown || !ownGroup) return null;
  const choose = (account: AccountChoice) => location.assign(addressInAccount(location.href, account.id, ownGroup));

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-b-solid border-line bg-primary-l5 dark:bg-primary-d4 px-4 py-1.5 text-sm" data-client-selection>
      <span className="i-lucide-briefcase-business text-icon-default" aria-hidden="true" />
      <span className="text-muted dark:text-on-surface">{t('accountSwitch.current')}</span>
      <strong data-testid="current-account">
        {inOwn ? t('accountSwitch.own') : (current?.name ?? context)}
        {!inOwn && current?.reference && <span className="ml-2 font-mono text-xs font-normal text-muted dark:text-on-surface">{current.reference}</span>}
      </strong>
      {!inOwn && (
        <a href={addressInAccount(location.href, ownGroup, ownGroup)} data-sets-context className="btn-outline px-2 py-0.5 no-underline" data-back-to-own>
          <span className="i-lucide-arrow-left" aria-hidden="true" />
          {t('accountSwitch.back')}
          <span className="text-muted">({t('accountSwitch.backHint')})</span>
        </a>
      )}
      <div className="ml-auto flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">{t('accountSwitch.search')}</label>
        <Suspense fallback={<input id={inputId} disabled className="input-box w-56 max-w-full px-2 py-1" placeholder={t('accountSwitch.searchPlaceholder')} />}>
          <AccountSearch ownGroup={ownGroup} id={inputId} onChoose={choose} t={t} />
        </Suspense>
      </div>
    </div>
  );
}
