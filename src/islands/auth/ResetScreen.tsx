import { useEffect, useState, type FormEvent } from 'react';
import { isResetTokenValid, requestPasswordReset, setNewPassword } from '~/lib/sign-in/password-reset';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { TextField } from '../kit/form/TextField';
import { FormAlert } from '../kit/form/FormAlert';
import { SubmitButton } from '../kit/form/SubmitButton';
import { describeSignInError } from './describe-sign-in-error';
import './auth-words';
import './reset-words';
import { minimumPasswordLength } from '~/lib/contracts/password-rule';

type Stage = 'request' | 'sent' | 'checking' | 'choose' | 'invalid' | 'saved';

/** /reset: ask for a link by mail; opened from the link (`?token=`), choose the new password. */
export default function ResetScreen() {
  const { t } = usePortalTranslation();
  const [stage, setStage] = useState<Stage>('request');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});

  useEffect(() => {
    const linkToken = new URLSearchParams(location.search).get('token');
    if (!linkToken) return;
    setToken(linkToken);
    setStage('checking');
    isResetTokenValid(linkToken)
      .then((valid) => setStage(valid ? 'choose' : 'invalid'))
      .catch((failure: unknown) => {
        setError(describeSignInError(failure, t, 'auth:wrongCredentials'));
        setStage('invalid');
      });
  }, []);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(describeSignInError(failure, t, 'auth:wrongCredentials'));
    } finally {
      setBusy(false);
    }
  };

  const submitRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = String(new FormData(event.currentTarget).get('login') ?? '').trim();
    setFieldErrors({ login: login ? undefined : t('validation:required') });
    if (login) void attempt(async () => {
      await requestPasswordReset(login);
      setStage('sent');
    });
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmation = String(form.get('confirmation') ?? '');
    const errors = {
      password: !password ? t('validation:required') : password.length < minimumPasswordLength ? t('validation:minLength', { 0: minimumPasswordLength }) : undefined,
      confirmation: confirmation !== password ? t('reset:passwordsDiffer') : undefined,
    };
    setFieldErrors(errors);
    if (!errors.password && !errors.confirmation) void attempt(async () => {
      await setNewPassword(token, password);
      setStage('saved');
    });
  };

  const backToSignIn = <a href="/login" className="self-start text-sm underline">{t('auth:backToSignIn')}</a>;

  if (stage === 'checking') return <p role="status" className="m-0">{t('reset:checkingLink')}</p>;

  if (stage === 'invalid' || stage === 'sent' || stage === 'saved') {
    const message = { invalid: 'reset:linkInvalid', sent: 'reset:linkSent', saved: 'reset:passwordSaved' }[stage];
    return (
      <div className="flex flex-col gap-4">
        <h1 className="m-0 text-2xl">{t(stage === 'saved' ? 'reset:newPasswordTitle' : 'reset:resetTitle')}</h1>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <FormAlert kind={stage === 'invalid' ? 'error' : 'success'}>{t(message)}</FormAlert>
        {stage === 'invalid' && <a href="/reset" className="btn-primary justify-center no-underline">{t('reset:askNewLink')}</a>}
        {stage === 'saved' ? <a href="/login" className="btn-primary justify-center no-underline">{t('auth:signIn')}</a> : backToSignIn}
      </div>
    );
  }

  if (stage === 'choose') {
    return (
      <form className="flex flex-col gap-4" noValidate onSubmit={submitPassword}>
        <h1 className="m-0 text-2xl">{t('reset:newPasswordTitle')}</h1>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <TextField label={t('reset:newPassword')} name="password" type="password" autoComplete="new-password" required
          hint={t('reset:passwordRule')} error={fieldErrors.password} />
        <TextField label={t('reset:confirmPassword')} name="confirmation" type="password" autoComplete="new-password" required
          error={fieldErrors.confirmation} />
        <SubmitButton busy={busy} label={t('reset:savePassword')} busyLabel={t('reset:savePassword')} />
        {backToSignIn}
      </form>
    );
  }

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submitRequest}>
      <h1 className="m-0 text-2xl">{t('reset:resetTitle')}</h1>
      <p className="m-0 text-muted">{t('reset:resetIntro')}</p>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <TextField label={t('reset:usernameOrEmail')} name="login" autoComplete="username" autoCapitalize="none" spellCheck={false}
        required error={fieldErrors.login} />
      <SubmitButton busy={busy} label={t('reset:sendLink')} busyLabel={t('reset:sendLink')} />
      {backToSignIn}
    </form>
  );
}
