import { useEffect, useRef } from 'react';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** Asks before a record is deleted; a native modal dialog keeps focus inside until closed. */
export function DeleteDialog({ open, name, busy, error, t, onConfirm, onClose }: { open: boolean; name: string; busy: boolean; error?: string; t: Translate; onConfirm(): void; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} aria-labelledby="delete-title" aria-describedby="delete-text" onClose={onClose}
      className="card max-w-md p-6 text-on-surface backdrop:bg-black/40">
      <h2 id="delete-title" className="m-0 text-lg font-semibold">{t('records:deleteTitle', { name })}</h2>
      <p id="delete-text" className="mt-2 text-sm">{t('records:deleteText')}</p>
      {error && <p role="alert" className="mt-2 text-sm text-red-d1 dark:text-red" data-delete-error>{error}</p>}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose} disabled={busy} autoFocus>{t('records:cancel')}</button>
        <button type="button" className="btn border-red bg-red text-white hover:bg-red-d1 disabled:opacity-70" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('records:deleting') : t('records:confirmDelete')}
        </button>
      </div>
    </dialog>
  );
}
