import { useState } from 'react';
import { isAbortError } from '~/lib/data';
import { failureOf } from '~/lib/data/data-request';
import { errorColor, showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { downloadText } from '../../kit/download-text';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { exportZoneFile } from '../zone-import/import-api';
import '../zone-import/zone-file-words';
import type { Zone } from './zone-api';

interface ZoneFileActionsProps {
  zone: Zone;
  /** The caller's draft holds changes: its zone file can be saved too. */
  hasDraft: boolean;
  manages: boolean;
}

/** The zone as a BIND file (DESIGN.md section 12, `export`), live or with the caller's draft, and the way to import one. */
export function ZoneFileActions({ zone, hasDraft, manages }: ZoneFileActionsProps) {
  const { t } = usePortalTranslation();
  const [busy, setBusy] = useState<'live' | 'draft' | null>(null);
  const save = async (source: 'live' | 'draft') => {
    setBusy(source);
    try {
      const file = `${zone.name}${source === 'draft' ? '.draft' : ''}.zone`;
      downloadText(await exportZoneFile(zone.id, source), file, 'text/dns;charset=utf-8');
      showSnackbar({ color: successColor, content: t('dns-import:exported', { file }) });
    } catch (error) {
      if (!isAbortError(error)) showSnackbar({ color: errorColor, content: failureOf(error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-zone-file-actions>
      <button type="button" className="btn-outline" disabled={busy !== null} aria-busy={busy === 'live'} onClick={() => void save('live')} data-export-zone="live">
        <span className="i-lucide-download" aria-hidden="true" />
        {t('dns-import:exportLive')}
      </button>
      {hasDraft && (
        <button type="button" className="btn-outline" disabled={busy !== null} aria-busy={busy === 'draft'} onClick={() => void save('draft')} data-export-zone="draft">
          <span className="i-lucide-download" aria-hidden="true" />
          {t('dns-import:exportDraft')}
        </button>
      )}
      {manages && (
        <a className="btn-outline no-underline" href={`/domains/bind-import?zone=${zone.id}`} data-import-zone>
          <span className="i-lucide-file-up" aria-hidden="true" />
          {t('dns-import:importFile')}
        </a>
      )}
    </div>
  );
}
