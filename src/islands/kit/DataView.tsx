import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import type { DataResult } from './use-data';
import { usePortalTranslation } from './use-portal-translation';

interface DataViewProps<T> {
  data: DataResult<T>;
  /** The answer, once there is one with something in it. */
  children: (data: T) => ReactNode;
  /** What an empty answer shows (default: the kit's "Nothing here yet."). */
  empty?: ReactNode;
  /** The error state's title: what could not be loaded. */
  failedTitle?: string;
  loadingLabel?: string;
  compact?: boolean;
}

/** The state `useData` is in, shown the kit's way: loading, empty, error with "Try again", or the answer. */
export function DataView<T>({ data, children, empty, failedTitle, loadingLabel, compact }: DataViewProps<T>) {
  const { t } = usePortalTranslation();
  switch (data.status) {
    case 'idle':
    case 'loading':
      return <LoadingState label={loadingLabel} compact={compact} />;
    case 'error':
      return <ErrorState failure={data.failure} retry={data.retry} title={failedTitle} compact={compact} />;
    case 'empty':
      return <>{empty ?? <EmptyState compact={compact}>{t('kit:empty')}</EmptyState>}</>;
    case 'ready':
      return <>{children(data.data)}</>;
  }
}
