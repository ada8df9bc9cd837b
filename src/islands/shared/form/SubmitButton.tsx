/** The form's main button; while busy it stays focusable and says what is happening. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn-primary justify-center w-full disabled:opacity-70" aria-busy={busy} disabled={busy}>
      {busy && <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
