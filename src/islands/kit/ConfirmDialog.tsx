import { useEffect, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: string | undefined;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an action that is hard to undo; a native modal dialog keeps focus inside until closed, Cancel has it first. */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, cancelLabel, busy, error, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} aria-labelledby="confirm-title" aria-describedby="confirm-text" onClose={onClose}
      className="card max-w-md p-6 text-on-surface backdrop:bg-black/40">
      <h2 id="confirm-title" className="m-0 text-lg font-semibold">{title}</h2>
      <div id="confirm-text" className="mt-2 text-sm">{children}</div>
      {error && <p role="alert" className="mt-2 text-sm text-red-d1 dark:text-red" data-confirm-error>{error}</p>}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose} disabled={busy} autoFocus>{cancelLabel}</button>
        <button type="button" className={danger ? 'btn border-red bg-red text-white hover:bg-red-d1 disabled:opacity-70' : 'btn-primary'} onClick={onConfirm} disabled={busy} aria-busy={busy} data-confirm-action>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
