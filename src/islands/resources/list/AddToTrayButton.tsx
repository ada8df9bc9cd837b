import { useState } from 'react';
import { errorColor, showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { addToTray } from '~/lib/tray/tray-store';
import type { TrayResource } from '~/lib/schemas/tray-kinds';

interface AddToTrayButtonProps {
  resource: TrayResource;
  ids: readonly number[];
  parentId?: number;
  /** After the records are in the tray. */
  onAdded: () => void;
  t: (key: string, variables?: Record<string, unknown>) => string;
}

/** Puts a list's selected rows in the bulk tray and says what happened. */
export function AddToTrayButton({ resource, ids, parentId, onAdded, t }: AddToTrayButtonProps) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { added, already, total } = await addToTray(resource, ids, parentId);
      const content = [t('lists:tray.added', { count: added }), already > 0 ? t('lists:tray.already', { count: already }) : '']
        .filter(Boolean).join(' ');
      showSnackbar({ content, subtitle: t('lists:tray.total', { count: total }), color: successColor, deepLink: '/tray', deepLinkText: t('lists:tray.open') });
      onAdded();
    } catch (error) {
      showSnackbar({ content: t('lists:tray.failed', { reason: error instanceof Error ? error.message : String(error) }), color: errorColor });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-primary" disabled={busy || ids.length === 0} aria-busy={busy || undefined} onClick={() => void add()} data-add-to-tray>
      <span className={busy ? 'i-lucide-loader-circle animate-spin' : 'i-portal-bulk-tray-full'} aria-hidden="true" />
      {t('lists:tray.add', { count: ids.length })}
    </button>
  );
}
