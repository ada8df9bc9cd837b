/**
 * The registry actions on a domain's record page (issue 12, item 4; DESIGN.md section 13):
 * renew, registry lock and unlock (unlock waits for the approver), transfer lock, WHOIS privacy,
 * reveal the transfer code, and the registry's own view. Each is a platform call whose answer
 * is the spec's toast (green for code 200, red otherwise); an action that does not apply says
 * why on its button. After a change the record is read again (`onChanged`).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PlatformCallAnswer } from '~/lib/data';
import { formatDateTime } from '~/lib/formatting/format';
import { can } from '~/lib/permissions/can';
import { manageAbility, viewAbility } from '~/lib/permissions/permission-names';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { FormAlert } from '../../kit/form/FormAlert';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { bulkScreenHref } from '../bulk/selection-address';
import { actionAvailability, type Availability, type DomainAction } from './action-availability';
import { ActionButton } from './ActionButton';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { AuthCodePanel } from './AuthCodePanel';
import { domainCalls, domainFacts, loadPendingUnlock, loadTld, succeeded, type DomainRecord, type RegistryInfo } from './domain-api';
import { reportFailure } from './domain-values';
import { RegistryInfoPanel } from './RegistryInfoPanel';
import { RenewDialog } from './RenewDialog';
import './domain-actions-words';

interface DomainActionsProps {
  /** The record the page loaded. */
  domain: DomainRecord;
  /** After every action that changed the domain: the page reads the record again. */
  onChanged(): Promise<void>;
}

type Dialog = 'renew' | 'lock' | 'unlock' | 'authCode';

interface UnlockRequest {
  id: number;
  expires_at: string;
  approver_name?: string;
}

const never = () => false;

