import type { DataFailure, FailureKind } from '~/lib/data/data-request';
import { usePortalTranslation } from './use-portal-translation';
import './kit-words';

interface ErrorStateProps {
  failure: DataFailure;
  /** Asks again; without it there is no "Try again". */
  retry?: () => void;
  /** What could not be loaded ("The record could not be loaded."), when "This could not be loaded." says too little. */
  title?: string;
  compact?: boolean;
}

const icons: Record<FailureKind, string> = {
  'access-denied': 'i-lucide-lock',
  'not-found': 'i-lucide-search-x',
  offline: 'i-lucide-wifi-off',
  'too-many-requests': 'i-lucide-timer',
  server: 'i-lucide-server-crash',
  other: 'i-lucide-triangle-alert',
};

/** Why a screen part has no data, with the status code and the server's words, and "Try again". */
export function ErrorState({ failure, retry, title, compact = false }: ErrorStateProps) {
  const { t } = usePortalTranslation();
  const reason = t(`kit:reason.${failure.kind}`);
  // The client's own network message says what the reason says already.
  const detail = failure.kind === 'offline' || failure.message === reason ? '' : failure.message;
  const retryButton = retry && (
    <button type="button" className={compact ? 'btn-outline px-2 py-1' : 'btn-outline'} onClick={retry}>
      <span className="i-lucide-rotate-cw" aria-hidden="true" />
      {t('kit:retry')}
    </button>
  );
  if (compact) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1 text-sm text-red-d1 dark:text-red-l2" data-kit-error data-status={failure.status}>
        {title && <span className="font-medium">{title}</span>}
        <span>{reason}</span>
        {failure.status > 0 && <span data-kit-error-status>{t('kit:status', { status: failure.status })}</span>}
        {retryButton}
      </div>
    );
  }
  return (
    <div role="alert" className="card min-h-28 flex flex-col items-start justify-center gap-2 border-red p-4" data-kit-error data-status={failure.status}>
      <p className="m-0 flex flex-wrap items-center gap-2 font-semibold">
        <span className={`${icons[failure.kind]} text-xl text-red-d1 dark:text-red-l2`} aria-hidden="true" />
        {title ?? t('kit:failed')}
        {failure.status > 0 && (
          <span className="rounded bg-red-l5 px-1.5 text-sm font-medium text-red-d2 dark:bg-red-d4 dark:text-red-l4" data-kit-error-status>
            {t('kit:status', { status: failure.status })}
          </span>
        )}
      </p>
      <p className="m-0">{reason}</p>
      {detail && <p className="m-0 text-sm text-muted break-words">{detail}</p>}
      {retryButton}
    </div>
  );
}
