/**
 * Two-factor sign-in from the profile: set up (a QR code of the new secret, or the key typed in;
 * then the first code the app shows turns it on), the recovery codes shown once, how many are
 * left, and turning it off with a code from the app or a recovery code.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '~/lib/formatting/format';
import { profileApi, type TwoFactorEnrolment, type TwoFactorStatus } from '~/lib/profile/profile-api';
import { groupedSecret, isCodeShaped } from '~/lib/profile/two-factor-text';
import { FormAlert } from '../kit/form/FormAlert';
import { TextField } from '../kit/form/TextField';
import { useData } from '../kit/use-data';
import { CopyButton } from '../kit/values/CopyButton';
import { BusyButton, failureMessage, ProfileSection, type Translate } from './profile-parts';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';

type Stage =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

interface TwoFactorSectionProps {
  enabled: boolean;
  username: string;
  onChange(enabled: boolean): void;
  language: string;
  t: Translate;
}

function CodesLeft({ status, t }: { status: TwoFactorStatus | undefined; t: Translate }) {
  if (!status?.enabled) return null;
  const left = status.recovery_codes_left;
  return <p className="m-0 text-sm text-muted" data-recovery-codes-left={left}>{left > 0 ? t('profile:twoFactor.codesLeft', { count: left }) : t('profile:twoFactor.noCodesLeft')}</p>;
}

function Enrolment({ enrolment, language, onConfirmed, onCancel, t }: {
  enrolment: TwoFactorEnrolment; language: string; onConfirmed(codes: string[]): void; onCancel(): void; t: Translate;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setError(t('profile:twoFactor.codeRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onConfirmed((await profileApi.confirmTwoFactor(code)).recovery_codes);
    } catch (failure) {
      setError(failureMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-6 rounded-md border border-solid border-line p-4 md:grid-cols-2" data-two-factor-enrolment>
      <div className="flex min-w-0 flex-col gap-3">
        <h3 ref={heading} tabIndex={-1} className="m-0 text-base font-semibold outline-none">{t('profile:twoFactor.scanTitle')}</h3>
        <p className="m-0 text-sm">{t('profile:twoFactor.scanText')}</p>
        <QrCode value={enrolment.otpauth_uri} label={t('profile:twoFactor.qrLabel')} loadingLabel={t('profile:twoFactor.qrLoading')} />
        <p className="m-0 text-sm">{t('profile:twoFactor.typeInstead')}</p>
        <div className="flex items-center gap-1">
          <code className="break-all rounded bg-background px-2 py-1 font-mono text-sm" data-totp-secret>{groupedSecret(enrolment.secret)}</code>
          <CopyButton text={enrolment.secret} label={t('profile:twoFactor.secret')} t={t} />
        </div>
        <p className="m-0 text-xs text-muted">{t('profile:twoFactor.expires', { time: formatDateTime(enrolment.expires_at, language) })}</p>
      </div>
      <form className="flex min-w-0 flex-col gap-3" noValidate onSubmit={(event) => void confirm(event)}>
        <h3 className="m-0 text-base font-semibold">{t('profile:twoFactor.confirmTitle')}</h3>
        <TextField label={t('profile:twoFactor.code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required error={error} />
        <div className="flex flex-wrap gap-2">
          <BusyButton busy={busy} label={t('profile:twoFactor.confirm')} busyLabel={t('profile:twoFactor.confirming')} data-two-factor-confirm />
          <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>{t('profile:twoFactor.cancel')}</button>
        </div>
      </form>
    </div>
  );
}

function TurnOff({ onDone, onCancel, t }: { onDone(): void; onCancel(): void; t: Translate }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!isCodeShaped(code)) {
      setError(t('profile:errors.invalid_code'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await profileApi.disableTwoFactor(code);
      onDone();
    } catch (failure) {
      setError(failureMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <form className="flex max-w-xl flex-col gap-3 rounded-md border border-solid border-line p-4" noValidate onSubmit={(event) => void submit(event)} data-two-factor-off>
      <p className="m-0 text-sm">{t('profile:twoFactor.turnOffText')}</p>
      <TextField label={t('profile:twoFactor.turnOffCode')} name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={32} required autoFocus error={error} />
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={busy} danger label={t('profile:twoFactor.turnOff')} busyLabel={t('profile:twoFactor.turningOff')} />
        <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>{t('profile:twoFactor.cancel')}</button>
      </div>
    </form>
  );
}

export function TwoFactorSection({ enabled, username, onChange, language, t }: TwoFactorSectionProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [version, setVersion] = useState(0);
  const status = useData(enabled ? `two-factor:${version}` : null, (signal) => profileApi.twoFactorStatus(signal));

  const start = async () => {
    setStarting(true);
    setNotice(undefined);
    try {
      setStage({ kind: 'enrolling', enrolment: await profileApi.startTwoFactor() });
    } catch (error) {
      const message = failureMessage(error, t);
      if (message) setNotice({ kind: 'error', text: message });
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    switch (stage.kind) {
      case 'enrolling':
        return (
          <Enrolment enrolment={stage.enrolment} language={language} t={t} onCancel={() => setStage({ kind: 'idle' })}
            onConfirmed={(codes) => { setStage({ kind: 'codes', codes }); onChange(true); setVersion((current) => current + 1); }} />
        );
      case 'codes':
        return <RecoveryCodes codes={stage.codes} username={username} t={t} onDone={() => { setStage({ kind: 'idle' }); setNotice({ kind: 'success', text: t('profile:twoFactor.turnedOn') }); }} />;
      case 'disabling':
        return (
          <TurnOff t={t} onCancel={() => setStage({ kind: 'idle' })}
            onDone={() => { setStage({ kind: 'idle' }); onChange(false); setNotice({ kind: 'success', text: t('profile:twoFactor.turnedOff') }); }} />
        );
      case 'idle':
        return enabled ? (
          <button type="button" className="btn-outline self-start" onClick={() => { setNotice(undefined); setStage({ kind: 'disabling' }); }} data-two-factor-turn-off>
            <span className="i-lucide-shield-off" aria-hidden="true" />
            {t('profile:twoFactor.turnOff')}
          </button>
        ) : (
          <BusyButton type="button" busy={starting} label={t('profile:twoFactor.setUp')} busyLabel={t('profile:twoFactor.starting')} onClick={() => void start()} data-two-factor-set-up />
        );
    }
  };

  return (
    <ProfileSection title={t('profile:twoFactor.title')} data-profile-two-factor data-two-factor={enabled ? 'on' : 'off'}>
      <div className="flex flex-col gap-1">
        <p className="m-0 flex max-w-3xl items-start gap-2">
          <span className={enabled ? 'i-lucide-shield-check mt-0.5 text-green-d1 dark:text-green' : 'i-lucide-shield mt-0.5 text-muted'} aria-hidden="true" />
          {enabled ? t('profile:twoFactor.on') : t('profile:twoFactor.off')}
        </p>
        {enabled && stage.kind !== 'codes' && status.status === 'ready' && <CodesLeft status={status.data} t={t} />}
      </div>
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      {body()}
    </ProfileSection>
  );
}
