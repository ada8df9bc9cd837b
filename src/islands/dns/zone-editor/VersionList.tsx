import { useState } from 'react';
import { failureOf } from '~/lib/data/data-request';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { restoreVersion, versionsOf, type Zone } from './zone-api';

/** The zone's restore points, newest first; "Restore" makes a draft that brings one back, and shows its plan. */
export function VersionList({ zone, version, onRestored }: { zone: Zone; version: number; onRestored(): void }) {
  const { t, language } = usePortalTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const versions = useData(open ? `versions:${zone.id}:${version}` : null, async (signal) => (await versionsOf(zone.id, signal)).data);
  const restore = (serial: number) => restoreVersion(zone.id, serial).then(onRestored, (error: unknown) => setFailure(failureOf(error).message));
  return (
    <details className="card p-3" onToggle={(event) => setOpen(event.currentTarget.open)} data-versions>
      <summary className="focus-ring cursor-pointer font-medium">{t('dns-editor:versions.title')}</summary>
      <div className="mt-2">
        {open && (
          <DataView data={versions} compact empty={<p className="m-0 text-sm text-muted">{t('dns-editor:versions.none')}</p>}>
            {(list) => (
              <ul className="m-0 flex flex-col gap-1 p-0 list-none text-sm">
                {list.map((entry) => (
                  <li key={entry.serial} className="flex flex-wrap items-center gap-3" data-version={entry.serial}>
                    <span className="font-mono">{entry.serial}</span>
                    <span className="text-muted">{new Date(entry.created_at).toLocaleString(language)}</span>
                    {entry.username && <span className="text-muted">{entry.username}</span>}
                    <span className="text-muted">{t('dns-editor:versions.records', { records: entry.record_count })}</span>
                    <button type="button" className="btn-outline px-2 py-1 text-sm" onClick={() => void restore(entry.serial)}
                      aria-label={t('dns-editor:versions.restoreFor', { serial: entry.serial })}>{t('dns-editor:versions.restore')}</button>
                  </li>
                ))}
              </ul>
            )}
          </DataView>
        )}
        {failure && <p role="alert" className="m-0 text-sm text-red-d1 dark:text-red-l2">{failure}</p>}
      </div>
    </details>
  );
}
