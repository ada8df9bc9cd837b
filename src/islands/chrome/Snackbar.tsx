import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $snackbar, errorColor, hideSnackbar } from '~/lib/notifications/snackbar-store';
import { anyJobWatched } from '~/lib/tray/job-watch-present';
import { usePortalTranslation } from '../kit/use-portal-translation';

/**
 * The one snackbar of the page (spec section 3): message, detail, deep link, one action (an
 * Undo), busy state and progress. Every signed-in page has it, so it also starts the watcher of the user's unfinished
 * bulk jobs (DESIGN.md section 13); with none stored, that is a look at localStorage's keys and no more.
 */
export default function Snackbar() {
  const message = useStore($snackbar);
  const { t } = usePortalTranslation();
  useEffect(() => {
    if (anyJobWatched()) import('~/lib/tray/job-watch').then(({ watchUnfinishedJobs }) => watchUnfinishedJobs(), () => undefined);
  }, []);
  if (!message) return null;
  const isError = message.color === errorColor;
  return (
    <div
      key={message.id}
      role={isError ? 'alert' : 'status'}
      data-testid="snackbar"
      data-color={message.color}
      className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2 w-[min(36rem,calc(100vw-2rem))] rounded-lg p-3 pl-4 text-white shadow-lg flex flex-col gap-2"
      style={{ background: `var(--c-${message.color.replace(/_/g, '-')}-d2)` }}
    >
      <div className="flex items-start gap-3">
        {message.loading && <span className="i-lucide-loader-circle animate-spin mt-0.5" aria-hidden="true" />}
        <div className="flex-1 min-w-0">
          <p className="m-0 font-medium">{message.content}</p>
          {message.subtitle && <p className="m-0 text-sm opacity-90">{message.subtitle}</p>}
          {message.rawContent && <pre className="m-0 mt-1 max-h-40 overflow-auto whitespace-pre-wrap text-xs opacity-90">{message.rawContent}</pre>}
          {message.deepLink && (
            <a href={message.deepLink} className="text-white underline text-sm">{message.deepLinkText ?? message.deepLink}</a>
          )}
        </div>
        {message.action && (
          <button type="button" className="btn-outline border-white px-2 py-1 text-sm text-white hover:bg-white/15" data-snackbar-action
            onClick={() => { hideSnackbar(); message.action!.run(); }}>{message.action.label}</button>
        )}
        <button type="button" className="btn-icon text-white hover:bg-white/15" aria-label={t('snackbar.close')} onClick={hideSnackbar}>
          <span className="i-lucide-x" aria-hidden="true" />
        </button>
      </div>
      {message.progress !== undefined && (
        <progress className="snackbar-progress w-full h-1.5" max={100} value={message.progress} aria-label={message.content} />
      )}
    </div>
  );
}
