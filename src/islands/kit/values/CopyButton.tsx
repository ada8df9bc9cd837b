import { useEffect, useState } from 'react';
import { copyToClipboard } from '~/lib/notifications/copy-to-clipboard';
import '../kit-words';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** Copies a value; a tick says it worked, the snackbar says when it did not (spec section 8). */
export function CopyButton({ text, label, t }: { text: string; label: string; t: Translate }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn-icon relative shrink-0 p-1 text-muted"
      data-copy-button
      aria-label={t('kit:copy', { name: label })}
      title={t('kit:copy', { name: label })}
      onClick={(event) => {
        // A copy inside a row must not also open the row's record.
        event.stopPropagation();
        void copyToClipboard(text).then(setCopied);
      }}
    >
      <span className={copied ? 'i-lucide-check text-sm' : 'i-lucide-copy text-sm'} aria-hidden="true" />
      <span className="sr-only" aria-live="polite">{copied ? t('kit:copied') : ''}</span>
    </button>
  );
}
