/**
 * A domain's DNS log (/domains/{id}/dns-log): the zone's publishes, newest first (who, when,
 * serial from → to, how many record sets each created, modified and deleted), each opening the
 * diff it published. The zone's restore points are the log: one per publish (DESIGN.md section 12).
 */
import { useMemo, useState } from 'react';
import { call } from '~/lib/data';
import { formatDateTime } from '~/lib/formatting/format';
import { matchRouteParameters } from '~/lib/routes/route-params';
import { DataView } from '../../kit/DataView';
import { EmptyState } from '../../kit/EmptyState';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { zoneOfDomain, type Zone } from '../zone-editor/zone-api';
import { PublishDiff } from './PublishDiff';
import type { ZoneVersion, ZoneVersionPage } from './zone-log-types';
import './zone-log-words';

const never = () => false;
const pageSize = 25;

export default function ZoneLog({ pattern }: { pattern: string }) {
  const { t, language } = usePortalTranslation();
  const domainId = useMemo(() => matchRouteParameters(pattern, location.pathname.replace(/\/+$/, ''))?.id ?? '', [pattern]);
  const zone = useData<Zone | null>(`zone-of-${domainId}`, (signal) => zoneOfDomain(domainId, signal), { isEmpty: (found) => found === null });
  return (
    <DataView data={zone} empty={<EmptyState icon="i-lucide-network" data-no-zone>{t('dns-log:noZone')}</EmptyState>} failedTitle={t('dns-log:loadFailed')}>
      {(found) => found && <Publishes zone={found} language={language} t={t} />}
    </DataView>
  );
}

type Translate = (key: string, variables?: Record<string, unknown>) => string;

function Publishes({ zone, language, t }: { zone: Zone; language: string; t: Translate }) {
  const [page, setPage] = useState(1);
  const versions = useData<ZoneVersionPage>(`${zone.id}/versions/${page}`, (signal) =>
    call<ZoneVersionPage>('GET', `zones/${zone.id}/versions`, { query: { limit: String(pageSize), page: String(page) }, signal }), { isEmpty: never });
  const [opened, setOpened] = useState<number>();
  const counts = (version: ZoneVersion) => (['create', 'modify', 'delete'] as const)
    .filter((action) => (version.counts[action] ?? 0) > 0)
    .map((action) => t(`dns-log:counts.${action}`, { count: version.counts[action] }))
    .join(' · ');
  return (
    <DataView data={versions} failedTitle={t('dns-log:loadFailed')}>
      {(answer) => answer.data.length === 0 ? <EmptyState icon="i-lucide-history">{t('dns-log:empty')}</EmptyState> : (
        <div className="flex flex-col gap-3">
          <p className="m-0 text-sm text-muted">{t('dns-log:summary', { zone: zone.name, serial: zone.serial })}</p>
          <ol className="m-0 flex list-none flex-col gap-2 p-0" aria-label={t('dns-log:listLabel', { zone: zone.name })}>
            {answer.data.map((version) => {
              const open = opened === version.serial;
              return (
                <li key={version.serial} className="card p-3" data-publish={version.serial}>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <span className="font-medium">{formatDateTime(version.created_at, language)}</span>
                    <span>{version.username ?? t('dns-log:system')}</span>
                    <span className={version.previous_serial === null ? 'text-muted' : 'font-mono'} data-serials>
                      {version.previous_serial === null ? t('dns-log:baseline', { serial: version.serial }) : t('dns-log:serials', { from: version.previous_serial, to: version.serial })}
                    </span>
                    {version.restored_serial !== null && (
                      <span className="rounded bg-primary-l5 px-1.5 py-0.5 text-xs font-semibold text-primary-d2 dark:bg-primary-d4 dark:text-primary-l4" data-restores={version.restored_serial}>
                        {t('dns-log:restores', { serial: version.restored_serial })}
                      </span>
                    )}
                    <span className="text-muted">{counts(version)}</span>
                    {version.previous_serial !== null && (
                      <button type="button" className="btn-outline ml-auto px-2 py-1" aria-expanded={open} onClick={() => setOpened(open ? undefined : version.serial)}>
                        {t(open ? 'dns-log:hideChanges' : 'dns-log:showChanges')}
                      </button>
                    )}
                  </div>
                  {open && <div className="mt-3"><PublishDiff zoneId={zone.id} serial={version.serial} t={t} /></div>}
                </li>
              );
            })}
          </ol>
          {answer.meta.total > pageSize && (
            <nav className="flex items-center gap-2 text-sm" aria-label={t('dns-log:pages')}>
              <button type="button" className="btn-outline" disabled={page === 1} onClick={() => setPage(page - 1)}>{t('dns-log:newer')}</button>
              <span>{t('dns-log:page', { page, pages: Math.ceil(answer.meta.total / pageSize) })}</span>
              <button type="button" className="btn-outline" disabled={page * pageSize >= answer.meta.total} onClick={() => setPage(page + 1)}>{t('dns-log:older')}</button>
            </nav>
          )}
        </div>
      )}
    </DataView>
  );
}
