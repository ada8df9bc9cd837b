/**
 * The last changes in the account (the newest audit entries the reader may read): what was done
 * to which record, by whom and when; a record with a page of its own links to it.
 */
import { useId } from 'react';
import { recordHref } from '~/lib/dashboard/dashboard-links';
import type { RecentChange } from '~/lib/dashboard/dashboard-types';
import { formatDateTime } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import { EmptyState } from '../kit/EmptyState';
import { useDashboardPages } from './dashboard-pages-context';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function RecentChanges({ changes, language, t }: { changes: readonly RecentChange[]; language: string; t: Translate }) {
  const id = useId();
  const pages = useDashboardPages();
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-recent-changes>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:changes.heading')}</h2>
      {changes.length === 0 ? (
        <EmptyState icon="i-lucide-history">{t('home:changes.none')}</EmptyState>
      ) : (
        <ul className="card m-0 flex list-none flex-col p-0">
          {changes.map((change) => {
            const href = recordHref(pages, change.resource, change.resource_id);
            const name = change.resource_name ?? (change.resource_id === undefined ? '' : String(change.resource_id));
            return (
              <li key={change.id} className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1 border-0 border-t border-solid border-line px-4 py-2 first:border-t-0 text-sm" data-change={change.id}>
                <span className="font-medium">{knownText(t, `records:log.actions.${change.action}`) ?? change.action}</span>
                {href ? <a href={href} className="focus-ring min-w-0 break-words">{name}</a> : <span className="min-w-0 break-words">{name}</span>}
                <span className="text-muted"><span className="sr-only">{`${t('records:log.who')}: `}</span>{change.username ?? t('records:log.system')}</span>
                <time dateTime={change.created_at} className="ml-auto text-muted whitespace-nowrap">
                  <span className="sr-only">{`${t('records:log.when')}: `}</span>{formatDateTime(change.created_at, language)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