export function DomainActions({ domain, onChanged }: DomainActionsProps) {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const manages = can(user, view, manageAbility('domains'));
  const tldId = domain.tld_id;
  const tld = useData(tldId !== undefined && can(user, view, viewAbility('tlds')) ? `tld:${tldId}` : null, (signal) => loadTld(tldId!, signal).then((found) => found ?? null), { isEmpty: never });
  const facts = domainFacts(domain);
  const pending = useData(facts.registry_lock && can(user, view, viewAbility('approvals')) ? `unlock:${domain.id}:${domain.version}` : null,
    (signal) => loadPendingUnlock(domain.id, signal), { isEmpty: never });

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<DomainAction | null>(null);
  const [requested, setRequested] = useState<UnlockRequest | null>(null);
  const [authCode, setAuthCode] = useState<{ code: string; issuedAt: string } | null>(null);
  const [registryInfo, setRegistryInfo] = useState<{ info: RegistryInfo; askedAt: string } | null>(null);

  const id = domain.id;
  const waiting: UnlockRequest | null = pending.data ?? (facts.registry_lock ? requested : null);
  const available = actionAvailability(facts, tld.data ?? undefined, { manages, pendingUnlock: waiting !== null });
  const why = (entry: Availability) => (entry.off ? t(`domain-actions:why.${entry.off.key}`, {
    ...entry.off.values,
    ...(entry.off.values?.status ? { status: t(`domain-actions:status.${entry.off.values.status}`) } : {}),
  }) : undefined);

  /** Runs a call; a changed domain is read again. Answers the call's answer when it ran. */
  async function run<R>(action: DomainAction, perform: () => Promise<PlatformCallAnswer<R>>, changes = true): Promise<PlatformCallAnswer<R> | undefined> {
    setBusy(action);
    try {
      const answer = await perform();
      if (succeeded(answer) && changes) await onChanged();
      return answer;
    } catch (error) {
      reportFailure(error);
      return undefined;
    } finally {
      setBusy(null);
      setDialog(null);
    }
  }

  const renew = (years: number) => void run('renew', () => domainCalls.renew(id, years));
  const lock = () => void run('lock', () => domainCalls.lock(id));
  const unlock = async () => {
    const answer = await run('unlock', () => domainCalls.unlock(id));
    const approval = answer && succeeded(answer) ? answer.result.result?.approval : undefined;
    if (approval) setRequested({ id: approval.id, expires_at: approval.expires_at });
  };
  const revealCode = async () => {
    const answer = await run('authCode', () => domainCalls.authCode(id), false);
    const code = answer && succeeded(answer) ? answer.result.result?.auth_code : undefined;
    if (code) setAuthCode({ code, issuedAt: new Date().toISOString() });
  };
  const askRegistry = async () => {
    const answer = await run('info', () => domainCalls.info(id), false);
    const info = answer && succeeded(answer) ? answer.result.result : undefined;
    if (info) setRegistryInfo({ info, askedAt: new Date().toISOString() });
  };

  const shownName = domain.unicode_name ?? domain.name;
  const anyShown = Object.values(available).some((entry) => entry.shown);

  return (
    <div className="flex flex-col gap-3" data-domain-actions>
      {facts.external ? (
        <FormAlert kind="info">{t('domain-actions:external', { name: shownName })}</FormAlert>
      ) : anyShown && (
        <section className="card flex flex-col gap-3 p-4" aria-labelledby="domain-actions-heading">
          <h2 id="domain-actions-heading" className="m-0 text-base font-semibold">{t('domain-actions:heading')}</h2>
          <div role="group" aria-labelledby="domain-actions-heading" className="flex flex-wrap gap-2">
            {available.renew.shown && (
              <ActionButton icon="i-lucide-calendar-plus" label={t('domain-actions:renew.action')} tone="primary" offReason={why(available.renew)} busy={busy === 'renew'}
                onClick={() => setDialog('renew')} data-action="renew" />
            )}
            {available.lock.shown && (
              <ActionButton icon="i-lucide-lock" label={t('domain-actions:lock.action')} offReason={why(available.lock)} busy={busy === 'lock'}
                onClick={() => setDialog('lock')} data-action="lock" />
            )}
            {available.unlock.shown && (
              <ActionButton icon="i-lucide-lock-open" label={t('domain-actions:unlock.action')} offReason={why(available.unlock)} busy={busy === 'unlock'}
                onClick={() => setDialog('unlock')} data-action="unlock" />
            )}
            {available.transferLock.shown && (
              <ActionButton icon="i-lucide-shield" label={t('domain-actions:transferLock.action')} checked={facts.transfer_lock} offReason={why(available.transferLock)}
                busy={busy === 'transferLock'} onClick={() => void run('transferLock', () => domainCalls.transferLock(id, !facts.transfer_lock))} data-action="transfer-lock">
                <span className="text-xs text-muted">{t(facts.transfer_lock ? 'domain-actions:on' : 'domain-actions:off')}</span>
              </ActionButton>
            )}
            {available.privacy.shown && (
              <ActionButton icon="i-lucide-eye-off" label={t('domain-actions:privacy.action')} checked={facts.privacy} offReason={why(available.privacy)}
                busy={busy === 'privacy'} onClick={() => void run('privacy', () => domainCalls.privacy(id, !facts.privacy))} data-action="privacy">
                <span className="text-xs text-muted">{t(facts.privacy ? 'domain-actions:on' : 'domain-actions:off')}</span>
              </ActionButton>
            )}
            {available.authCode.shown && (
              <ActionButton icon="i-lucide-key-round" label={t('domain-actions:authCode.action')} offReason={why(available.authCode)} busy={busy === 'authCode'}
                onClick={() => setDialog('authCode')} data-action="auth-code" />
            )}
            {available.info.shown && (
              <ActionButton icon="i-lucide-refresh-cw" label={t('domain-actions:info.action')} offReason={why(available.info)} busy={busy === 'info'}
                onClick={() => void askRegistry()} data-action="info" />
            )}
            {manages && (
              <>
                <a className="btn-outline no-underline" href={bulkScreenHref('/domains/contacts', [id])} data-action="contacts">
                  <span className="i-lucide-contact" aria-hidden="true" />{t('domain-actions:contactsLink')}
                </a>
                <a className="btn-outline no-underline" href={bulkScreenHref('/domains/delete', [id])} data-action="delete">
                  <span className="i-lucide-trash-2" aria-hidden="true" />{t('domain-actions:deleteLink')}
                </a>
              </>
            )}
          </div>
          {waiting && (
            <p className="m-0 flex flex-wrap items-center gap-x-2 text-sm" role="status" data-unlock-waiting>
              <span className="i-lucide-hourglass text-amber-d2 dark:text-amber-l2" aria-hidden="true" />
              {waiting.approver_name
                ? t('domain-actions:unlock.waitingFor', { approver: waiting.approver_name, time: formatDateTime(waiting.expires_at, language) })
                : t('domain-actions:unlock.waiting', { time: formatDateTime(waiting.expires_at, language) })}
              {can(user, view, viewAbility('approvals')) && (
                <a href={`/domains/approval-requests/${waiting.id}`} className="focus-ring">{t('domain-actions:unlock.seeRequest')}</a>
              )}
            </p>
          )}
        </section>
      )}
      {authCode && (
        <AuthCodePanel domainId={id} name={shownName} code={authCode.code} issuedAt={authCode.issuedAt} language={language} t={t} onHide={() => setAuthCode(null)} />
      )}
      {registryInfo && (
        <RegistryInfoPanel info={registryInfo.info} record={facts} askedAt={registryInfo.askedAt} language={language} t={t} onClose={() => setRegistryInfo(null)} />
      )}
      <RenewDialog open={dialog === 'renew'} name={domain.name} expiresAt={domain.expires_at} preferredYears={domain.renewal_period_years} tld={tld.data ?? undefined}
        busy={busy === 'renew'} language={language} t={t} onRenew={renew} onClose={() => setDialog(null)} />
      <ConfirmDialog open={dialog === 'lock'} title={t('domain-actions:lock.title', { name: shownName })} confirmLabel={t('domain-actions:lock.confirm')}
        busyLabel={t('domain-actions:working')} cancelLabel={t('domain-actions:cancel')} busy={busy === 'lock'} onConfirm={lock} onClose={() => setDialog(null)}>
        <p className="m-0">{t('domain-actions:lock.explain')}</p>
      </ConfirmDialog>
      <ConfirmDialog open={dialog === 'unlock'} title={t('domain-actions:unlock.title', { name: shownName })} confirmLabel={t('domain-actions:unlock.confirm')}
        busyLabel={t('domain-actions:working')} cancelLabel={t('domain-actions:cancel')} busy={busy === 'unlock'} onConfirm={() => void unlock()} onClose={() => setDialog(null)}>
        <p className="m-0">{t('domain-actions:unlock.explain')}</p>
      </ConfirmDialog>
      <ConfirmDialog open={dialog === 'authCode'} title={t('domain-actions:authCode.title', { name: shownName })} confirmLabel={t('domain-actions:authCode.confirm')}
        busyLabel={t('domain-actions:working')} cancelLabel={t('domain-actions:cancel')} busy={busy === 'authCode'} onConfirm={() => void revealCode()} onClose={() => setDialog(null)}>
        <p className="m-0">{t('domain-actions:authCode.explain')}</p>
      </ConfirmDialog>
    </div>
  );
}
