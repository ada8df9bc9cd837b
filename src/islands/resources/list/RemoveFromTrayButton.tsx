import { useState } from 'react';
import { errorColor, showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { trayItemsApi } from '~/lib/tray/tray-items-api';

interface RemoveFromTrayButtonProps {
  /** Tray item ids: the selected rows of the tray's own list. */
  ids: readonly number[];
  /** After the items left the tray (the list reads its rows again). */
  onRemoved: () => void;
  t: (key: string, variables?: Record<string, unknown>) => string;
}

/** Takes the tray list's selected items out of the tray in one call and says what happened. */
export function RemoveFromTrayButton({ ids, onRemoved, t }: RemoveFromTrayButtonProps) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const answer = await trayItemsApi.removeItems(ids);
      showSnackbar({ content: t('lists:tray.removed', { count: answer?.removed ?? 0 }), subtitle: t('lists:tray.total', { count: answer?.total ?? 0 }), color: successColor });
      onRemoved();
    } catch (error) {
      showSnackbar({ content: t('lists:tray.removeFailed', { reason: error instanceof Error ? error.message : String(error) }), color: errorColor });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-outline" disabled={busy || ids.length === 0} aria-busy={busy || undefined} onClick={() => void remove()} data-remove-from-tray>
      <span className={busy ? 'i-lucide-loader-circle animate-spin' : 'i-lucide-trash-2'} aria-hidden="true" />
      {t('lists:tray.remove', { count: ids.length })}
    </button>
  );
}
