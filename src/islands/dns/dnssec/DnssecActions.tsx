import { useState } from 'react';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DnssecAction, DnssecView, KeyRole } from './dnssec-api';

interface DnssecActionsProps {
  view: DnssecView;
  busy: DnssecAction | null;
  onRun(request: DnssecAction): Promise<boolean>;
}

const actionKey = (request: DnssecAction) => (request.action === 'rollover' ? `rollover${request.keyType}` : request.action);

/** What can be done in the zone's state: turn on, roll a key, turn off; each asks first and says what will happen. */
export function DnssecActions({ view, busy, onRun }: DnssecActionsProps) {
  const { t } = usePortalTranslation();
  const [asking, setAsking] = useState<DnssecAction | null>(null);
  const unsupported = view.domain !== null && !view.domain.dnssec_supported;
  const choices: DnssecAction[] = view.state === 'unsigned'
    ? unsupported ? [] : [{ action: 'enable' }]
    : view.state === 'signed'
      ? [...(['KSK', 'ZSK'] as KeyRole[]).map((keyType): DnssecAction => ({ action: 'rollover', keyType })), { action: 'disable' }]
      : [];
  if (choices.length === 0) return null;
  const key = asking ? actionKey(asking) : '';
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button key={actionKey(choice)} type="button" disabled={busy !== null}
          className={choice.action === 'enable' ? 'btn-primary' : choice.action === 'disable' ? 'btn-outline text-red-d1 dark:text-red-l2' : 'btn-outline'}
          data-dnssec-action={actionKey(choice)} onClick={() => setAsking(choice)}>
          <span className={choice.action === 'rollover' ? 'i-lucide-refresh-cw' : choice.action === 'enable' ? 'i-lucide-shield-check' : 'i-lucide-shield-off'} aria-hidden="true" />
          {t(`dnssec:action.${actionKey(choice)}`)}
        </button>
      ))}
      {asking && (
        <ConfirmDialog open title={t(`dnssec:confirm.${key}.title`)} confirmLabel={t(`dnssec:action.${key}`)} busyLabel={t('dnssec:working')}
          cancelLabel={t('dnssec:cancel')} busy={busy !== null} danger={asking.action === 'disable'}
          onClose={() => setAsking(null)} onConfirm={() => void onRun(asking).then(() => setAsking(null))}>
          <p className="m-0">{t(`dnssec:confirm.${key}.text`, { tld: view.domain?.tld ?? '' })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
