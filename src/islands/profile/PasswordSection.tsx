/**
 * Changing the password: the current one, the new one twice (the reset flow's rule, checked here
 * first and by the API again). Every other session of the user ends; this one stays, and the
 * screen says how many ended.
 */
import { useState, type FormEvent } from 'react';
import { minimumPasswordLength, passwordProblems, type PasswordInput, type PasswordProblem } from '~/lib/profile/password-rules';
import { profileApi } from '~/lib/profile/profile-api';
import { FormAlert } from '../kit/form/FormAlert';
import { TextField } from '../kit/form/TextField';
import { BusyButton, failureMessage, ProfileSection, type Translate } from './profile-parts';

type Outcome = { kind: 'success' | 'error'; text: string };

function problemText(problem: PasswordProblem | undefined, t: Translate): string | undefined {
  if (!problem) return undefined;
  return problem === 'tooShort' ? t('profile:password.problems.tooShort', { count: minimumPasswordLength }) : t(`profile:password.problems.${problem}`);
}

export function PasswordSection({ username, onChanged, t }: { username: string; onChanged(): void; t: Translate }) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<keyof PasswordInput, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input: PasswordInput = { current: String(form.get('current') ?? ''), next: String(form.get('next') ?? ''), again: String(form.get('again') ?? '') };
    const found = passwordProblems(input);
    setProblems({ current: problemText(found.current, t), next: problemText(found.next, t), again: problemText(found.again, t) });
    setOutcome(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { sessions_ended: ended } = await profileApi.changePassword(input.current, input.next);
      formElement.reset();
      setOutcome({ kind: 'success', text: ended > 0 ? t('profile:password.changed', { count: ended }) : t('profile:password.changedAlone') });
      onChanged();
    } catch (error) {
      const message = failureMessage(error, t);
      const code = (error as { body?: { code?: unknown } }).body?.code;
      if (code === 'wrong_password') setProblems({ current: message });
      else if (code === 'password_unchanged') setProblems({ next: message });
      else if (message) setOutcome({ kind: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection title={t('profile:password.title')} intro={t('profile:password.intro')} data-profile-password>
      <form className="flex max-w-xl flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
        {/* The username lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField label={t('profile:password.current')} name="current" type="password" autoComplete="current-password" required error={problems.current} />
        <TextField label={t('profile:password.new')} name="next" type="password" autoComplete="new-password" required minLength={minimumPasswordLength}
          hint={t('profile:password.newHint', { count: minimumPasswordLength })} error={problems.next} />
        <TextField label={t('profile:password.again')} name="again" type="password" autoComplete="new-password" required error={problems.again} />
        {outcome && <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert>}
        <BusyButton busy={busy} label={t('profile:password.change')} busyLabel={t('profile:password.changing')} data-change-password />
      </form>
    </ProfileSection>
  );
}
