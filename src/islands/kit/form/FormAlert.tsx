/** A form-level message: errors are announced at once, notices politely. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: string }) {
  const tone = {
    error: 'border-red bg-red-l5 text-red-d2 dark:bg-red-d4 dark:text-red-l4',
    success: 'border-green bg-green-l5 text-green-d2 dark:bg-green-d4 dark:text-green-l4',
    info: 'border-info bg-info-l5 text-info-d2 dark:bg-info-d4 dark:text-info-l4',
  }[kind];
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`m-0 rounded-md border border-solid px-3 py-2 text-sm ${tone}`}>
      {children}
    </p>
  );
}
