import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isCodeShaped } from '~/lib/profile/two-factor-text';
import { signIn, submitTwoFactorCode } from '~/lib/sign-in/sign-in';
import { completeSingleSignOn, isSsoCallback, startSingleSignOn } from '~/lib/sign-in/single-sign-on';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { TextField } from '../kit/form/TextField';
import { FormAlert } from '../kit/form/FormAlert';
import { SubmitButton } from '../kit/form/SubmitButton';
import { describeSignInError } from './describe-sign-in-error';
import { continueAfterSignIn } from './after-sign-in';
import './auth-words';

type Step = { kind: 'credentials' } | { kind: 'two-factor'; challengeToken: string } | { kind: 'completing-sso' };

/** /login: password, then a two-factor code when the account asks for one, or single sign-on. */
export default function LoginScreen() {
  const { t } = usePortalTranslation();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [leavingForProvider, setLeavingForProvider] = useState(false);
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const url = new URL(location.href);
    if (!isSsoCallback(url)) return;
    setStep({ kind: 'completing-sso' });
    completeSingleSignOn(url)
      .then(continueAfterSignIn)
      .catch((failure: unknown) => {
        history.replaceState(null, '', '/login');
        setStep({ kind: 'credentials' });
        setError(t('auth:ssoFailed', { reason: describeSignInError(failure, t, 'auth:wrongCredentials') }));
      });
  }, []);

  useEffect(() => {
    if (step.kind === 'two-factor') heading.current?.focus();
  }, [step.kind]);

  const run = async (work: () => Promise<void>, wrong: 'auth:wrongCredentials' | 'auth:wrongCode') => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(describeSignInError(failure, t, wrong));
      setBusy(false);
    }
  };

  const submitCredentials = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const empty = { username: !username, password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return;
    void run(async () => {
      const result = await signIn(username, password);
      if (result.kind === 'two-factor') {
        setStep(result);
        setBusy(false);
      } else await continueAfterSignIn();
    }, 'auth:wrongCredentials');
  };

  const submitCode = (event: FormEvent<HTMLFormElement>, challengeToken: string) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    // Six digits from the app, or a recovery code (src/lib/profile, /my-profile).
    if (!isCodeShaped(code)) {
      setError(t('auth:codeFormat'));
      return;
    }
    void run(async () => {
      await submitTwoFactorCode(challengeToken, code);
      await continueAfterSignIn();
    }, 'auth:wrongCode');
  };

  if (step.kind === 'completing-sso') {
    return (
      <p role="status" className="m-0 flex items-center gap-2">
        <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />
        {t('auth:completingSingleSignOn')}
      </p>
    );
  }

  if (step.kind === 'two-factor') {
    return (
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => submitCode(event, step.challengeToken)}>
        <h1 ref={heading} tabIndex={-1} className="m-0 text-2xl outline-none">{t('auth:twoFactorTitle')}</h1>
        <p className="m-0 text-muted">{t('auth:twoFactorIntro')}</p>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <TextField label={t('auth:code')} name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={32} autoFocus required />
        <SubmitButton busy={busy} label={t('auth:verify')} busyLabel={t('auth:signingIn')} />
        <button type="button" className="btn-outline justify-center" onClick={() => { setStep({ kind: 'credentials' }); setError(''); }}>
          {t('auth:useAnotherAccount')}
        </button>
      </form>
    );
  }

  const goToProvider = () => {
    setLeavingForProvider(true);
    setError('');
    startSingleSignOn().catch((failure: unknown) => {
      setLeavingForProvider(false);
      setError(t('auth:ssoFailed', { reason: describeSignInError(failure, t, 'auth:wrongCredentials') }));
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <form className="flex flex-col gap-4" noValidate onSubmit={submitCredentials}>
        <h1 className="m-0 text-2xl">{t('auth:signInTitle')}</h1>
        <p className="m-0 text-muted">{t('auth:signInIntro')}</p>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        {/* While the browser is on its way to the provider, typing here would be lost. */}
        <fieldset disabled={leavingForProvider} className="m-0 flex flex-col gap-4 border-0 p-0">
          <TextField label={t('auth:username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
            required error={missing.username ? t('validation:required') : undefined} />
          <TextField label={t('auth:password')} name="password" type="password" autoComplete="current-password"
            required error={missing.password ? t('validation:required') : undefined} />
          <SubmitButton busy={busy} label={t('auth:signIn')} busyLabel={t('auth:signingIn')} />
        </fieldset>
        <a href="/reset" className="self-start text-sm underline">{t('auth:forgotPassword')}</a>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />{t('auth:or')}<span className="h-px flex-1 bg-line" />
      </div>
      <button type="button" className="btn-outline justify-center" disabled={busy || leavingForProvider} onClick={goToProvider}>
        <span className={leavingForProvider ? 'i-lucide-loader-circle animate-spin' : 'i-lucide-key-round'} aria-hidden="true" />
        {t('auth:singleSignOn')}
      </button>
      <p role="status" className="m-0 text-sm text-muted empty:hidden">{leavingForProvider ? t('auth:goingToProvider') : ''}</p>
    </div>
  );
}
