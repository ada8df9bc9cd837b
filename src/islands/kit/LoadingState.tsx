import { usePortalTranslation } from './use-portal-translation';
import './kit-words';

interface LoadingStateProps {
  /** What is loading, when "Loading…" says too little. */
  label?: string;
  /** A line inside a small box (a dropdown) instead of a screen's block. */
  compact?: boolean;
}

/** A screen part waiting for its data: announced politely, and as tall as the states that follow it. */
export function LoadingState({ label, compact = false }: LoadingStateProps) {
  const { t } = usePortalTranslation();
  return (
    <p role="status" data-kit-loading
      className={`m-0 flex items-center gap-2 text-muted ${compact ? 'px-2 py-1 text-sm' : 'min-h-28 p-4'}`}>
      <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {label ?? t('kit:loading')}
    </p>
  );
}
