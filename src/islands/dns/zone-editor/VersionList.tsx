import { useState } from 'react';
import { HttpError } from '~/lib/data';
import { failureOf } from '~/lib/data/data-request';
import { formatDateTime } from '~/lib/formatting/format';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { restoreVersion, versionsOf, type Zone } from './zone-api';

interface VersionListProps {
  zone: Zone;
  version: number;
  /** How many changes the user's draft stages now: restoring over them asks first. */
  staged: number;
  onRestored(): void;
}

/**
 * The zone's restore points, newest first, the live one marked; "Restore" makes a draft that
 * brings one back and shows its plan. Over a draft with changes it asks first, saying how many
 * are replaced (they can still be brought back after).
 */
export function VersionList({ zone, version, staged, onRestored }: VersionListProps) {
  const { t, language } = usePortalTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const versions = useData(open ? `versions:${zone.id}:${version}` : null, async (signal) => (await versionsOf(zone.id, signal)).data);

  const restore = async (serial: number, replace: boolean) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await restoreVersion(zone.id, serial, replace);
      setAsking(null);
      onRestored();
    } catch (error) {
      // Another tab staged changes meanwhile: ask, with the count the API gives.
      if (!replace && error instanceof HttpError && error.status === 409) setAsking(serial);
      else setFailure(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  };
  const ask = (serial: number) => (staged > 0 ? setAsking(serial) : void restore(serial, false));

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
                    <span className="text-muted">{formatDateTime(entry.created_at, language)}</span>
                    {entry.username && <span className="text-muted">{entry.username}</span>}
                    <span className="text-muted">{t('dns-editor:versions.records', { records: entry.record_count })}</span>
                    {entry.restored_serial !== null && <span className="text-muted" data-restored={entry.restored_serial}>{t('dns-editor:versions.restored', { serial: entry.restored_serial })}</span>}
                    {entry.serial === zone.serial ? (
                      <span className="rounded bg-green-l5 px-1.5 py-0.5 text-xs font-semibold text-green-d2 dark:bg-green-d4 dark:text-green-l4" data-live-version>{t('dns-editor:versions.live')}</span>
                    ) : (
                      <button type="button" className="btn-outline px-2 py-1 text-sm" onClick={() => ask(entry.serial)} disabled={busy}
                        aria-label={t('dns-editor:versions.restoreFor', { serial: entry.serial })}>{t('dns-editor:versions.restore')}</button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </DataView>
        )}
        {failure && <p role="alert" className="m-0 text-sm text-red-d1 dark:text-red-l2">{failure}</p>}
      </div>
      <ConfirmDialog open={asking !== null} title={t('dns-editor:restore.title')} confirmLabel={t('dns-editor:restore.confirm')} busyLabel={t('dns-editor:restore.busy')}
        cancelLabel={t('dns-editor:restore.cancel')} busy={busy} danger onClose={() => setAsking(null)} onConfirm={() => asking !== null && void restore(asking, true)}>
        <p className="m-0">{t('dns-editor:restore.text', { serial: asking ?? '', count: staged })}</p>
      </ConfirmDialog>
    </details>
  );
}
