import { useRef, useState } from 'react';
import type { ListQuery } from '~/lib/data';
import { isAbortError } from '~/lib/data/errors';
import { showSnackbar, errorColor, successColor } from '~/lib/notifications/snackbar-store';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ExportControlProps {
  request: Omit<ListQuery, 'signal'>;
  columns: readonly ColumnDeclaration[];
  total: number;
  fileName: string;
  t: Translate;
}

/** Export button; while it runs, a progress bar and Cancel (which aborts the page in flight). */
export function ExportControl({ request, columns, total, fileName, t }: ExportControlProps) {
  const [progress, setProgress] = useState<{ loaded: number; total: number }>();
  const running = useRef<AbortController>(undefined);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ loaded: 0, total });
    try {
      // The exporter loads on the first export, not with the list.
      const { downloadText, exportCsv } = await import('./export-csv');
      const { csv, count } = await exportCsv(request, columns, {
        signal: controller.signal,
        onProgress: ({ loaded, total: known }) => setProgress({ loaded, total: known ?? total }),
      });
      downloadText(csv, fileName);
      showSnackbar({ content: t('lists:export.done', { count }), color: successColor });
    } catch (error) {
      if (isAbortError(error)) showSnackbar({ content: t('lists:export.cancelled') });
      else showSnackbar({ content: t('lists:export.failed', { reason: error instanceof Error ? error.message : String(error) }), color: errorColor });
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  };

  if (!progress) {
    return <button type="button" className="btn-outline" data-export onClick={() => void start()}>{t('lists:export.button')}</button>;
  }
  const label = t('lists:export.progress', { loaded: progress.loaded, total: progress.total });
  return (
    <div className="flex items-center gap-2 text-sm" data-export-progress>
      <progress max={Math.max(progress.total, 1)} value={progress.loaded} aria-label={label} className="w-40" />
      <span aria-live="polite">{label}</span>
      <button type="button" className="btn-outline" onClick={() => running.current?.abort()}>{t('lists:export.cancel')}</button>
    </div>
  );
}
