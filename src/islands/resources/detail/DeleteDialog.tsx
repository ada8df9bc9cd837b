import { ConfirmDialog } from '../../kit/ConfirmDialog';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** Asks before a record is deleted. */
export function DeleteDialog({ open, name, busy, error, t, onConfirm, onClose }: { open: boolean; name: string; busy: boolean; error?: string; t: Translate; onConfirm(): void; onClose(): void }) {
  return (
    <ConfirmDialog open={open} title={t('records:deleteTitle', { name })} confirmLabel={t('records:confirmDelete')} busyLabel={t('records:deleting')}
      cancelLabel={t('records:cancel')} busy={busy} error={error} danger onConfirm={onConfirm} onClose={onClose}>
      <p className="m-0">{t('records:deleteText')}</p>
    </ConfirmDialog>
  );
}
