import { displayName } from '~/lib/dns/display-name';
import { ttlText } from '~/lib/dns/ttl-text';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { Zone } from './zone-api';

/** The zone at a glance: its serial, default TTL and apex name servers. */
export function ZoneSummary({ zone, nameServers }: { zone: Zone; nameServers: readonly string[] | undefined }) {
  const { t, language } = usePortalTranslation();
  return (
    <section className="card flex flex-wrap gap-x-8 gap-y-2 p-4" aria-label={t('dns-editor:summary.label')} data-zone-summary>
      <div className="min-w-0">
        <p className="m-0 text-xs text-muted">{t('dns-editor:summary.zone')}</p>
        <p className="m-0 font-semibold break-all">{displayName(zone.name)}</p>
      </div>
      <div>
        <p className="m-0 text-xs text-muted">{t('dns-editor:summary.serial')}</p>
        <p className="m-0 font-mono" data-zone-serial>{zone.serial}</p>
      </div>
      <div>
        <p className="m-0 text-xs text-muted">{t('dns-editor:summary.defaultTtl')}</p>
        <p className="m-0" title={t('dns-editor:table.seconds', { seconds: zone.default_ttl })} data-default-ttl={zone.default_ttl}>{ttlText(zone.default_ttl, language)}</p>
      </div>
      <div className="min-w-0">
        <p className="m-0 text-xs text-muted">{t('dns-editor:summary.nameServers')}</p>
        {nameServers === undefined ? (
          <p className="m-0 text-muted">…</p>
        ) : nameServers.length === 0 ? (
          <p className="m-0 text-red-d1 dark:text-red-l2">{t('dns-editor:summary.noNameServers')}</p>
        ) : (
          <ul className="m-0 flex flex-wrap gap-x-3 p-0 list-none font-mono text-sm" data-name-servers>
            {nameServers.map((server) => <li key={server}>{server}</li>)}
          </ul>
        )}
      </div>
    </section>
  );
}
