import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getList, getOne, currentContext } from '~/lib/data';
import { conditionFromFilter } from '~/lib/pql';
import { $user } from '~/lib/session/user-store';
import { holdsPermission } from '~/lib/permissions/can';
import { staffAbility } from '~/lib/permissions/permission-names';
import { contextParameter } from '~/lib/session/context-parameter';
import { usePortalTranslation } from '../kit/use-portal-translation';

interface Account {
  id: string;
  name: string;
  reference?: string;
}

/** The address of this page in another account (its own account drops the parameter). */
function addressInAccount(accountId: string, ownGroup: string | undefined): string {
  const url = new URL(location.href);
  if (accountId === ownGroup) url.searchParams.delete(contextParameter);
  else url.searchParams.set(contextParameter, accountId);
  return url.pathname + url.search;
}

/** Staff see which account they act in and switch to another by name or reference. */
export default function ClientSelection() {
  const user = useStore($user);
  const { t } = usePortalTranslation();
  const [current, setCurrent] = useState<Account | null>(null);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<Account[] | null>(null);
  const [searching, setSearching] = useState(false);
  const listId = useId();
  const isStaff = holdsPermission(user, staffAbility);
  const context = currentContext();

  useEffect(() => {
    if (!isStaff || !context || context === user?.group_id) return;
    getOne<Account>({ resource: 'accounts', id: context }).then(setCurrent, () => setCurrent(null));
  }, [isStaff, context]);

  useEffect(() => {
    const text = query.trim();
    if (!isStaff || text.length < 2) {
      setMatches(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      getList<Account>({ resource: 'accounts', limit: 10, sort: 'name', fields: ['id', 'name', 'reference'], pql: [conditionFromFilter('name', 'contains', text)], signal: controller.signal })
        .then((answer) => setMatches(answer.data), () => setMatches([]))
        .finally(() => setSearching(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, isStaff]);

  if (!isStaff) return null;
  const inOwn = !context || context === user?.group_id;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-b-solid border-line bg-primary-l5 dark:bg-primary-d4 px-4 py-1.5 text-sm">
      <span className="i-lucide-briefcase-business text-icon-default" aria-hidden="true" />
      <span className="text-muted">{t('accountSwitch.current')}</span>
      <strong data-testid="current-account">{inOwn ? t('accountSwitch.own') : (current?.name ?? context)}</strong>
      <div className="relative ml-auto">
        <label className="sr-only" htmlFor={`${listId}-input`}>{t('accountSwitch.search')}</label>
        <input
          id={`${listId}-input`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('accountSwitch.searchPlaceholder')}
          aria-controls={listId}
          aria-expanded={matches !== null}
          autoComplete="off"
          className="focus-ring w-56 rounded-md border border-solid border-line bg-surface px-2 py-1 text-on-surface"
        />
        {matches !== null && (
          <ul id={listId} className="card absolute right-0 z-40 mt-1 w-72 list-none p-1 m-0 shadow-lg" aria-label={t('accountSwitch.search')}>
            {searching && <li className="px-3 py-2 text-muted" role="status">{t('accountSwitch.searching')}</li>}
            {!searching && matches.length === 0 && <li className="px-3 py-2 text-muted">{t('accountSwitch.noMatches')}</li>}
            {matches.map((account) => (
              <li key={account.id}>
                <a href={addressInAccount(account.id, user?.group_id)} data-sets-context className="focus-ring block rounded-md px-3 py-1.5 text-on-surface no-underline hover:bg-background">
                  {account.name}
                  {account.reference && <span className="ml-2 text-xs text-muted">{account.reference}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
