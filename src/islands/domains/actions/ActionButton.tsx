import { useId, type ReactNode } from 'react';

interface ActionButtonProps {
  icon: string;
  label: string;
  /** Why it cannot be used now: the button stays focusable and says so on hover and focus. */
  offReason?: string | undefined;
  busy?: boolean;
  /** A switch (transfer lock, privacy): its state is read as on or off. */
  checked?: boolean;
  tone?: 'primary' | 'outline';
  onClick(): void;
  children?: ReactNode;
  'data-action'?: string;
}

/**
 * One registry action. An action that does not apply is not greyed out silently: it stays in
 * the tab order (`aria-disabled`, not `disabled`), and its reason shows beside it on hover and
 * on focus, and is its accessible description.
 */
export function ActionButton({ icon, label, offReason, busy = false, checked, tone = 'outline', onClick, children, ...rest }: ActionButtonProps) {
  const id = useId();
  const off = offReason !== undefined;
  const switchProps = checked === undefined ? {} : { role: 'switch' as const, 'aria-checked': checked };
  return (
    <span className="group relative inline-flex">
      <button type="button" {...switchProps}
        className={`${tone === 'primary' ? 'btn-primary' : 'btn-outline'} aria-disabled:opacity-60 aria-disabled:cursor-not-allowed`}
        aria-disabled={off || busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={off ? `${id}-why` : undefined}
        onClick={() => { if (!off && !busy) onClick(); }}
        data-action={rest['data-action']}
        data-off={off || undefined}>
        <span className={busy ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : icon} aria-hidden="true" />
        {label}
        {children}
      </button>
      {off && (
        <span id={`${id}-why`} role="tooltip"
          className="pointer-events-none absolute left-0 top-full z-20 mt-1 hidden w-max max-w-72 rounded-md border border-solid border-line bg-surface px-2 py-1 text-xs text-on-surface shadow-lg group-hover:block group-focus-within:block">
          {offReason}
        </span>
      )}
    </span>
  );
}
