import { useHydrated } from '../use-hydrated';

/** The form's main button: disabled until the island runs and while busy, saying what is happening. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn-primary justify-center w-full disabled:opacity-70" aria-busy={busy} disabled={busy || !hydrated}>
      {busy && <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
