/**
 * The user's details: the username (fixed), the name, and the e-mail address, which takes the
 * current password to change (it signs in and receives reset links). A single-sign-on user's
 * address is the provider's, shown but not edited.
 */
import { useState, type FormEvent } from 'react';
import { rememberDetails } from '~/lib/profile/appearance';
import { profileApi, type DetailsChange, type Profile } from '~/lib/profile/profile-api';
import { FormAlert } from '../kit/form/FormAlert';
import { TextField } from '../kit/form/TextField';
import { BusyButton, failureMessage, ProfileSection, type Translate } from './profile-parts';

type Outcome = { kind: 'success' | 'info' | 'error'; text: string };
type FieldErrors = Partial<Record<'name' | 'email' | 'current_password', string>>;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function DetailsSection({ profile, onSaved, t }: { profile: Profile; onSaved(profile: Profile): void; t: Translate }) {
  const sso = profile.sign_in_method === 'sso';
  const [email, setEmail] = useState(profile.email);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailChanged = !sso && email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const currentPassword = String(form.get('current_password') ?? '');
    const found: FieldErrors = {};
    if (!name) found.name = t('validation:required');
    if (emailChanged && !emailShape.test(email.trim())) found.email = t('validation:email');
    if (emailChanged && !currentPassword) found.current_password = t('profile:errors.current_password_required');
    setErrors(found);
    setOutcome(undefined);
    if (Object.keys(found).length > 0) return;
    const change: DetailsChange = {
      ...(name !== profile.name ? { name } : {}),
      ...(emailChanged ? { email: email.trim(), current_password: currentPassword } : {}),
    };
    if (Object.keys(change).length === 0) {
      setOutcome({ kind: 'info', text: t('profile:details.unchanged') });
      return;
    }
    setBusy(true);
    try {
      const saved = await profileApi.updateDetails(change);
      rememberDetails(saved);
      setEmail(saved.email);
      onSaved(saved);
      setOutcome({ kind: 'success', text: t('profile:details.saved') });
    } catch (error) {
      const message = failureMessage(error, t);
      const code = (error as { body?: { code?: unknown } }).body?.code;
      if (code === 'wrong_password' || code === 'current_password_required') setErrors({ current_password: message });
      else if (code === 'duplicate') setErrors({ email: message });
      else if (message) setOutcome({ kind: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection title={t('profile:details.title')} data-profile-details>
      <form className="flex max-w-xl flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('profile:details.username')}</dt>
          <dd className="m-0 font-mono" data-profile-username>{profile.username}</dd>
          {sso && (
            <>
              <dt className="text-muted">{t('profile:details.email')}</dt>
              <dd className="m-0 break-all">{profile.email}</dd>
            </>
          )}
        </dl>
        <TextField label={t('profile:details.name')} name="name" defaultValue={profile.name} autoComplete="name" required maxLength={200} error={errors.name} />
        {sso ? (
          <p className="m-0 text-sm text-muted">{t('profile:details.ssoEmail')}</p>
        ) : (
          <TextField label={t('profile:details.email')} name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)}
            autoComplete="email" required maxLength={254} hint={t('profile:details.emailHint')} error={errors.email} />
        )}
        {emailChanged && (
          <TextField label={t('profile:details.currentPassword')} name="current_password" type="password" autoComplete="current-password" required
            hint={t('profile:details.currentPasswordHint')} error={errors.current_password} />
        )}
        {outcome && <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert>}
        <BusyButton busy={busy} label={t('profile:details.save')} busyLabel={t('profile:details.saving')} />
      </form>
    </ProfileSection>
  );
}
