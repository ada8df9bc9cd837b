import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does, and any choice it needs (a renewal's period). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: string | undefined;
  /** The confirm button is off (nothing valid chosen yet). */
  confirmDisabled?: boolean;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** Room for a table (a dry run's records), not only a sentence. */
  wide?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before an action that is hard to undo: a native modal dialog keeps focus inside until
 * closed, Cancel has it first, Enter in a field confirms, Escape does nothing while the action
 * runs. Its ids are its own, so a page may hold several.
 */
export function ConfirmDialog({
  open, title, children, confirmLabel, busyLabel, cancelLabel, busy, error, confirmDisabled = false, danger = false, wide = false, onConfirm, onClose,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={onClose}
      onCancel={(event) => { if (busy) event.preventDefault(); }}
      className={`card ${wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} p-6 text-on-surface backdrop:bg-black/40`}>
      <form method="dialog" onSubmit={(event) => { event.preventDefault(); if (!busy && !confirmDisabled) onConfirm(); }}>
        <h2 id={`${id}-title`} className="m-0 text-lg font-semibold">{title}</h2>
        <div id={`${id}-text`} className="mt-3 flex flex-col gap-3 text-sm">{children}</div>
        {error && <p role="alert" className="mt-2 text-sm text-red-d1 dark:text-red" data-confirm-error>{error}</p>}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose} disabled={busy} autoFocus>{cancelLabel}</button>
          <button type="submit" className={danger ? 'btn border-red bg-red text-white hover:bg-red-d1 disabled:opacity-70' : 'btn-primary'}
            disabled={busy || confirmDisabled} aria-busy={busy || undefined} data-confirm-action>
            {busy && <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
