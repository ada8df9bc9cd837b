/** The profile screen's shared parts: a titled card per section, a form's own button, and a refused call said in words. */
import { useId, type ReactNode } from 'react';
import { profileFailure } from '~/lib/profile/profile-failure';

export type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function ProfileSection({ title, intro, children, actions, ...data }: { title: string; intro?: string; children: ReactNode; actions?: ReactNode } & Record<`data-${string}`, string | boolean>) {
  const id = useId();
  return (
    <section className="card flex min-w-0 flex-col gap-4 p-5" aria-labelledby={id} {...data}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={id} className="m-0 text-lg font-semibold">{title}</h2>
          {intro && <p className="m-0 max-w-3xl text-sm text-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A form's main button, sized to its words (the kit's SubmitButton fills the sign-in card's width). */
export function BusyButton({ busy, label, busyLabel, type = 'submit', danger = false, disabled = false, onClick, ...data }: {
  busy: boolean; label: string; busyLabel: string; type?: 'submit' | 'button'; danger?: boolean; disabled?: boolean; onClick?: () => void;
} & Record<`data-${string}`, string | boolean>) {
  const look = danger ? 'btn border-red bg-red text-white hover:bg-red-d1 disabled:opacity-70' : 'btn-primary disabled:opacity-70';
  return (
    <button type={type} className={`${look} self-start`} aria-busy={busy || undefined} disabled={busy || disabled} onClick={onClick} {...data}>
      {busy && <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/** A refused call in words; undefined when the error screen has it or nothing failed (a cancelled call). */
export function failureMessage(error: unknown, t: Translate): string | undefined {
  const failure = profileFailure(error);
  if (!failure) return undefined;
  return 'key' in failure ? t(`profile:errors.${failure.key}`) : t('profile:errors.other', { message: failure.message });
}
